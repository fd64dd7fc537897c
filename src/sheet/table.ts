/**
 * Reading a tab as a table: find the tab by its Dutch or English name, find the
 * header row, map the known columns, and hand out cells with their places so
 * that every problem can be reported at its cell.
 */
import { Cell, cellText, isDateCell, isEmptyCell, isEmptyRow, parseNumberCell } from '../core/cell';
import { Place, Problems, tabPlace } from '../core/problems';
import { matchKey, nameOddity, nearName } from '../core/text';
import { Lang, msg } from '../i18n';
import { parseYesNo } from '../core/settings/spec';
import type { WorkbookReader } from '../workbook/workbook';
import { CONTRACT_TABS, ColumnSpec, Named, TabSpec, allNames } from './contract';

export interface TableRow<C extends string> {
  /** 1-based row number in the tab. */
  readonly row: number;
  get(column: C): Cell;
  /** The place of a column's cell in this row (the row alone when the column is absent). */
  place(column: C): Place;
  has(column: C): boolean;
}

export interface Table<C extends string> {
  /** The tab's actual name in the workbook. */
  readonly tab: string;
  /** The language the tab's name is in (decides the language of what is written back). */
  readonly lang: Lang;
  readonly headerRow: number;
  readonly rows: readonly TableRow<C>[];
  /** 1-based column numbers of the columns found. */
  readonly columns: Partial<Record<C, number>>;
  /** Number of rows of the tab (empty rows included). */
  readonly rowCount: number;
}

/** The actual name of the tab in the workbook, and the language of that name. */
export function locateTab(wb: WorkbookReader, spec: Named): { tab: string; lang: Lang } | undefined {
  const names = wb.tabNames();
  const wanted = (n: string) => names.find((t) => matchKey(t) === matchKey(n));
  const nl = wanted(spec.nl);
  if (nl !== undefined) return { tab: nl, lang: 'nl' };
  const en = wanted(spec.en);
  if (en !== undefined) return { tab: en, lang: 'en' };
  for (const alias of spec.aliases ?? []) {
    const hit = wanted(alias);
    if (hit !== undefined) return { tab: hit, lang: 'nl' };
  }
  return undefined;
}

/**
 * A tab whose name is near the spec's while the tab itself is missing: another
 * season's (`Uitslagen 2025`), a longer or shorter word (`Afwezigheden`), a typo,
 * in either language. A tab of the contract under its own name is never one.
 */
function nearTab(wb: WorkbookReader, spec: Named): string | undefined {
  if (locateTab(wb, spec)) return undefined;
  const own = new Set(CONTRACT_TABS.flatMap((t) => allNames(t).map(matchKey)));
  const others = wb.tabNames().filter((t) => !own.has(matchKey(t)));
  return nearName(allNames(spec), others);
}

/**
 * Reads a tab. When the tab is missing: an error if it is required, or if a tab
 * of a near name is there (it is meant, under another name: "did you mean"; a
 * season read without it would be silently another season); otherwise undefined.
 * Missing required columns are errors at the header row. Empty rows (in the
 * known columns) are skipped.
 */
export function readTable<C extends string>(
  wb: WorkbookReader,
  spec: TabSpec<C>,
  problems: Problems,
  options: { required: boolean; lang?: Lang | undefined },
): Table<C> | undefined {
  const found = locateTab(wb, spec);
  if (!found) {
    const near = nearTab(wb, spec);
    const name = options.lang === 'en' ? spec.en : spec.nl;
    if (near !== undefined) problems.error(tabPlace(near), msg('tabMissingNear', name, near));
    else if (options.required) problems.error(tabPlace(undefined), msg('tabMissing', name));
    return undefined;
  }
  const cells = wb.read(found.tab) ?? [];
  return tableFromCells(found.tab, found.lang, cells, spec, problems, wb.commaSeparated?.(found.tab) ?? false);
}

/** A whole number and a cell of digits after it: one number (or holes) split by an unquoted comma. */
export function commaSplit(value: Cell, next: Cell): { typed: string; meant: string } | undefined {
  const a = cellText(value).trim();
  const b = cellText(next).trim();
  if (!/^-?\d+$/.test(a) || !/^\d+$/.test(b)) return undefined;
  return { typed: `${a},${b}`, meant: `${a}.${b}` };
}

/** The number of cells up to the last filled one, counted down no further than `width`. */
function filledTo(row: readonly Cell[], width: number): number {
  let n = row.length;
  while (n > width && isEmptyCell(row[n - 1])) n--;
  return n;
}

/**
 * A row of a comma-separated file with more cells than its header: where a
 * number column holds a whole number and the next cell digits, an unquoted
 * decimal comma (or the comma of holes, `2,3`) split one cell in two. The two
 * are joined again, left to right, until the row fits the header; each join is
 * an error at its cell with the fix. A row that still has filled cells past
 * the header keeps them (extra columns are ignored), with a warning.
 */
