/**
 * Office files kept part for part: every command on a workbook made by
 * LibreOffice or assembled as Excel lays one out changes only the parts of the
 * tabs it writes or appends to and the package entries that list tabs; every
 * other part (charts, drawings, images, comments, tables, protection, print
 * settings, macros, themes, custom properties, the typed tabs' validations and
 * formulas) keeps its bytes, and the file opens again.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import type { Cell } from '../../src/core/cell';
import { openWorkbook } from '../../src/cli/files/open';
import { emptyOds } from '../../src/cli/files/sheetjs';
import { emptyXlsx } from '../../src/cli/files/xlsx';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { ROOT, tempDir } from '../support/tmp';
import { runCli as run } from '../support/cli';

const FIXTURES = join(ROOT, 'tests', 'fixtures', 'office');
const KEIZER_COMMANDS = ['pair', 'confirm', 'standings', 'final', 'crosstable'];
const KEEZEN_COMMANDS = ['draw', 'standings'];
/** Tabs the user types that no command may change (Notities and Archief are the user's own). */
const UNTOUCHED = ['Instellingen', 'Spelers', 'Deelnemers', 'Notities', 'Archief'];
/** Tabs the commands append to. */
const APPENDED = ['Uitslagen', 'Afwezig', 'Tafelindeling'];

type Parts = Record<string, Uint8Array>;
const parts = (file: string): Parts => unzipSync(readFileSync(file));
const text = (bytes: Uint8Array | undefined): string => new TextDecoder().decode(bytes);
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const serialise = (node: unknown): string =>
  new XMLSerializer().serializeToString(node as Parameters<XMLSerializer['serializeToString']>[0]);
type El = NonNullable<ReturnType<typeof parse>['documentElement']>;
const children = (el: El, name?: string): El[] => {
  const out: El[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling)
    if (n.nodeType === 1 && (name === undefined || (n as El).localName === name)) out.push(n as El);
  return out;
};

async function tabs(file: string): Promise<Map<string, Cell[][]>> {
  const wb = await openWorkbook(file);
  return new Map(wb.tabNames().map((t) => [t, wb.read(t) ?? []]));
}

