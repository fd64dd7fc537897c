/**
 * A cell value as every backing delivers it: Google Sheets `getValues()`, an
 * .xlsx/.ods/.csv file, or a custom function's range argument.
 */
export type Cell = string | number | boolean | Date | null | undefined;

/** True for a cell a person would call empty ('' from Sheets, null from files, blanks). */
export function isEmptyCell(cell: Cell): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/** True when every cell of the row is empty. */
export function isEmptyRow(row: readonly Cell[]): boolean {
  for (const cell of row) if (!isEmptyCell(cell)) return false;
  return true;
}

/** The cell as the text a person sees (numbers without float noise, dates as d-m-yyyy). */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : String(+cell.toPrecision(12));
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (cell instanceof Date || Object.prototype.toString.call(cell) === '[object Date]') {
    const d = cell as Date;
    return `${d.getDate()}-${d.getMonth() + 1}-${d.getFullYear()}`;
  }
  return String(cell);
}

/** The day a Date shows on the local clock (the one every backing delivers dates on), as `yyyy-mm-dd`. */
export function localDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** True for a Date from any realm (Apps Script and node:vm give Dates of another realm). */
export function isDateCell(cell: Cell): cell is Date {
  // The tag is asked of objects only: of a text or number it would make a wrapper object per cell.
  return typeof cell === 'object' && cell !== null && Object.prototype.toString.call(cell) === '[object Date]';
}

// Made once: a regular expression literal is a new object each time it is evaluated, and parseNumberCell runs per cell.
const SPACES = /\s+/g;
const NUMBER_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * The number in a cell, by the one rule every reader follows (settings, the
 * tabs' number and whole-number columns, the custom functions' arguments):
 * a number cell as it is (when finite); a text cell after removing every space
 * ("1 850"), with an optional sign and one decimal separator, comma or point,
 * digits on at least one side of it: `1850`, `-3`, `1850,5`, `1850.5`, `,5`,
 * `.5` and `1850,` are numbers. There are no thousands separators ("1.850,5"
 * is no number, and "1.850" is 1.85). Anything else (a date, a truth value,
 * other text) is undefined: the caller reports it at its cell.
 */
export function parseNumberCell(cell: Cell): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  if (typeof cell !== 'string') return undefined;
  const text = cell.replace(SPACES, '');
  if (!NUMBER_TEXT.test(text)) return undefined;
  return Number(text.replace(',', '.'));
}