function rejoinSplitCells<C extends string>(
  tab: string,
  lang: Lang,
  cells: readonly Cell[],
  rowNumber: number,
  /** The header's number of fields (a file's every line has as many). */
  width: number,
  spec: TabSpec<C>,
  columns: Partial<Record<C, number>>,
  problems: Problems,
): readonly Cell[] {
  // Trailing empty fields past the header are no split; when there are filled ones, every field counts.
  if (filledTo(cells, width) <= width) return cells;
  let excess = cells.length - width;
  const row = [...cells];
  const splitting = (Object.keys(columns) as C[])
    .filter((k) => spec.columns[k].splits !== undefined)
    .sort((a, b) => columns[a]! - columns[b]!);
  for (const key of splitting) {
    if (excess <= 0) break;
    const c = columns[key]!;
    const split = commaSplit(row[c - 1], row[c]);
    const holes = spec.columns[key].splits === 'holes';
    // Holes run on as long as they rise (`1,2,3,4`); a decimal number has one comma.
    const rises = (parts: readonly string[]) => {
      const next = cellText(row[c - 1 + parts.length]).trim();
      return /^\d$/.test(next) && Number(next) > Number(parts[parts.length - 1]);
    };
    let parts = [cellText(row[c - 1]).trim()];
    if (!split || (holes && !rises(parts))) continue;
    do {
      parts = [...parts, cellText(row[c - 1 + parts.length]).trim()];
      excess--;
    } while (holes && excess > 0 && rises(parts));
    row.splice(c - 1, parts.length, parts.join(','));
    problems.error(
      { tab, row: rowNumber, col: c },
      msg('decimalCommaSplit', spec.columns[key][lang], parts.join(','), holes ? undefined : split.meant),
    );
  }
  // Filled cells past the header that no join explains: a comma in some other cell, most likely.
  const filled = filledTo(row, width);
  if (filled > width) problems.warning({ tab, row: rowNumber }, msg('rowLongerThanHeader', filled - width));
  return row;
}

/** The table reading proper, for cells already in hand (custom-function ranges). */
export function tableFromCells<C extends string>(
  tab: string,
  lang: Lang,
  cells: readonly (readonly Cell[])[],
  spec: TabSpec<C>,
  problems: Problems,
  commaSeparated = false,
): Table<C> | undefined {
  let headerIndex = cells.findIndex((r) => !isEmptyRow(r));
  if (headerIndex < 0) {
    const anyRequired = Object.values<ColumnSpec>(spec.columns).some((c) => c.required);
    if (anyRequired) problems.error({ tab }, msg('tabEmpty', tab));
    return undefined;
  }
  const header = cells[headerIndex]!;
  // Each header cell and each column name matched by its key once, not once per column and cell.
  const headerKeys = header.map((h) => (typeof h === 'string' ? matchKey(h) : undefined));
  const columns: Partial<Record<C, number>> = {};
  let ok = true;
  for (const key of Object.keys(spec.columns) as C[]) {
    const col = spec.columns[key];
    const names = allNames(col).map(matchKey);
    const hits: number[] = [];
    headerKeys.forEach((h, i) => {
      if (h !== undefined && names.includes(h)) hits.push(i + 1);
    });
    if (hits.length > 1) {
      problems.error({ tab, row: headerIndex + 1, col: hits[1]! }, msg('columnTwice', col[lang]));
      ok = false;
    }
    if (hits.length > 0) columns[key] = hits[0]!;
    else if (col.required) {
      problems.error({ tab, row: headerIndex + 1 }, msg('columnMissing', col[lang]));
      ok = false;
    }
  }
  if (!ok) return undefined;
  const known = Object.values<number | undefined>(columns).filter((c): c is number => c !== undefined);
  const rows: TableRow<C>[] = [];
  const width = header.length;
  for (let i = headerIndex + 1; i < cells.length; i++) {
    const rowNumber = i + 1;
    const typed = cells[i]!;
    const r = commaSeparated ? rejoinSplitCells(tab, lang, typed, rowNumber, width, spec, columns, problems) : typed;
    if (known.every((c) => isEmptyCell(r[c - 1]))) continue;
    rows.push(new CellsRow(tab, columns, rowNumber, r));
  }
  return { tab, lang, headerRow: headerIndex + 1, rows, columns, rowCount: cells.length };
}

/** A row of a table: its cells and the table's columns (methods shared by every row, not made per row). */
class CellsRow<C extends string> implements TableRow<C> {
  constructor(
    private readonly tab: string,
    private readonly columns: Partial<Record<C, number>>,
    readonly row: number,
    private readonly cells: readonly Cell[],
  ) {}

  get(column: C): Cell {
    const c = this.columns[column];
    return c === undefined ? undefined : this.cells[c - 1];
  }

  place(column: C): Place {
    const c = this.columns[column];
    return c === undefined ? { tab: this.tab, row: this.row } : { tab: this.tab, row: this.row, col: c };
  }

  has(column: C): boolean {
    return this.columns[column] !== undefined;
  }
}

/**
 * Whether the table has every column of `needed` (the columns a Keezen variant needs beyond the
 * required ones); else one error at its header row naming each one missing.
 */
