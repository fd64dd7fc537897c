/**
 * One new competition, two ways in: the wizard in Sheets (wizardCreate in
 * dist/Code.js on the emulator) and `competitieleider new` into an .xlsx or .ods make
 * the same tabs with the same cells (the settings with their explanations, the
 * players) and the same dropdowns, for every type, preset and language; the
 * file lacks only the live standings tab, whose formula only Sheets runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { openWorkbook } from '../../src/cli/files/open';
import { KEIZER_PRESETS } from '../../src/core/keizer/presets';
import { columnLetters } from '../../src/core/problems';
import { KEEZEN_WIZARD_PRESETS } from '../../src/sheet/newCompetition';
import { KEEZEN_LIVE_STANDINGS_TAB, KEIZER_LIVE_STANDINGS_TAB } from '../../src/sheet/contract';
import type { Cell } from '../../src/core/cell';
import { loadBundle } from '../emu/bundle';
import { createEnv } from '../emu/services';
import type { FakeSheet, Value } from '../emu/spreadsheet';
import { runCli } from '../support/cli';
import { tempDir } from '../support/tmp';

const PLAYERS = ['Anna de Wit', 'Bram Zwart', 'Cor Bakker', 'Dirk Smit', 'Eva Jansen'];

/** Rows as a person sees them: empty cells as '', no empty cells at a row's end, no empty rows at the end. */
function shown(rows: readonly (readonly (Cell | Value)[])[]): string[][] {
  const out = rows.map((r) => {
    const row = r.map((c) => (c === null || c === undefined ? '' : String(c)));
    while (row.length > 0 && row[row.length - 1] === '') row.pop();
    return row;
  });
  while (out.length > 0 && out[out.length - 1]!.length === 0) out.pop();
  return out;
}

type Rule = { list?: string[]; range?: { sheet: FakeSheet; col: number }; between?: [number, number] };

/** The wizard's dropdowns of a tab, as `<first cell> <what>`. */
function sheetsRules(sheet: FakeSheet): string[] {
  return sheet.validations
    .map(({ a1, rule }) => {
      const [row, col] = a1.split(',').map(Number) as [number, number];
      const r = rule as Rule;
      const what = r.range
        ? `names ${r.range.sheet.tabName}!${columnLetters(r.range.col)}`
        : r.between
          ? `round ${r.between[0]}-${r.between[1]}`
          : `list ${r.list!.join(',')}`;
      return `${columnLetters(col)}${row} ${what}`;
    })
    .sort();
}

/** The dropdowns of a sheet part of an .xlsx, in the same words. */
function fileRules(xml: string): string[] {
  return [...xml.matchAll(/<dataValidation ([^>]*)>(.*?)<\/dataValidation>/g)]
    .map(([, attrs, body]) => {
      const first = /sqref="([A-Z]+\d+)/.exec(attrs!)![1]!;
      const f1 = /<formula1>(.*?)<\/formula1>/
        .exec(body!)![1]!
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'");
      const f2 = /<formula2>(.*?)<\/formula2>/.exec(body!)?.[1];
      if (f2 !== undefined) return `${first} round ${f1}-${f2}`;
      const range = /^'(.*)'!\$([A-Z]+)\$2/.exec(f1);
      if (range) return `${first} names ${range[1]!.replace(/''/g, "'")}!${range[2]}`;
      return `${first} list ${f1.replace(/^"|"$/g, '').replace(/&amp;/g, '&')}`;
    })
    .sort();
}

