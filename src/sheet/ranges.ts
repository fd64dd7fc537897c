/**
 * The arguments of the custom functions (=KEIZERPOINTS, =KEEZSCORE, ...) as the tab readers take them: a range
 * arrives as a block of cells with its header row (a single cell as a value), and becomes a tab of an in-memory
 * workbook under its name in the language of its header; a refusal becomes the one message Sheets shows in the
 * cell's note.
 */
import type { Cell } from '../core/cell';
import { cellText, isEmptyCell } from '../core/cell';
import { isInputError } from '../core/problems';
import { matchKey } from '../core/text';
import type { Lang } from '../i18n';
import { MemoryWorkbook } from '../workbook/memory';
import type { TabSpec } from './contract';

/** A custom function's argument: a block of cells, a single value, or left out. */
export type Range = Cell[][] | Cell | undefined;

/** A range argument as a 2D array (a single cell arrives as a scalar). */
export function asTable(arg: Range): Cell[][] {
  if (arg === undefined || arg === null) return [];
  if (Array.isArray(arg)) return arg as Cell[][];
  return [[arg]];
}

/** Which language the header row of a range is in (the tabs may be English). */
function headerLang(rows: Cell[][], spec: TabSpec): Lang {
  const header = rows.find((r) => r.some((c) => !isEmptyCell(c))) ?? [];
  const words = new Set(header.map((c) => matchKey(cellText(c))));
  const cols = Object.values(spec.columns);
  const en = cols.filter((c) => words.has(matchKey(c.en)) && matchKey(c.en) !== matchKey(c.nl)).length;
  const nl = cols.filter((c) => words.has(matchKey(c.nl)) && matchKey(c.en) !== matchKey(c.nl)).length;
  return en > nl ? 'en' : 'nl';
}

/** Builds an in-memory workbook from range arguments, under the tab names of their language. */
export function workbookFromRanges(ranges: readonly [TabSpec, Range][]): { wb: MemoryWorkbook; lang: Lang } {
  const first = ranges.find(([, r]) => Array.isArray(r));
  const lang = first ? headerLang(asTable(first[1]), first[0]) : 'nl';
  const tabs: Record<string, Cell[][]> = {};
  for (const [spec, range] of ranges) {
    const rows = asTable(range);
    if (rows.length > 0 && rows.some((r) => r.some((c) => !isEmptyCell(c)))) tabs[spec[lang]] = rows;
  }
  return { wb: new MemoryWorkbook(tabs), lang };
}

/** Throws the problems as one message, the way Sheets shows an error in a cell's note. */
export function rethrow(e: unknown, lang: Lang): never {
  if (isInputError(e)) {
    const text = e.describe(lang).split('\n');
    const shown = text.slice(0, 8).join('\n') + (text.length > 8 ? `\n… (+${text.length - 8})` : '');
    throw new Error(shown);
  }
  throw e;
}
