/**
 * Every number a user reads has the decimal sign of its language: a comma in
 * Dutch (27,5), a point in English (27.5). Every command runs on every shipped
 * example and golden input, in both languages (Dutch as shipped, and with its
 * tabs and columns named in English and --lang en); what it prints, the text cells
 * of the tabs it writes, the text of its pages and charts are searched for a
 * number with the other language's sign. Not numbers in this sense: ranges of
 * results (1-0), dates (1-9-2026), times (1:15), runs of holes (1,2,3,4: the
 * notation of a score form in both languages; two holes, 2,3, look like an
 * English mistake and are reported), and number cells (a spreadsheet shows
 * those in its own locale).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Cell } from '../../src/core/cell';
import { parseCsv, toCsv } from '../../src/cli/files/csv';
import { matchKey } from '../../src/core/text';
import type { Lang } from '../../src/i18n';
import * as contract from '../../src/sheet/contract';
import { allNames, type ColumnSpec, type TabSpec } from '../../src/sheet/contract';
import { runCli } from '../support/cli';
import { EXAMPLES, tempDir } from '../support/tmp';

const GOLDEN = join(__dirname, '..', 'golden');

/** The workbooks: the shipped examples (CSV folders) and every golden input. */
const SOURCES: { name: string; dir: string }[] = [
  ...readdirSync(EXAMPLES)
    // (not the lock of a command reading an example at this moment: another test)
    .filter((f) => !f.endsWith('.lock') && statSync(join(EXAMPLES, f)).isDirectory())
    .map((f) => ({ name: `examples/${f}`, dir: join(EXAMPLES, f) })),
  ...readdirSync(GOLDEN)
    .filter((f) => existsSync(join(GOLDEN, f, 'input')))
    .map((f) => ({ name: `golden/${f}`, dir: join(GOLDEN, f, 'input') })),
];

/** The tabs of the contract, to make an English workbook of a Dutch one. */
const TABS: TabSpec[] = Object.values(contract).filter(
  (v): v is TabSpec => typeof v === 'object' && v !== null && 'columns' in v && typeof (v as TabSpec).nl === 'string',
);

/**
 * The workbook with its tabs and columns named in English (the readers take
 * the values in either language), so that everything written is in English.
 */
function inEnglish(dir: string): void {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.csv'))) {
    const rows = parseCsv(readFileSync(join(dir, file), 'utf8'));
    const header = rows[0] ?? [];
    const columnOf = (t: TabSpec, h: Cell) =>
      Object.values<ColumnSpec>(t.columns).find((c) => allNames(c).some((n) => matchKey(n) === matchKey(String(h))));
    // Keizer and Keezen share a tab name (Uitslagen): the spec that knows the most of the header.
    const spec = TABS.filter((t) => matchKey(t.nl) === matchKey(basename(file, '.csv')))
      .map((t) => ({ t, known: header.filter((h) => columnOf(t, h)).length }))
      .sort((a, b) => b.known - a.known)[0]?.t;
    if (!spec) continue;
    rows[0] = header.map((h) => {
      const col = columnOf(spec, h);
      if (col) return col.en;
      return matchKey(String(h)) === matchKey(contract.SETTINGS_HELP_COLUMN.nl) ? contract.SETTINGS_HELP_COLUMN.en : h;
    });
    rmSync(join(dir, file));
    writeFileSync(join(dir, `${spec.en}.csv`), toCsv(rows));
  }
}

/** A number written with the other language's decimal sign, in a text. */
export function wrongDecimals(text: string, lang: Lang): string[] {
  // Holes (1,2,3,4 / 2,3), results (1-0), dates, times and lists of rounds are not decimals: only d.d or d,d
  // with a digit group on each side that is not part of a longer run of separated digits.
  const sign = lang === 'nl' ? '\\.' : ',';
  const re = new RegExp(`(?<![\\d.,])\\d+${sign}\\d+(?![\\d.,]\\d)`, 'g');
  return [...text.matchAll(re)].map((m) => m[0]).filter((hit) => !(lang === 'en' && /^\d,\d{3}$/.test(hit)));
}

/** The text a reader sees of a page: the tags, styles and attributes left out, entities read. */
function pageText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&quot;/g, '"');
}

function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesBelow(p) : [p];
  });
}

/** A text cell of a written tab (numbers come back from CSV as plain digits: those are number cells). */
function textCells(rows: readonly (readonly Cell[])[]): string[] {
  return rows.flat().filter((c): c is string => typeof c === 'string' && !/^-?\d+(\.\d+)?$/.test(c));
}

interface Finding {
  readonly where: string;
  readonly hit: string;
  readonly context: string;
}

function findings(where: string, text: string, lang: Lang): Finding[] {
  return wrongDecimals(text, lang).map((hit) => {
    const at = text.indexOf(hit);
    return { where, hit, context: text.slice(Math.max(0, at - 40), at + hit.length + 20).replace(/\s+/g, ' ') };
  });
}

