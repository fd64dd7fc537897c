/**
 * The TRF export in dist/Code.js on the emulator: the menu item exists, it
 * reads each tab once, writes nothing, and offers in a dialog exactly the file
 * the command line writes, as a download link (a data: URL: no new scope);
 * the bundle holds nothing of the SQLite module of the KeizerForClubs import.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Bundle, loadBundle } from '../emu/bundle';
import { createEnv } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { openCsvFolder } from '../../src/cli/files/csv';
import type { TrfExport } from '../../src/actions/exchange';
import type { Cell } from '../../src/core/cell';
import { HOSTILE_NAMES, hostileSeason } from '../support/hostile';
import { outcomeOf } from '../support/entries';
import { optionValues } from '../../src/actions/request';
import type { WorkbookReader } from '../../src/workbook/workbook';

/** The entry's TRF of `wb` with the command line's options (`title`, `city`, `encoding`, ...), nothing written. */
const exportTrf = (wb: WorkbookReader, given: Readonly<Record<string, string>> = {}): TrfExport =>
  outcomeOf(wb, 'trfExport', { options: optionValues(given) }) as TrfExport;

const ROOT = join(__dirname, '../..');
const INPUT = ['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig'];

function exampleEnv() {
  const env = createEnv();
  const wb = openCsvFolder(join(ROOT, 'examples/zwarte-dame'));
  for (const tab of INPUT) env.spreadsheet.addTab(tab, wb.read(tab)! as Value[][]);
  return env;
}

test('the Keizer menu has "TRF-bestand exporteren", a top-level function', () => {
  const env = exampleEnv();
  const code = loadBundle(env.globals);
  code.onOpen({ authMode: 'FULL' });
  const item = env.ui.menus[0]!.items.find((i) => i.fn === 'menuTrfExport');
  expect(item?.caption).toBe('TRF-bestand exporteren (rating)…');
  expect(typeof code.menuTrfExport).toBe('function');
});

test('the dialog offers the file of the command line for download; each tab read once, nothing written', () => {
  const env = exampleEnv();
  const before = INPUT.map((t) => env.spreadsheet.tab(t)!.values());
  env.log.clear();
  loadBundle(env.globals).menuTrfExport!();
  expect(env.ui.alerts).toEqual([]);
  for (const t of INPUT) expect(env.log.onTab('Range.getValues', t)).toBe(1);
  expect(env.log.count('Range.setValues')).toBe(0);
  expect(INPUT.map((t) => env.spreadsheet.tab(t)!.values())).toEqual(before);
  const dialog = env.ui.dialogs.at(-1)!;
  expect(dialog.title).toBe('TRF-bestand');
  const link = /<a class="dl" download="([^"]+)" href="([^"]+)"/.exec(dialog.html)!;
  // The attribute as a browser reads it (HTML entities decoded).
  const href = link[2]!
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  expect(href.startsWith('data:text/plain;charset=utf-8,')).toBe(true);
  const text = decodeURIComponent(href.slice('data:text/plain;charset=utf-8,'.length));
  const name = env.spreadsheet.getName();
  expect(link[1]).toBe(`${name}.trf`);
  expect(text).toBe(exportTrf(openCsvFolder(join(ROOT, 'examples/zwarte-dame')), { title: name }).text);
  expect(dialog.html).not.toContain('<script');
});

