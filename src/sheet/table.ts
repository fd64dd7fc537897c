/**
 * Reading a tab as a table: find the tab by its Dutch or English name, find the
 * header row, map the known columns, and hand out cells with their places so
 * that every problem can be reported at its cell.
 */
import { Cell, cellText, isDateCell, isEmptyCell, isEmptyRow, parseNumberCell } from '../core/cell';
import { Place, Problems } from '../core/problems';
import { matchKey, nameOddity, suggest } from '../core/text';
import { Lang, msg } from '../i18n';
import { parseYesNo } from '../core/settings/spec';
import type { WorkbookReader } from '../workbook/workbook';
import { ColumnSpec, Named, TabSpec, allNames } from './contract';

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

function columnMatches(header: string, col: ColumnSpec): boolean {
  const key = matchKey(header);
  return allNames(col).some((n) => matchKey(n) === key);
}

/** A tab whose name is close to the spec's (a typo, "did you mean"), when the tab itself is missing. */
export function nearTab(wb: WorkbookReader, spec: TabSpec<string>): string | undefined {
  if (locateTab(wb, spec)) return undefined;
  return suggest(spec.nl, wb.tabNames()) || suggest(spec.en, wb.tabNames()) || undefined;
}

/**
 * Reads a tab. When the tab is missing: an error (with a "did you mean") if it
 * is required, otherwise undefined. Missing required columns are errors at the
 * header row. Empty rows (in the known columns) are skipped.
 */
export function readTable<C extends string>(
  wb: WorkbookReader,
  spec: TabSpec<C>,
  problems: Problems,
  options: { required: boolean; lang?: Lang | undefined },
): Table<C> | undefined {
  const found = locateTab(wb, spec);
  if (!found) {
    if (options.required) {
      const near = nearTab(wb, spec);
      problems.error(near ? { tab: near } : undefined, msg('tabMissing', options.lang === 'en' ? spec.en : spec.nl));
    }
    return undefined;
  }
  const cells = wb.read(found.tab) ?? [];
  return tableFromCells(found.tab, found.lang, cells, spec, problems);
}

/** The table reading proper, for cells already in hand (custom-function ranges). */
export function tableFromCells<C extends string>(
  tab: string,
  lang: Lang,
  cells: readonly (readonly Cell[])[],
  spec: TabSpec<C>,
  problems: Problems,
): Table<C> | undefined {
  let headerIndex = cells.findIndex((r) => !isEmptyRow(r));
  if (headerIndex < 0) {
    const anyRequired = Object.values<ColumnSpec>(spec.columns).some((c) => c.required);
    if (anyRequired) problems.error({ tab }, msg('tabEmpty', tab));
    return undefined;
  }
  const header = cells[headerIndex]!;
  const columns: Partial<Record<C, number>> = {};
  let ok = true;
  for (const key of Object.keys(spec.columns) as C[]) {
    const col = spec.columns[key];
    const hits: number[] = [];
    header.forEach((h, i) => {
      if (typeof h === 'string' && columnMatches(h, col)) hits.push(i + 1);
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
  for (let i = headerIndex + 1; i < cells.length; i++) {
    const r = cells[i]!;
    if (known.every((c) => isEmptyCell(r[c - 1]))) continue;
    const rowNumber = i + 1;
    rows.push({
      row: rowNumber,
      get: (column: C) => {
        const c = columns[column];
        return c === undefined ? undefined : r[c - 1];
      },
      place: (column: C) => {
        const c = columns[column];
        return c === undefined ? { tab, row: rowNumber } : { tab, row: rowNumber, col: c };
      },
      has: (column: C) => columns[column] !== undefined,
    });
  }
  return { tab, lang, headerRow: headerIndex + 1, rows, columns, rowCount: cells.length };
}

/* Cell readers: a value, or a located problem and undefined. */

export function readText<C extends string>(
  row: TableRow<C>,
  column: C,
  label: string,
  problems: Problems,
  required: boolean,
): string | undefined {
  const cell = row.get(column);
  if (isEmptyCell(cell)) {
    if (required) problems.error(row.place(column), msg('valueMissing', label));
    return undefined;
  }
  if (isDateCell(cell)) {
    problems.error(row.place(column), msg('dateNotExpected', cellText(cell)));
    return undefined;
  }
  return cellText(cell);
}

export function readInteger<C extends string>(
  row: TableRow<C>,
  column: C,
  label: string,
  problems: Problems,
  options: { required: boolean; min?: number; max?: number },
): number | undefined {
  const cell = row.get(column);
  if (isEmptyCell(cell)) {
    if (options.required) problems.error(row.place(column), msg('valueMissing', label));
    return undefined;
  }
  if (isDateCell(cell)) {
    problems.error(row.place(column), msg('dateNotExpected', cellText(cell)));
    return undefined;
  }
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
export function isoDay(year: number, month: number, day: number): string | undefined {
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
