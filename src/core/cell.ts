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

/** True for a Date from any realm (Apps Script and node:vm give Dates of another realm). */
export function isDateCell(cell: Cell): cell is Date {
  return Object.prototype.toString.call(cell) === '[object Date]';
}
