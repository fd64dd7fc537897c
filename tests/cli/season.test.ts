import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openWorkbook } from '../../src/cli/files/open';
import { copyExample, snapshotFiles, tempDir } from '../support/tmp';
import { csvTab, runCli as run } from '../support/cli';

const csv = csvTab;

describe('competitieleider explain', () => {
  test('prints every round of the player, and the total equals the points in the standings', async () => {
    const dir = copyExample('zwarte-dame');
    await run('standings', dir);
    const [, name, points] = csv(dir, 'Ranglijst')[2]!;
    const before = snapshotFiles(dir);
    const r = await run('explain', dir, String(name));
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toBe(`Uitleg van de punten van ${name} na ronde 28`);
    const totalLine = r.stdout
      .join('\n')
      .split('\n')
      .find((l) => l.trim().startsWith('Totaal'))!;
    const total = Number(totalLine.trim().split(/\s+/).at(-1)!.replace(',', '.'));
    expect(Math.round(total)).toBe(Number(points));
    for (let round = 1; round <= 28; round++) expect(r.stdout.join('\n')).toMatch(new RegExp(`^\\s*${round}  `, 'm'));
    // Without --write nothing is written.
    expect(snapshotFiles(dir)).toEqual(before);
  });

  test('--write writes the tab Uitleg; names are matched ignoring case and spaces', async () => {
    const dir = copyExample('zwarte-dame');
    const name = csv(dir, 'Spelers')[3]![0]!;
    const r = await run('explain', dir, `  ${String(name).toUpperCase()} `, '--write', '--round', '12');
    expect(r.code).toBe(0);
    const tab = csv(dir, 'Uitleg');
    expect(tab[0]![0]).toBe(`Uitleg van de punten van ${name} na ronde 12`);
    expect(tab.find((row) => row[1] === 'Totaal')).toBeDefined();
  });

  test('an unknown name: exit 1 and a suggestion', async () => {
    const dir = copyExample('zwarte-dame');
    const name = String(csv(dir, 'Spelers')[3]![0]);
    const r = await run('explain', dir, name.slice(0, -1));
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toContain(`bedoelde u "${name}"?`);
  });

  test('--lang en prints English', async () => {
    const dir = copyExample('zwarte-dame');
    const name = String(csv(dir, 'Spelers')[1]![0]);
    const r = await run('explain', dir, name, '--lang', 'en');
    expect(r.stdout[0]).toBe(`How ${name}’s points are made up after round 28`);
  });
});

describe('competitieleider crosstable', () => {
  test('on a CSV folder: Kruistabel.csv, Verloop.csv and Verloop.svg; typed tabs unchanged', async () => {
    const dir = copyExample('zwarte-dame');
    const before = snapshotFiles(dir);
    const r = await run('crosstable', dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`grafiek: ${join(dir, 'Verloop.svg')}`);
    for (const [file, bytes] of Object.entries(before)) expect(snapshotFiles(dir)[file]).toBe(bytes);
    const k = csv(dir, 'Kruistabel');
    expect(k[0]![0]).toBe('Kruistabel na ronde 28');
    expect(k[3]!.slice(0, 4)).toEqual(['Nr', 'Naam', 'Punten', '1']);
    expect(
      k[4]!
        .slice(3, 31)
        .every((c) =>
          /^(\d+[wz]([01½+-]) \(\d+\)|afgemeld|niet afgemeld|extern|clubtaak|oneven|straf-oneven)$/.test(String(c)),
        ),
    ).toBe(true);
    const v = csv(dir, 'Verloop');
    expect(v[0]![0]).toBe('Verloop na ronde 28');
    const svg = readFileSync(join(dir, 'Verloop.svg'), 'utf8');
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns/);
    expect(svg.match(/<polyline /g)!.length).toBeGreaterThanOrEqual(10);
  });

  test('on .xlsx: the chart is saved as <name>-Verloop.svg next to the file', async () => {
    const path = copyExample('zwarte-dame.xlsx');
    const r = await run('crosstable', path, '--round', '10');
    expect(r.code).toBe(0);
    const svg = path.replace(/\.xlsx$/, '-Verloop.svg');
    expect(existsSync(svg)).toBe(true);
    const wb = await openWorkbook(path);
    expect(wb.read('Kruistabel')![0]![0]).toBe('Kruistabel na ronde 10');
  });
});

