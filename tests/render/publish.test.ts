import { HtmlValidate } from 'html-validate';
import { buildSite, pairingTable } from '../../src/actions/publish';
import { escapeHtml } from '../../src/core/html';
import { lineChartSvg } from '../../src/render/lineChart';
import type { Cell } from '../../src/core/cell';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { HOSTILE_NAMES, hostileSeason } from '../support/hostile';
import { outcomeOf } from '../support/entries';
import { msg, render } from '../../src/i18n';
import { SEASON_END_TAB } from '../../src/sheet/contract';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';

/** The recommended rules; long-title off: the window title holds the club's name, which may be long. */
const validator = new HtmlValidate({ extends: ['html-validate:recommended'], rules: { 'long-title': 'off' } });

async function problems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} (${m.line}:${m.column}): ${m.message}`));
}

function site(extraTabs: Record<string, Cell[][]> = {}, played?: number) {
  const { tabs } = hostileSeason(played === undefined ? {} : { played });
  return buildSite(new MemoryWorkbook({ ...tabs, ...extraTabs }), { title: 'Club <&> "Test" =HYPERLINK("x")' });
}

describe('escapeHtml, the one place text becomes markup', () => {
  test('the five markup characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  test('characters that are not allowed in a document become U+FFFD', () => {
    expect(escapeHtml('a\u0000b\u0007c\u007fd\u0085e\ufffef')).toBe('a\ufffdb\ufffdc\ufffdd\ufffde\ufffdf');
    expect(escapeHtml('x\ud800y')).toBe('x\ufffdy');
    expect(escapeHtml('😀\tok\n')).toBe('😀\tok\n');
  });

  test('anything else, null and numbers included', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(12.5)).toBe('12.5');
  });
});

describe('the published pages', () => {
  test('are valid HTML (html-validate, recommended rules)', async () => {
    const s = site({
      Indeling: [['Indeling ronde 9'], ['Bord', 'Wit', 'Zwart'], [1, HOSTILE_NAMES[0], HOSTILE_NAMES[1]]],
    });
    expect(s.pages.map((p) => p.file)).toEqual(['index.html', 'crosstable.html', 'progress.html', 'pairing.html']);
    for (const p of s.pages)
      expect({ file: p.file, problems: await problems(p.html) }).toEqual({ file: p.file, problems: [] });
  });

  test('the season-end report appears on the standings page once the season is over, and the page stays valid', async () => {
    const final = site();
    expect(final.pages[0]!.html).toContain('Clubkampioen');
    expect(await problems(final.pages[0]!.html)).toEqual([]);
    const midway = site({}, 5);
    expect(midway.pages[0]!.html).not.toContain('Clubkampioen');
  });

  test('hostile names are escaped everywhere: no script, no injected element, formulas stay text', () => {
    const s = site({
      Indeling: [
        ['Bord', 'Wit', 'Zwart'],
        [1, HOSTILE_NAMES[0], HOSTILE_NAMES[3]],
      ],
    });
    for (const p of s.pages) {
      expect(p.html).not.toMatch(/<script/i);
      expect(p.html).not.toMatch(/<img/i);
      expect(p.html).not.toMatch(/<b>/);
      expect(p.html).not.toMatch(/<!-- comment/);
      expect(p.html).not.toContain('\u0007');
      // Only our own pages are linked; nothing is loaded from anywhere.
      for (const m of p.html.matchAll(/\b(href|src)="([^"]*)"/g)) expect(m[2]).toMatch(/^[a-z]+\.html$/);
    }
    const index = s.pages[0]!.html;
    expect(index).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(index).toContain('=HYPERLINK(&quot;http://evil.example/&quot;,&quot;klik&quot;)');
    expect(index).toContain('Zoë ♞ Ünal');
    expect(index).toContain('<title>');
    expect(index).toContain('Club &lt;&amp;&gt; &quot;Test&quot;');
  });

  test('no external assets: the style is inline and the chart is inline SVG', () => {
    const s = site();
    for (const p of s.pages) {
      expect(p.html).not.toMatch(/<link\b/);
      expect(p.html).not.toMatch(/@import|url\(/);
      expect(p.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    }
    const progress = s.pages.find((p) => p.file === 'progress.html')!.html;
    expect(progress).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(progress.match(/<polyline /g)!.length).toBeGreaterThanOrEqual(10);
  });

  test('without an Indeling tab there is no pairing page and no link to it', () => {
    const s = site();
    expect(s.pages.map((p) => p.file)).not.toContain('pairing.html');
    for (const p of s.pages) expect(p.html).not.toContain('pairing.html');
  });

  test('the season-end report on the website leaves out the estimated ratings to review (that line is for the leader)', () => {
    const season = simulateKeizerSeason({ players: 12, rounds: 10, played: 10, seed: 'review', estimated: 2 });
    const wb = new MemoryWorkbook(keizerTabs(season.competition));
    const report = outcomeOf(wb, 'seasonEnd').changes.writes.find((w) => w.name === SEASON_END_TAB.nl)!;
    const label = render(msg('seasonReview'), 'nl');
    expect(report.rows.some((r) => r[0] === label)).toBe(true);
    const index = buildSite(wb, { title: 'Club' }).pages[0]!.html;
    expect(index).toContain(render(msg('seasonChampion'), 'nl'));
    expect(index).not.toContain(label);
  });

  test('English pages for English tabs', () => {
    const { tabs } = hostileSeason();
    const en: Record<string, Cell[][]> = {
      Players: tabs['Spelers']!.map((r, i) => (i === 0 ? ['Name', 'Rating', 'Previous rank', 'Active'] : r)),
    };
    en['Results'] = tabs['Uitslagen']!.map((r, i) => (i === 0 ? ['Round', 'White', 'Black', 'Result'] : r));
    const s = buildSite(new MemoryWorkbook(en), { title: 'Club' });
    expect(s.lang).toBe('en');
    expect(s.pages[0]!.html).toContain('<html lang="en">');
    expect(s.pages[1]!.html).toContain('Crosstable after round');
  });
});

describe('the Indeling tab as it stands', () => {
  test('a single text in the first row is its title; empty rows and trailing empty columns go', () => {
    expect(
      pairingTable([
        ['Indeling ronde 5', '', ''],
        [],
        ['Bord', 'Wit', 'Zwart', ''],
        [1, 'A', 'B', ''],
        ['', '', '', ''],
      ]),
    ).toEqual({
      title: 'Indeling ronde 5',
      header: ['Bord', 'Wit', 'Zwart'],
      rows: [[1, 'A', 'B']],
    });
  });

  test('an empty tab gives nothing', () => {
    expect(pairingTable([[], ['']])).toBeUndefined();
  });
});

describe('the SVG line chart', () => {
  const chart = {
    title: 'T <x>',
    labels: ['start', '1', '2'],
    series: [
      { name: HOSTILE_NAMES[0]!, values: [1, undefined, 2] },
      { name: 'B', values: [2, 1, 1] },
    ],
    reverseY: true,
  };

  test('escapes its texts and breaks a line where a value is missing', () => {
    const svg = lineChartSvg(chart);
    expect(svg).not.toMatch(/<script/);
    expect(svg).toContain('&lt;script&gt;');
    // Series A has a gap: two single points, no polyline; series B one polyline of three points.
    expect(svg.match(/<polyline /g)).toHaveLength(1);
    expect(svg.match(/<circle /g)).toHaveLength(5);
  });

  test('ranks: number 1 is drawn at the top', () => {
    const svg = lineChartSvg({
      title: 't',
      labels: ['a', 'b'],
      series: [{ name: 'A', values: [1, 3] }],
      reverseY: true,
    });
    const ys = [...svg.matchAll(/<circle cx="[\d.]+" cy="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(ys[0]).toBeLessThan(ys[1]!);
  });

  test('is valid inside an HTML page', async () => {
    const html = `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>t</title></head><body><main><figure>${lineChartSvg(chart)}</figure></main></body></html>`;
    expect(await problems(html)).toEqual([]);
  });
});

describe('a round whose results are not all in', () => {
  test('the standings and crosstable pages say the round is not complete, and how many results are missing', () => {
    const season = simulateKeizerSeason({ players: 12, rounds: 10, played: 3, seed: 'incomplete' });
    const tabs = keizerTabs(season.competition);
    const results = tabs['Uitslagen']!;
    const lastOfRound3 = results.map((r) => r[0]).lastIndexOf(3);
    results[lastOfRound3]![3] = '';
    results[lastOfRound3 - 1]![3] = '';
    const pages = buildSite(new MemoryWorkbook(tabs), { title: 'Club' }).pages;
    const note = 'Ronde 3 is nog niet compleet: 2 uitslagen ontbreken en tellen nog niet mee.';
    expect(pages.find((p) => p.file === 'index.html')!.html).toContain(note);
    expect(pages.find((p) => p.file === 'crosstable.html')!.html).toContain(note);
    const complete = buildSite(new MemoryWorkbook(keizerTabs(season.competition)), { title: 'Club' }).pages;
    expect(complete.some((p) => p.html.includes('nog niet compleet'))).toBe(false);
  });
});
