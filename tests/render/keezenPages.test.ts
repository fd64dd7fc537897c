/**
 * The Keezen standings in a real browser (Debian's chromium): the beamer page
 * at 1280 × 720 and 1920 × 1080 shows every row of every table (the overall
 * standings, each evening or round, the prizes) without scrolling and without
 * a cut-off number, for the shipped examples and a games night of 60; the
 * website's pages at phone size (375 × 667) never scroll sideways. Names that
 * look like markup stay text.
 */
import { join } from 'node:path';
import type { Cell } from '../../src/core/cell';
import { keezenBeamerHtml, keezenSiteOf } from '../../src/actions/keezenSite';
import { open } from '../../src/sheet/open';
import { simulateKeezen } from '../../src/sim/keezenEvent';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { Browser, launchBrowser } from '../support/browser';
import { csvTab } from '../support/cli';
import { HOSTILE_NAMES } from '../support/hostile';

function example(name: string): MemoryWorkbook {
  const dir = join(__dirname, '..', '..', 'examples', name);
  const tabs: Record<string, Cell[][]> = {};
  for (const tab of ['Instellingen', 'Deelnemers', 'Tafelindeling', 'Uitslagen']) tabs[tab] = csvTab(dir, tab);
  return new MemoryWorkbook(tabs);
}

/** A games night of 60 whose players have names that look like markup or formulas. */
function night60(): MemoryWorkbook {
  const e = simulateKeezen({ variant: 'spelavond', entrants: 60, seed: 'groot', rounds: 3 });
  const names = e.tabs.Deelnemers!;
  HOSTILE_NAMES.slice(0, 4).forEach((n, i) => {
    const old = names[i + 1]![1];
    names[i + 1]![1] = n;
    for (const tab of ['Uitslagen', 'Tafelindeling'])
      for (const row of e.tabs[tab]!) row.forEach((c, j) => c === old && (row[j] = n));
  });
  return new MemoryWorkbook(e.tabs);
}

const EVENTS: Record<string, () => MemoryWorkbook> = {
  nk4tegen4: () => example('keezen-nk4tegen4'),
  buurtcompetitie: () => example('keezen-buurtcompetitie'),
  spelavond: () => example('keezen-spelavond'),
  'spelavond 60': night60,
};

describe('Keezen standings in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(Object.keys(EVENTS))('%s', (name) => {
    const opened = () => open(EVENTS[name]!(), 'keezen');

    test.each([
      [1280, 720],
      [1920, 1080],
    ])('the beamer at %i × %i: every row of every table in view, no number cut off, nothing scrolls', async (w, h) => {
      const o = opened();
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: w, height: h });
      await page.setContent(keezenBeamerHtml(o, 'nl'));
      const views = await page.locator('nav label').count();
      expect(views).toBeGreaterThanOrEqual(3);
      for (let i = 0; i < views; i++) {
        await page.click(`label[for="v${i}"]`);
        const m = (await page.evaluate(`(() => {
          const s = document.getElementById('s${i}');
          const rows = [...s.querySelectorAll('tbody tr')];
          const bottom = Math.max(0, ...rows.map((r) => r.getBoundingClientRect().bottom));
          const right = Math.max(0, ...[...s.querySelectorAll('td, th')].map((c) => c.getBoundingClientRect().right));
          const cut = [...s.querySelectorAll('td.num, td:first-child')].filter((c) => c.scrollWidth > c.clientWidth + 1).length;
          return { shown: getComputedStyle(s).display, rows: rows.length, bottom, right, cut,
            scrollH: document.documentElement.scrollHeight, scrollW: document.documentElement.scrollWidth,
            font: parseFloat(getComputedStyle(s).fontSize) };
        })()`)) as Record<string, number | string>;
        expect(m.shown).toBe('block');
        expect(m.bottom).toBeLessThanOrEqual(h);
        expect(m.right).toBeLessThanOrEqual(w);
        expect(m.cut).toBe(0);
        expect(m.scrollH).toBeLessThanOrEqual(h);
        expect(m.scrollW).toBeLessThanOrEqual(w);
        // Readable from the back of the room: at least 1.6 % of the screen's height.
        expect(m.font).toBeGreaterThanOrEqual(h * 0.016);
      }
      // The overall table holds every entrant.
      await page.click('label[for="v0"]');
      expect(await page.locator('#s0 tbody tr').count()).toBe(o.standings.tables[0]!.rows.length);
      await page.close();
    });

    test('the website on a phone (375 × 667): no page scrolls sideways, names are text', async () => {
      const site = keezenSiteOf(opened(), { title: 'Keezen <b>club</b> — een lange naam voor de site' });
      expect(site.pages.map((p) => p.file)).toEqual(
        expect.arrayContaining([
          'index.html',
          'prizes.html',
          name === 'buurtcompetitie' ? 'evenings.html' : 'rounds.html',
        ]),
      );
      for (const p of site.pages) {
        const page = await browser.context.newPage();
        await page.setViewportSize({ width: 375, height: 667 });
        await page.setContent(p.html);
        const m = (await page.evaluate(`(() => ({
          width: document.documentElement.scrollWidth,
          bold: document.querySelectorAll('header b, td b, td script, td img').length,
          site: document.querySelector('header .site').textContent,
        }))()`)) as { width: number; bold: number; site: string };
        expect(m.width).toBeLessThanOrEqual(375);
        expect(m.bold).toBe(0);
        expect(m.site).toBe('Keezen <b>club</b> — een lange naam voor de site');
        await page.close();
      }
    });
  });
});