test("the bundle holds nothing of SQLite (sql.js is the command line's only)", () => {
  const code = readFileSync(join(ROOT, 'dist/Code.js'), 'utf8');
  expect(code).not.toMatch(/sql[-.]?js|sql-wasm|better[-_]sqlite3/i);
  expect(code).not.toMatch(/\brequire\(/);
});

describe('the wizard takes a season over from a TRF file', () => {
  type Reply = { status: string; lines: string[]; errors: string[] };
  const file = () => exportTrf(openCsvFolder(join(ROOT, 'examples/zwarte-dame')), { title: 'Zwarte Dame' }).text;
  /** The wizard asked to take a season over from `trf` (a Keizer competition unless `keezen`). */
  const takeOver = (code: Bundle, trf: string, keezen = false) =>
    code.wizardCreate!({
      type: keezen ? 'keezen' : 'keizer',
      preset: keezen ? 'nk4tegen4' : 'zwartedame',
      lang: 'nl',
      players: [],
      createMissing: false,
      trf,
    }) as Reply;

  test('an empty spreadsheet gets Instellingen, Spelers, Uitslagen and Afwezig from the file, the same as the command line writes', () => {
    const env = createEnv();
    const code = loadBundle(env.globals);
    const reply = takeOver(code, file());
    expect(reply.errors).toEqual([]);
    expect(reply.status).toBe('created');
    expect(reply.lines[0]).toBe('Overgenomen: 34 spelers, 352 partijen, 248 afwezigheden en vrije rondes.');
    const original = openCsvFolder(join(ROOT, 'examples/zwarte-dame'));
    // The same rows (in the file's order: by round, then by player number).
    const sorted = (rows: unknown[][]) => rows.map((r) => r.map(String).join('|')).sort();
    for (const tab of ['Uitslagen', 'Afwezig'])
      expect(sorted(env.spreadsheet.tab(tab)!.values())).toEqual(sorted(original.read(tab)!));
    expect(env.spreadsheet.tab('Spelers')!.values().length).toBe(35);
    // And the standings are those of the example.
    code.menuUpdateStandings!();
    expect(env.spreadsheet.toasts.at(-1)!.message).toBe('Ranglijst na ronde 28: 34 spelers; nummer 1 is D. Smits.');
  });

  test('the import reads each tab of the target once and writes each tab it makes once', () => {
    const env = createEnv();
    env.spreadsheet.addTab('Instellingen', [
      ['Instelling', 'Waarde'],
      ['type', 'keizer'],
    ]);
    env.spreadsheet.addTab('Spelers', [['Nr', 'Naam']]);
    const code = loadBundle(env.globals);
    env.log.clear();
    const reply = takeOver(code, file());
    expect(reply.errors).toEqual([]);
    expect(reply.status).toBe('created');
    for (const t of ['Instellingen', 'Spelers']) expect(env.log.onTab('Range.getValues', t)).toBe(1);
    for (const t of ['Spelers', 'Uitslagen', 'Afwezig']) expect(env.log.onTab('Range.setValues', t)).toBe(1);
    expect(env.log.onTab('Range.setValues', 'Instellingen')).toBe(0);
  });

  test('a spreadsheet with a competition, a file that does not add up, and a Keezen choice write nothing', () => {
    const env = exampleEnv();
    const code = loadBundle(env.globals);
    const before = INPUT.map((t) => env.spreadsheet.tab(t)!.values());
    const full = takeOver(code, file());
    expect(full.status).toBe('error');
    expect(full.errors.join('\n')).toContain('Spelers heeft al regels');
    expect(INPUT.map((t) => env.spreadsheet.tab(t)!.values())).toEqual(before);

    const empty = createEnv();
    const c2 = loadBundle(empty.globals);
    // Player 1's round-1 result (column 99) made a win while his opponent's line says a draw.
    const broken = file()
      .split('\r\n')
      .map((l) => (l.startsWith('001    1 ') ? `${l.slice(0, 98)}1${l.slice(99)}` : l))
      .join('\r\n');
    const bad = takeOver(c2, broken);
    expect(bad.status).toBe('error');
    expect(bad.errors.join('\n')).toMatch(
      /TRF-bestand, rij 12: ronde 1: Graaf, Henk de – Vermeulen, B.: de uitslagen 1\/= passen niet bij elkaar/,
    );
    expect(empty.spreadsheet.sheets.map((s) => s.tabName)).toEqual([]);
    const keezen = takeOver(c2, file(), true);
    expect(keezen.errors).toEqual(['een TRF-bestand is een schaakcompetitie: kies Keizer']);
  });
});

test('hostile names stay text in the dialog; a name too long for the TRF field is refused with its cell, and no dialog', () => {
  const env = createEnv();
  for (const [name, rows] of Object.entries(hostileSeason().tabs)) env.spreadsheet.addTab(name, rows as Value[][]);
  loadBundle(env.globals).menuTrfExport!();
  expect(env.ui.dialogs).toEqual([]);
  expect(env.ui.alerts.map((a) => a.prompt).join('\n')).toMatch(
    /Spelers!A\d+: naam "<\/td>.*" is langer dan 33 tekens/,
  );

  const short = createEnv();
  const tabs = hostileSeason().tabs;
  const rename = (c: Cell) => (typeof c === 'string' && HOSTILE_NAMES.includes(c) ? c.slice(0, 33) : c);
  for (const [name, rows] of Object.entries(tabs))
    short.spreadsheet.addTab(name, rows.map((r) => r.map(rename)) as Value[][]);
  loadBundle(short.globals).menuTrfExport!();
  const html = short.ui.dialogs.at(-1)!.html;
  expect(html).not.toContain('<script>alert');
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
});