export function hasColumns<C extends string>(
  table: Table<C>,
  spec: TabSpec<C>,
  needed: readonly C[],
  problems: Problems,
): boolean {
  const missing = needed.filter((c) => table.columns[c] === undefined);
  if (missing.length === 0) return true;
  const names = missing.map((c) => `"${spec.columns[c][table.lang]}"`).join(', ');
  problems.error({ tab: table.tab, row: table.headerRow }, msg('kzColumnsMissing', names));
  return false;
}

/* Cell readers: a value, or a located problem and undefined. */

/** The cell when it holds something and not a date; else undefined, reported when `required` or a date. */
function valueCell<C extends string>(
  row: TableRow<C>,
  column: C,
  label: string,
  problems: Problems,
  required: boolean,
): Cell | undefined {
  const cell = row.get(column);
  if (isEmptyCell(cell)) {
    if (required) problems.error(row.place(column), msg('valueMissing', label));
    return undefined;
  }
  if (isDateCell(cell)) {
    problems.error(row.place(column), msg('dateNotExpected', cellText(cell)));
    return undefined;
  }
  return cell;
}

export function readText<C extends string>(
  row: TableRow<C>,
  column: C,
  label: string,
  problems: Problems,
  required: boolean,
): string | undefined {
  const cell = valueCell(row, column, label, problems, required);
  return cell === undefined ? undefined : cellText(cell);
}

export function readInteger<C extends string>(
  row: TableRow<C>,
  column: C,
  label: string,
  problems: Problems,
  options: { required: boolean; min?: number; max?: number },
): number | undefined {
  const cell = valueCell(row, column, label, problems, options.required);
  if (cell === undefined) return undefined;
  const text = cellText(cell);
  const n = parseNumberCell(cell);
  if (n === undefined || !Number.isInteger(n)) {
    problems.error(row.place(column), msg(options.min === 1 ? 'notAPositiveWholeNumber' : 'notAWholeNumber', text));
    return undefined;
  }
  if ((options.min !== undefined && n < options.min) || (options.max !== undefined && n > options.max)) {
    if (options.min === 1 && n < 1) problems.error(row.place(column), msg('notAPositiveWholeNumber', text));
    else
      problems.error(
        row.place(column),
        msg('numberOutOfRange', text, String(options.min ?? '-∞'), String(options.max ?? '∞')),
      );
    return undefined;
  }
  return n;
}

export function readNumber<C extends string>(row: TableRow<C>, column: C, problems: Problems): number | undefined {
  const cell = row.get(column);
  if (isEmptyCell(cell)) return undefined;
  const n = parseNumberCell(cell);
  if (n !== undefined) return n;
  const text = cellText(cell);
  problems.error(row.place(column), isDateCell(cell) ? msg('dateNotExpected', text) : msg('notANumber', text));
  return undefined;
}

/** The calendar day `yyyy-mm-dd` of y, m, d when it exists (no 31 February). */
function isoDay(year: number, month: number, day: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 9999 || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A day written as text: `2026-12-04`, or day first (`4-12-2026`, `4/12/2026`, `4.12.2026`) where Dutch is read. */
export function parseDay(text: string, lang: Lang): string | undefined {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = lang === 'nl' ? /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t) : null;
  return dmy ? isoDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1])) : undefined;
}

/**
 * A day in a date column, as `yyyy-mm-dd`: a date cell (the day the user sees:
 * the backings deliver it on the script's clock), or text a person wrote where
 * the spreadsheet kept it as text (a plain-text column, a CSV file): the ISO
 * form, or in a Dutch tab day-month-year (`4-12-2026`, `4/12/2026`,
 * `4.12.2026`), the order a Dutch sheet reads typed dates in. An English
 * tab's text could be either order, so only the ISO form is taken there. A
 * regular expression, not a date library: two fixed forms, and the bundle
 * stays small.
 */
export function readDate<C extends string>(
  row: TableRow<C>,
  column: C,
  problems: Problems,
  lang: Lang,
): string | undefined {
  const cell = row.get(column);
  if (isEmptyCell(cell)) return undefined;
  if (isDateCell(cell)) {
    const day = isoDay(cell.getFullYear(), cell.getMonth() + 1, cell.getDate());
    if (day !== undefined) return day;
  } else if (typeof cell === 'string') {
    const day = parseDay(cell, lang);
    if (day !== undefined) return day;
  }
  problems.error(row.place(column), msg('notADate', cellText(cell), lang === 'nl'));
  return undefined;
}

export function readYesNo<C extends string>(row: TableRow<C>, column: C, problems: Problems, def: boolean): boolean {
  const cell = row.get(column);
  if (isEmptyCell(cell)) return def;
  const b = parseYesNo(cell);
  if (b === undefined) {
    problems.error(row.place(column), msg('notYesNo', cellText(cell)));
    return def;
  }
  return b;
}

/** A warning at a name's cell when it holds an invisible character or mixes scripts (it would pass for another name). */
export function warnOddName(name: string, place: Place, problems: Problems): void {
  const odd = nameOddity(name);
  if (!odd) return;
  problems.warning(
    place,
    'invisible' in odd ? msg('nameInvisible', name, odd.invisible) : msg('nameMixedScripts', name, odd.scripts),
  );
}
