/** `competitieleider standings` on Keezen workbooks: the same command as for Keizer, chosen by the type setting. */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { parseCsv } from '../../src/cli/files/csv';
import { openWorkbook } from '../../src/cli/files/open';
import type { CliIO } from '../../src/cli/io';

const root = join(__dirname, '..', '..');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'keezen-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function io(): CliIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l) };
}

function copy(example: string): string {
  const target = join(dir, example);
  cpSync(join(root, 'examples', example), target, { recursive: true });
  return target;
}

test('standings on a Keezen CSV folder writes Stand.csv and reports the leader', async () => {
  const folder = copy('keezen-nk4tegen4');
  const out = io();
  expect(await main(['standings', folder], out)).toBe(0);
  expect(out.lines[0]).toMatch(/^Eindstand na 4 ronden: 16 deelnemers; nummer 1 is /);
  const stand = parseCsv(readFileSync(join(folder, 'Stand.csv'), 'utf8'));
  expect(stand[0]![0]).toBe('Eindstand na 4 ronden');
  expect(stand[2]).toEqual([
    'Plaats',
    'Nr',
    'Naam',
    'Gespeeld',
    'Gewonnen',
    'Gelijk',
    'Verloren',
    'Wedstrijdpunten',
    'Spelpunten',
    'Tegenpunten',
    'Saldo',
    'Speeltijd',
    'Ingeleverd',
  ]);
  expect(stand.slice(3).filter((r) => r[0] !== null && r[0] !== '')).toHaveLength(16);
  // The forms the organiser typed are untouched.
  expect(readFileSync(join(folder, 'Uitslagen.csv'), 'utf8')).toBe(
    readFileSync(join(root, 'examples', 'keezen-nk4tegen4', 'Uitslagen.csv'), 'utf8'),
  );
});

test('--round 2 gives the standings after the second round', async () => {
  const folder = copy('keezen-nk4tegen4');
  const out = io();
  expect(await main(['standings', folder, '--round', '2'], out)).toBe(0);
  expect(out.lines[0]).toMatch(/^Stand na ronde 2: /);
});

test('the buurtcompetitie: the season table and one per evening', async () => {
  const folder = copy('keezen-buurtcompetitie');
  expect(await main(['standings', folder], io())).toBe(0);
  const titles = parseCsv(readFileSync(join(folder, 'Stand.csv'), 'utf8'))
    .map((r) => String(r[0] ?? ''))
    .filter((t) => /^(Seizoensstand|Eindstand|Avond)/.test(t));
  expect(titles).toEqual([
    'Seizoensstand na avond 5 van 7',
    'Avond 5: eindstand',
    'Avond 4: eindstand',
    'Avond 3: eindstand',
    'Avond 2: eindstand',
    'Avond 1: eindstand',
  ]);
});

test('an impossible form: exit 1, the cell and the reason, nothing written', async () => {
  const folder = copy('keezen-spelavond');
  const file = join(folder, 'Uitslagen.csv');
  const lines = readFileSync(file, 'utf8').split('\n');
  const cells = lines[1]!.split(',');
  cells[6] = '5';
  lines[1] = cells.join(',');
  writeFileSync(file, lines.join('\n'));
  const out = io();
  expect(await main(['standings', folder], out)).toBe(1);
  expect(out.errors).toEqual([
    '1 probleem gevonden; er is niets geschreven.',
    'Uitslagen!G2: 5 pionnen binnen kan niet: een speler heeft 0 tot en met 4 pionnen in zijn honk',
  ]);
  expect(existsSync(join(folder, 'Stand.csv'))).toBe(false);
});

test.each(['keezen-nk4tegen4', 'keezen-buurtcompetitie', 'keezen-spelavond'])(
  '%s: the .xlsx and .ods give the same standings as the CSV source',
  async (name) => {
    const results: string[] = [];
    for (const source of [join(dir, name), join(dir, `${name}.xlsx`), join(dir, `${name}.ods`)]) {
      cpSync(join(root, 'examples', source.slice(dir.length + 1)), source, { recursive: true });
      const out = io();
      expect(await main(['standings', source], out)).toBe(0);
      const wb = await openWorkbook(source);
      const text = (wb.read('Stand') ?? []).map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c))));
      // Trailing empty cells differ per format (a CSV line ends where the text ends).
      results.push(JSON.stringify(text.map((r) => r.join('\t').replace(/\t+$/, ''))));
    }
    expect(results[1]).toBe(results[0]);
    expect(results[2]).toBe(results[0]);
  },
);

test('demo keezen prints the three examples', async () => {
  const out = io();
  expect(await main(['demo', 'keezen'], out)).toBe(0);
  const text = out.lines.join('\n');
  expect(text).toMatch(/keezen-nk4tegen4: Eindstand na 4 ronden/);
  expect(text).toMatch(/keezen-buurtcompetitie: Seizoensstand na avond 5 van 7/);
  expect(text).toMatch(/keezen-spelavond: Stand na ronde 4/);
});