function same(a: Cell[][] | undefined, b: Cell[][] | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The sheet part of each tab of an .xlsx package (workbook.xml's list through its relationships). */
function sheetParts(p: Parts): Map<string, string> {
  const rels = new Map<string, string>();
  for (const m of text(p['xl/_rels/workbook.xml.rels']).matchAll(/<Relationship [^>]*>/g)) {
    const id = /Id="([^"]+)"/.exec(m[0])![1]!;
    const target = /Target="([^"]+)"/.exec(m[0])![1]!;
    rels.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  const out = new Map<string, string>();
  for (const m of text(p['xl/workbook.xml']).matchAll(/<sheet [^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(m[0])![1]!.replace(/&amp;/g, '&');
    out.set(name, rels.get(/r:id="([^"]+)"/.exec(m[0])![1]!)!);
  }
  return out;
}

/** The table parts (Excel's "Format as table") on a sheet part, through the sheet's relationships. */
function tableParts(p: Parts, sheetPart: string): string[] {
  const rels = p[sheetPart.replace(/([^/]+)$/, '_rels/$1.rels')];
  if (!rels) return [];
  // Relative (../tables/table1.xml) or absolute (/xl/tables/table1.xml), as openpyxl writes it.
  return [...text(rels).matchAll(/Target="(?:\.\.\/|\/xl\/)(tables\/[^"]+)"/g)].map((m) => `xl/${m[1]!}`);
}

/** A table part with its ranges blanked: a table over an appended tab grows (its ref), nothing else of it changes. */
const withoutRefs = (bytes: Uint8Array): string => text(bytes).replace(/ ref="[^"]*"/g, ' ref=""');

/** The package entries that list tabs or styles: the ones a new tab or a new cell format may change. */
const XLSX_STRUCTURE = [
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  '[Content_Types].xml',
  'docProps/app.xml',
  'xl/styles.xml',
];

function checkXlsxStep(
  before: Parts,
  after: Parts,
  changedTabs: ReadonlySet<string>,
  appended: ReadonlySet<string>,
): void {
  const sheets = sheetParts(after);
  const allowed = new Set(XLSX_STRUCTURE);
  for (const tab of changedTabs) {
    const part = sheets.get(tab)!;
    allowed.add(part);
    allowed.add(part.replace(/([^/]+)$/, '_rels/$1.rels'));
  }
  const grown = new Set([...appended].flatMap((tab) => tableParts(before, sheetParts(before).get(tab)!)));
  for (const part of grown) expect([part, withoutRefs(after[part]!)]).toEqual([part, withoutRefs(before[part]!)]);
  for (const [path, bytes] of Object.entries(before)) {
    expect([path, path in after]).toEqual([path, true]);
    if (!allowed.has(path) && !grown.has(path))
      expect([path, Buffer.from(after[path]!).equals(Buffer.from(bytes))]).toEqual([path, true]);
  }
  // Rows appended to a typed tab: its sheet's other elements and the rows typed before are as they were.
  const beforeSheets = sheetParts(before);
  for (const tab of appended) {
    const part = beforeSheets.get(tab)!;
    const old = parse(text(before[part])).documentElement!;
    const now = parse(text(after[part])).documentElement!;
    const others = (el: El) =>
      children(el)
        .filter((c) => c.localName !== 'sheetData' && c.localName !== 'dimension')
        .map(serialise);
    expect(others(now)).toEqual(others(old));
    const nowRows = new Map(
      children(children(now, 'sheetData')[0]!, 'row').map((r) => [r.getAttribute('r'), serialise(r)]),
    );
    for (const row of children(children(old, 'sheetData')[0]!, 'row')) {
      if (children(row, 'c').some((c) => children(c).length > 0))
        expect(nowRows.get(row.getAttribute('r'))).toBe(serialise(row));
    }
  }
}

const ODF_TABLE = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0';

function spreadsheetOf(content: string): El {
  const root = parse(content).documentElement!;
  return children(children(root, 'body')[0]!, 'spreadsheet')[0]!;
}

function checkOdsStep(
  before: Parts,
  after: Parts,
  changedTabs: ReadonlySet<string>,
  appended: ReadonlySet<string>,
  file: string,
): void {
  for (const [path, bytes] of Object.entries(before)) {
    expect([path, path in after]).toEqual([path, true]);
    if (path !== 'content.xml')
      expect([path, Buffer.from(after[path]!).equals(Buffer.from(bytes))]).toEqual([path, true]);
  }
  // mimetype first and stored (ODF 1.3 part 2, 3.3).
  const zip = readFileSync(file);
  expect(zip.readUInt32LE(0)).toBe(0x04034b50);
  expect(zip.readUInt16LE(8)).toBe(0);
  expect(zip.subarray(30, 30 + 8).toString()).toBe('mimetype');
  const old = spreadsheetOf(text(before['content.xml']));
  const now = spreadsheetOf(text(after['content.xml']));
  // content.xml's automatic styles (the typed tabs' formats, hidden states) are all still there; new ones come after them.
  const automatic = (xml: string) =>
    children(children(parse(xml).documentElement!, 'automatic-styles')[0]!).map(serialise);
  const oldStyles = automatic(text(before['content.xml']));
  expect(automatic(text(after['content.xml'])).slice(0, oldStyles.length)).toEqual(oldStyles);
  const byName = (el: El) => new Map(children(el, 'table').map((t) => [t.getAttributeNS(ODF_TABLE, 'name'), t]));
  const oldTables = byName(old);
  const nowTables = byName(now);
  for (const [name, table] of oldTables) {
    if (!changedTabs.has(name!))
      expect([name, serialise(nowTables.get(name)!) === serialise(table)]).toEqual([name, true]);
  }
  // Validations, named ranges, database ranges: as they were.
  const nonTables = (el: El) =>
    children(el)
      .filter((c) => c.localName !== 'table')
      .map(serialise);
  expect(nonTables(now)).toEqual(nonTables(old));
  for (const tab of appended) {
    const rows = (t: El) => children(t).filter((c) => c.localName === 'table-row');
    const oldRows = rows(oldTables.get(tab)!).map(serialise);
    const nowRows = rows(nowTables.get(tab)!).map(serialise);
    const typed = oldRows.filter((r) => r.includes('office:value-type'));
    expect(nowRows.slice(0, typed.length)).toEqual(oldRows.slice(0, typed.length));
  }
}

/** LibreOffice opens the result (when installed: the tests never need it). */
function libreOfficeOpens(file: string): void {
  const soffice = ['/usr/bin/soffice', '/usr/local/bin/soffice'].find((p) => existsSync(p));
  if (!soffice) return;
  const out = tempDir();
  // A profile of its own: another LibreOffice running on the machine does not take the conversion over.
  const profile = `-env:UserInstallation=file://${tempDir('lo-profile-')}`;
  execFileSync(soffice, [profile, '--headless', '--convert-to', 'csv', '--outdir', out, file], {
    stdio: 'ignore',
    timeout: 120_000,
  });
  expect(existsSync(join(out, file.replace(/^.*\//, '').replace(/\.\w+$/, '.csv')))).toBe(true);
}

/** Runs a command on the file and checks that only the parts of the tabs it wrote or appended to changed. */
async function commandKeepsParts(file: string, command: string): Promise<Set<string>> {
  const before = parts(file);
  const tabsBefore = await tabs(file);
  const r = await run(command, file);
  expect([command, r.code]).toEqual([command, 0]);
  const after = parts(file);
  const tabsAfter = await tabs(file);
  // The typed tabs read the same; appended ones keep their rows and grow.
  for (const tab of UNTOUCHED)
    if (tabsBefore.has(tab)) expect([tab, same(tabsAfter.get(tab), tabsBefore.get(tab))]).toEqual([tab, true]);
  const changed = new Set([...tabsAfter.keys()].filter((t) => !same(tabsAfter.get(t), tabsBefore.get(t))));
  const appended = new Set([...changed].filter((t) => APPENDED.includes(t) && tabsBefore.has(t)));
  for (const tab of appended) {
    const old = tabsBefore.get(tab)!.filter((row) => row.some((c) => c !== null && c !== ''));
    expect(tabsAfter.get(tab)!.slice(0, old.length)).toEqual(old);
  }
  if (command === 'confirm') expect(appended.has('Uitslagen')).toBe(true);
  if (command === 'draw') expect([...appended]).toEqual(['Tafelindeling']);
  if (file.endsWith('.ods')) checkOdsStep(before, after, changed, appended, file);
  else checkXlsxStep(before, after, changed, appended);
  return appended;
}

describe.each([
  ['club-libreoffice.xlsx', KEIZER_COMMANDS],
  ['club-libreoffice.ods', KEIZER_COMMANDS],
  ['club-handmade.xlsm', KEIZER_COMMANDS],
  ['club-openpyxl-layout.xlsx', KEIZER_COMMANDS],
  ['club-exceljs.xlsx', KEIZER_COMMANDS],
  ['club-sheetjs.xlsx', KEIZER_COMMANDS],
  ['club-sheetjs.ods', KEIZER_COMMANDS],
  ['keezen-libreoffice.xlsx', KEEZEN_COMMANDS],
  ['keezen-libreoffice.ods', KEEZEN_COMMANDS],
])('%s', (fixture, commands) => {
  test(`${commands.join(' → ')}: only the written and appended tabs' parts and the tab lists change; every other part keeps its bytes`, async () => {
    const file = join(tempDir(), fixture);
    cpSync(join(FIXTURES, fixture), file);
    const original = parts(file);
    for (const command of commands) {
      const appended = await commandKeepsParts(file, command);
      // 15 players, one of them absent: the bye goes to Afwezig.
      if (command === 'confirm') expect([...appended].sort()).toEqual(['Afwezig', 'Uitslagen']);
    }
    // Over the whole sequence too: the macro part, drawings, charts, comments, tables, properties as they were.
    const final = parts(file);
    for (const path of Object.keys(original).filter(
      (p) =>
        /vbaProject|drawings\/|charts\/|media\/|comments|tables\/|custom\.xml|theme|Object \d|Pictures|settings\.xml|styles\.xml$|meta\.xml/.test(
          p,
        ) && !p.startsWith('xl/styles'),
    )) {
      if (/tables\//.test(path))
        expect([path, withoutRefs(final[path]!)]).toEqual([path, withoutRefs(original[path]!)]);
      else expect([path, Buffer.from(final[path]!).equals(Buffer.from(original[path]!))]).toEqual([path, true]);
    }
    // The chart the user put on the output tab is still on it (LibreOffice's fixtures have one).
    if (fixture.includes('libreoffice')) {
      const output = fixture.startsWith('keezen') ? 'Stand' : 'Ranglijst';
      if (fixture.endsWith('.ods')) {
        const table = children(spreadsheetOf(text(final['content.xml'])), 'table').find(
          (t) => t.getAttributeNS(ODF_TABLE, 'name') === output,
        )!;
        expect(serialise(children(table, 'shapes')[0])).toContain('Grafiek 2');
      } else {
        const part = sheetParts(final).get(output)!;
        expect(text(final[part])).toMatch(/<drawing r:id="[^"]+"\/><\/worksheet>$/);
      }
    }
    // The hidden tab stays hidden.
    if (fixture.includes('libreoffice.xlsx'))
      expect(text(final['xl/workbook.xml'])).toMatch(/<sheet name="Archief"[^>]*state="hidden"/);
    // The user's formulas reading an output tab are recalculated when Excel opens the file.
    if (/libreoffice.xlsx|handmade|openpyxl/.test(fixture))
      expect(text(final['xl/workbook.xml'])).toMatch(/<calcPr [^>]*fullCalcOnLoad="1"/);
    if (fixture.endsWith('.xlsm'))
      expect(text(final['[Content_Types].xml'])).toContain('application/vnd.ms-excel.sheet.macroEnabled.main+xml');
    libreOfficeOpens(file);
  }, 120_000);
});

describe('.xlsm', () => {
  test('saved in place it keeps its macros; a copy saved as .xlsx gets the plain workbook type without them, and an .xlsx saved as .xlsm the macro-enabled type', async () => {
    const file = join(tempDir(), 'club.xlsm');
    cpSync(join(FIXTURES, 'club-handmade.xlsm'), file);
    const macros = parts(file)['xl/vbaProject.bin']!;
    const out = join(tempDir(), 'kopie.xlsx');
    expect((await run('standings', file, '--out', out)).code).toBe(0);
    expect(Buffer.from(parts(file)['xl/vbaProject.bin']!).equals(Buffer.from(macros))).toBe(true);
    const copy = parts(out);
    expect(text(copy['[Content_Types].xml'])).toContain(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    );
    expect(text(copy['[Content_Types].xml'])).not.toContain('macroEnabled');
    expect(text(copy['xl/_rels/workbook.xml.rels'])).not.toContain('vbaProject');
    expect(copy['xl/vbaProject.bin']).toBeUndefined();
    expect((await tabs(out)).get('Ranglijst')!.length).toBeGreaterThan(15);
    const back = join(tempDir(), 'terug.xlsm');
    expect((await run('standings', out, '--out', back)).code).toBe(0);
    expect(text(parts(back)['[Content_Types].xml'])).toContain('application/vnd.ms-excel.sheet.macroEnabled.main+xml');
  });
});

describe('a file that is no workbook package', () => {
  test.each([
    ['club.xlsx', 'Naam,Rating\nAnna,1800\n'],
    ['club.ods', 'not a zip'],
    ['club.xlsm', ''],
  ])(
    '%s that is not a package: a user error (exit 1) naming the file and what to do, nothing written',
    async (name, content) => {
      const file = join(tempDir(), name);
      writeFileSync(file, content);
      const r = await run('standings', file);
      expect(r.code).toBe(1);
      expect(r.stderr.join('\n')).toContain(`${file}: geen leesbaar .`);
      expect(r.stderr.join('\n')).toContain('open het in Excel of LibreOffice en sla het opnieuw op');
      expect(readFileSync(file, 'utf8')).toBe(content);
    },
  );

  test('a zip without a workbook part, or an .ods without a spreadsheet: the same clear error', async () => {
    for (const [name, files] of [
      ['leeg.xlsx', { '[Content_Types].xml': '<Types/>' }],
      ['leeg.ods', { mimetype: 'application/vnd.oasis.opendocument.spreadsheet', 'content.xml': '<x/>' }],
    ] as const) {
      const file = join(tempDir(), name);
      writeFileSync(
        file,
        zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, new TextEncoder().encode(v)]))),
      );
      const r = await run('standings', file, '--lang', 'en');
      expect([name, r.code]).toEqual([name, 1]);
      expect(r.stderr.join('\n')).toContain(`${file}: not a readable .`);
      expect(r.stderr.join('\n')).toContain('open it in Excel or LibreOffice and save it again');
    }
  });
});

describe('at club size', () => {
  test.each(['xlsx', 'ods'])(
    '70 players after 36 of 37 rounds in an .%s: pair → confirm → standings change only the written and appended tabs',
    async (kind) => {
      const season = simulateKeizerSeason({ players: 70, rounds: 37, played: 36, seed: 'club-size' });
      const file = join(tempDir(), `club.${kind}`);
      const wb = kind === 'xlsx' ? emptyXlsx(file) : emptyOds(file);
      for (const [tab, rows] of Object.entries(keizerTabs(season.competition)))
        wb.write({ name: tab, rows, headerRow: 1 });
      await wb.save();
      const games = (await tabs(file)).get('Uitslagen')!.length;
      await commandKeepsParts(file, 'pair');
      await commandKeepsParts(file, 'confirm');
      await commandKeepsParts(file, 'standings');
      const after = await tabs(file);
      // 70 players, some absent: the round's games are appended below the 36 rounds typed.
      const round37 = after.get('Uitslagen')!.filter((r) => r[0] === 37);
      expect(round37.length).toBeGreaterThan(20);
      expect(after.get('Uitslagen')!.length).toBe(games + round37.length);
      expect(after.get('Ranglijst')!.filter((r) => typeof r[0] === 'number')).toHaveLength(70);
    },
    120_000,
  );
});

describe('cells edited in place (the rating update)', () => {
  test.each(['club-libreoffice.xlsx', 'club-libreoffice.ods'])(
    '%s: only the edited cells change; the tab’s other cells, its validations and every other part stay',
    async (fixture) => {
      const file = join(tempDir(), fixture);
      cpSync(join(FIXTURES, fixture), file);
      const before = parts(file);
      const tabsBefore = await tabs(file);
      const wb = await openWorkbook(file);
      wb.edit([
        { tab: 'Spelers', row: 2, col: 2, value: 1999 },
        { tab: 'Spelers', row: 3, col: 2, value: '' },
      ]);
      await wb.save();
      const after = parts(file);
      const tabsAfter = await tabs(file);
      const spelers = tabsAfter.get('Spelers')!;
      expect([spelers[1]![1], spelers[2]![1]]).toEqual([1999, null]);
      const expected = tabsBefore.get('Spelers')!.map((r) => r.slice());
      expected[1]![1] = 1999;
      expected[2]![1] = null;
      expect(spelers).toEqual(expected);
      for (const [tab, rows] of tabsBefore)
        if (tab !== 'Spelers') expect([tab, same(tabsAfter.get(tab), rows)]).toEqual([tab, true]);
      if (fixture.endsWith('.ods')) checkOdsStep(before, after, new Set(['Spelers']), new Set(), file);
      else {
        checkXlsxStep(before, after, new Set(['Spelers']), new Set());
        // The sheet's other rows are as they were.
        const part = sheetParts(before).get('Spelers')!;
        const rows = (p: Parts) =>
          children(children(parse(text(p[part])).documentElement!, 'sheetData')[0]!, 'row').map(serialise);
        const old = rows(before);
        const now = rows(after);
        expect(now.filter((_, i) => i !== 1 && i !== 2)).toEqual(old.filter((_, i) => i !== 1 && i !== 2));
      }
    },
  );
});