/** The dropdowns of a table of an .ods (content.xml), in the same words: each at the first cell that names it. */
function odsRules(xml: string, tab: string): string[] {
  const unescape = (t: string) =>
    t
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const conditions = new Map(
    [...xml.matchAll(/<table:content-validation table:name="([^"]+)" table:condition="([^"]+)"/g)].map((m) => [
      m[1]!,
      unescape(m[2]!),
    ]),
  );
  const table = new RegExp(`<table:table table:name="${tab}"[\\s\\S]*?</table:table>`).exec(xml)![0];
  const first = new Map<string, string>();
  let row = 0;
  for (const r of table.matchAll(/<table:table-row([^>]*)>([\s\S]*?)<\/table:table-row>/g)) {
    row++;
    let col = 0;
    for (const c of r[2]!.matchAll(/<table:table-cell\b([^>]*?)(?:\/>|>[\s\S]*?<\/table:table-cell>)/g)) {
      col++;
      const name = /table:content-validation-name="([^"]+)"/.exec(c[1]!)?.[1];
      if (name !== undefined && !first.has(name)) first.set(name, `${columnLetters(col)}${row}`);
      col += Number(/number-columns-repeated="(\d+)"/.exec(c[1]!)?.[1] ?? 1) - 1;
    }
    row += Number(/number-rows-repeated="(\d+)"/.exec(r[1]!)?.[1] ?? 1) - 1;
  }
  return [...first]
    .map(([name, cell]) => {
      const condition = conditions.get(name)!;
      const between = /cell-content-is-between\((\d+);(\d+)\)/.exec(condition);
      if (between) return `${cell} round ${between[1]}-${between[2]}`;
      const range = /\[\$(?:'((?:[^']|'')*)'|([^.]+))\.\$([A-Z]+)\$2/.exec(condition);
      if (range) return `${cell} names ${(range[1] ?? range[2]!).replace(/''/g, "'")}!${range[3]}`;
      const values = [...condition.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
      return `${cell} list ${values.join(',')}`;
    })
    .sort();
}

const cases = [
  ...KEIZER_PRESETS.map((p) => ({ type: 'keizer', preset: p.id })),
  ...KEEZEN_WIZARD_PRESETS.map((p) => ({ type: 'keezen', preset: p.id })),
].flatMap((c) => (['nl', 'en'] as const).map((lang) => ({ ...c, lang })));

test.each(cases)(
  'the wizard and new make the same tabs, cells and dropdowns: $type $preset in $lang',
  async ({ type, preset, lang }) => {
    const env = createEnv({ locale: lang === 'nl' ? 'nl_NL' : 'en_GB' });
    const code = loadBundle(env.globals);
    const reply = code.wizardCreate({ type, preset, lang, players: PLAYERS, createMissing: false }) as {
      status: string;
      created: string[];
    };
    expect(reply.status).toBe('created');

    const book = join(tempDir(), 'club.xlsx');
    const made = await runCli(
      'new',
      book,
      '--type',
      type,
      '--preset',
      preset,
      '--players',
      PLAYERS.join(', '),
      '--lang',
      lang,
    );
    expect(made.code).toBe(0);
    const wb = await openWorkbook(book);
    const live = (type === 'keizer' ? KEIZER_LIVE_STANDINGS_TAB : KEEZEN_LIVE_STANDINGS_TAB)[lang];
    expect(reply.created).toContain(live);
    expect(reply.created.filter((t) => t !== live)).toEqual(wb.tabNames());

    const parts = unzipSync(readFileSync(book));
    const workbookXml = new TextDecoder().decode(parts['xl/workbook.xml']);
    const order = [...workbookXml.matchAll(/<sheet name="([^"]+)"/g)].map((m) => m[1]);
    let rules = 0;
    for (const name of wb.tabNames()) {
      const sheet = env.spreadsheet.tab(name)!;
      expect(shown(wb.read(name)!)).toEqual(shown(sheet.values()));
      const part = new TextDecoder().decode(parts[`xl/worksheets/sheet${order.indexOf(name) + 1}.xml`]);
      expect(fileRules(part)).toEqual(sheetsRules(sheet));
      rules += sheet.validations.length;
    }
    expect(rules).toBeGreaterThan(5);

    // The same workbook as an .ods: the same cells and the same dropdowns.
    const ods = join(tempDir(), 'club.ods');
    const args = ['--type', type, '--preset', preset, '--players', PLAYERS.join(', '), '--lang', lang];
    expect((await runCli('new', ods, ...args)).code).toBe(0);
    const odsBook = await openWorkbook(ods);
    const content = new TextDecoder().decode(unzipSync(readFileSync(ods))['content.xml']);
    expect(odsBook.tabNames()).toEqual(wb.tabNames());
    for (const name of odsBook.tabNames()) {
      const sheet = env.spreadsheet.tab(name)!;
      expect(shown(odsBook.read(name)!)).toEqual(shown(sheet.values()));
      expect(odsRules(content, name)).toEqual(sheetsRules(sheet));
    }
  },
);