function commandsFor(dir: string): string[][] {
  const settings = readFileSync(join(dir, 'Instellingen.csv'), 'utf8');
  if (/^type,keezen/m.test(settings))
    return [
      ['standings'],
      ['draw', '--forms', '<out>/forms.html', '--beamer', '<out>/beamer.html'],
      ['tables', '--forms', '<out>/forms.html', '--beamer', '<out>/beamer.html'],
    ];
  const players = parseCsv(readFileSync(join(dir, 'Spelers.csv'), 'utf8'));
  const someone = String(players[1]?.[0] ?? '');
  return [
    ['standings'],
    ['crosstable'],
    ['rating'],
    ['final'],
    ['explain', someone, '--write'],
    ['publish', '--out', '<out>/site', '--title', 'Club'],
    ['pair', '--html', '<out>/pairing.html'],
    ['beamer', '--html', '<out>/beamer.html'],
    ['confirm', '--yes'],
  ];
}

/** The refusal of a pairing or draw when every round has been paired (the shipped seasons are complete). */
function completeSeason(stderr: readonly string[]): boolean {
  return stderr.some((l) => /ronden zijn al ingedeeld|rounds have been (paired|drawn)/.test(l));
}

/** Runs every command on a copy of the workbook and collects what it wrote and printed, with each text's language. */
async function run(source: string, lang: Lang, decimals?: number): Promise<Finding[]> {
  const root = tempDir('cl-decimals-');
  const wb = join(root, 'wb');
  const out = join(root, 'out');
  cpSync(source, wb, { recursive: true });
  mkdirSync(out);
  if (lang === 'en') inEnglish(wb);
  if (decimals !== undefined) {
    const file = join(wb, lang === 'en' ? 'Settings.csv' : 'Instellingen.csv');
    const rows = parseCsv(readFileSync(file, 'utf8')).filter((r) => r[0] !== 'decimals');
    writeFileSync(file, toCsv([...rows, ['decimals', decimals]]));
  }
  const out_: Finding[] = [];
  for (const command of commandsFor(source)) {
    const [name, ...rest] = command;
    const before = new Map(filesBelow(wb).map((f) => [f, readFileSync(f, 'utf8')]));
    const argv = [name!, wb, ...rest.map((a) => a.replace('<out>', out)), '--lang', lang];
    const r = await runCli(...argv);
    const where = `${name} (${lang})`;
    if (process.env.DEBUG_DECIMALS) console.log(where, r.code, [...r.stdout, ...r.stderr].join('\n').slice(0, 600));
    // Every command runs; in a season whose rounds are all paired, the next round's pairing is refused (and so
    // are its beamer view and confirmation).
    if (r.code === 1 && completeSeason(r.stderr)) {
      if (name === 'pair') break;
      continue;
    }
    if (r.code !== 0) out_.push({ where, hit: `exit ${r.code}`, context: r.stderr.join(' ').slice(0, 200) });
    out_.push(...findings(`${where}: output`, [...r.stdout, ...r.stderr].join('\n'), lang));
    for (const f of filesBelow(wb)) {
      const text = readFileSync(f, 'utf8');
      if (before.get(f) === text) continue;
      if (f.endsWith('.csv'))
        out_.push(...findings(`${where}: ${basename(f)}`, textCells(parseCsv(text)).join('\n'), lang));
      else if (f.endsWith('.svg')) out_.push(...findings(`${where}: ${basename(f)}`, pageText(text), lang));
    }
  }
  for (const f of filesBelow(out)) {
    const text = readFileSync(f, 'utf8');
    out_.push(...findings(`page ${basename(f)}`, pageText(text), lang));
  }
  return out_;
}

describe('decimal signs: Dutch output has decimal commas, English output decimal points', () => {
  test('the finder: 27.5 is wrong in Dutch and 27,5 in English; runs of holes, results, dates, times and thousands are not decimals', () => {
    expect(wrongDecimals('Punten 27.5 en 27,5', 'nl')).toEqual(['27.5']);
    expect(wrongDecimals('Points 27.5 and 27,5', 'en')).toEqual(['27,5']);
    expect(wrongDecimals('binnen 1,2,3,4 en 2,3; 1-0, 1-9-2026, 1:15, v1.2.3', 'nl')).toEqual([]);
    expect(wrongDecimals('holes 1,2,3,4 and 2,3 home; 1,000 players', 'en')).toEqual(['2,3']);
  });

  test.each(SOURCES.flatMap((s) => (['nl', 'en'] as const).map((lang) => [s.name, lang, s.dir] as const)))(
    '%s in %s: no number with the other language’s decimal sign',
    async (_name, lang, dir) => {
      expect(await run(dir, lang)).toEqual([]);
      // With two decimals shown every fraction of a point reaches the texts.
      if (!/^type,keezen/m.test(readFileSync(join(dir, 'Instellingen.csv'), 'utf8')))
        expect(await run(dir, lang, 2)).toEqual([]);
    },
    120_000,
  );
});