describe('competitieleider rating and final', () => {
  test('rating writes Clubrating', async () => {
    const dir = copyExample('zwarte-dame');
    const r = await run('rating', dir);
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toMatch(/^Clubrating na ronde 28: 34 spelers met een rating\.$/);
    expect(csv(dir, 'Clubrating')[3]!.slice(0, 4)).toEqual(['Naam', 'Startrating', 'Geschat', 'Partijen']);
  });

  test('final writes Ranglijst, Seizoenseinde and Clubrating and prints the report', async () => {
    const dir = copyExample('zwarte-dame');
    const r = await run('final', dir);
    expect(r.code).toBe(0);
    const text = r.stdout.join('\n');
    expect(text).toContain('Seizoenseinde na ronde 28');
    expect(text).toMatch(/Clubkampioen\s+\S/);
    expect(text).toMatch(/Barrage\s+(ja|nee): /);
    const names = readdirSync(dir);
    for (const tab of ['Ranglijst.csv', 'Seizoenseinde.csv', 'Clubrating.csv']) expect(names).toContain(tab);
    expect(csv(dir, 'Ranglijst')[0]![0]).toBe('Eindstand na ronde 28');
  });

  test('final before the last round: a provisional report and a note', async () => {
    const dir = copyExample('zwarte-dame');
    const r = await run('final', dir, '--round', '20');
    expect(r.code).toBe(0);
    expect(r.stdout.join('\n')).toContain('Voorlopig seizoenseinde na ronde 20 van 28');
    expect(r.stderr.join('\n')).toContain('het seizoen is nog niet af (ronde 20 van 28)');
  });
});

describe('competitieleider publish', () => {
  test('writes the pages into --out and nothing into the workbook', async () => {
    const dir = copyExample('zwarte-dame');
    const before = snapshotFiles(dir);
    const out = join(tempDir(), 'site');
    const r = await run('publish', dir, '--out', out, '--title', 'Test & co');
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['crosstable.html', 'index.html', 'progress.html']);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Test &amp; co');
    expect(snapshotFiles(dir)).toEqual(before);
  });

  test('halfway the season, with the pairing engine’s Indeling: the pairing of the next round is published', async () => {
    const dir = copyExample('zwarte-dame');
    const { writeFileSync } = await import('node:fs');
    for (const tab of ['Uitslagen', 'Afwezig']) {
      const [head, ...rows] = readFileSync(join(dir, `${tab}.csv`), 'utf8')
        .trim()
        .split('\n');
      writeFileSync(
        join(dir, `${tab}.csv`),
        [head, ...rows.filter((l) => Number(l.split(',')[0]) <= 20)].join('\n') + '\n',
      );
    }
    expect((await run('pair', dir)).code).toBe(0);
    const out = join(tempDir(), 'site');
    expect((await run('publish', dir, '--out', out)).code).toBe(0);
    const html = readFileSync(join(out, 'pairing.html'), 'utf8');
    expect(html).toContain('<h1>Indeling ronde 21</h1>');
    const white = csv(dir, 'Indeling').find((r) => r[0] === '1')![1];
    expect(html).toContain(`<td>${white}</td>`);
    // Once round 21 is confirmed and the standings' round, that pairing is no longer the next one: no page.
    expect((await run('confirm', dir)).code).toBe(0);
    const later = join(tempDir(), 'site');
    expect((await run('publish', dir, '--out', later, '--round', '21')).code).toBe(0);
    expect(readdirSync(later)).not.toContain('pairing.html');
  });

  test('a hand-made Indeling tab the pairing reader cannot read is shown as it stands', async () => {
    const dir = copyExample('zwarte-dame');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'Indeling.csv'), 'Indeling ronde 29\nBord,Wit,Zwart\n1,A,B\n');
    const out = join(tempDir(), 'site');
    expect((await run('publish', dir, '--out', out)).code).toBe(0);
    expect(readFileSync(join(out, 'pairing.html'), 'utf8')).toContain('<h1>Indeling ronde 29</h1>');
  });

  test('--out is required', async () => {
    expect((await run('publish', copyExample('zwarte-dame'))).code).toBe(2);
  });
});
