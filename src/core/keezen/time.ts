/**
 * Times on a score form: the play time (`1:05`, `65`, a duration cell) and the
 * clock time the form was handed in (`14:32`, `14.32`, a time cell). Both are
 * kept in minutes (play time: minutes played; handed in: minutes after midnight).
 */
import { Cell, cellText, isDateCell } from '../cell';

/** Minutes from `h:mm`, `h:mm:ss`, `h.mm` or `h u mm`; undefined when it is not a time. */
function fromClockText(text: string): number | undefined {
  const m = /^(\d{1,2})[:.u](\d{2})(?::(\d{2}))?$/.exec(text.trim().toLowerCase());
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  const sec = Number(m[3] ?? '0');
  if (min > 59 || sec > 59) return undefined;
  return h * 60 + min + sec / 60;
}

/** Minutes of a date-time cell's time of day (Sheets gives time and duration cells as dates of 30-12-1899). */
function fromDateCell(d: Date): number {
  return d.getHours() * 60 + d.getMinutes() + d.getSeconds() / 60;
}

/** A number like 1.15 or 14.32 read as hours.minutes (the NK regulations write "1.15" for 1 h 15 min). */
function fromHourDecimal(x: number): number | undefined {
  const h = Math.floor(x);
  const min = Math.round((x - h) * 100);
  if (Math.abs(h + min / 100 - x) > 1e-9 || min > 59) return undefined;
  return h * 60 + min;
}

/**
 * Play time in minutes: `1:05` or `1.05` (h:mm), `65` (whole minutes), a duration or time cell. A number
 * reads like the same text (0.45 is 45 minutes): time and duration cells arrive as dates.
 */
export function parsePlayTime(cell: Cell): number | undefined {
  if (isDateCell(cell)) return fromDateCell(cell);
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 0) return undefined;
    return Number.isInteger(cell) ? cell : fromHourDecimal(cell);
  }
  const text = cellText(cell);
  if (/^\d+$/.test(text)) return Number(text);
  return fromClockText(text);
}

/** Clock time in minutes after midnight: `14:32`, `14.32`, a time cell (a number reads like the same text). */
export function parseClockTime(cell: Cell): number | undefined {
  if (isDateCell(cell)) return fromDateCell(cell);
  if (typeof cell === 'number') return cell >= 0 && cell < 24 ? fromHourDecimal(cell) : undefined;
  const t = fromClockText(cellText(cell));
  return t !== undefined && t < 24 * 60 ? t : undefined;
}

/** Minutes as `h:mm` (seconds rounded). */
export function formatMinutes(minutes: number): string {
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${h}:${String(m).padStart(2, '0')}`;
}
