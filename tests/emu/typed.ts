/**
 * What Google Sheets stores for text a person types (or a script hands to
 * setValue(s), which Sheets parses the same way), in the spreadsheet's
 * locale; how a stored value is displayed; and date-time serial numbers in
 * the spreadsheet's time zone. See tests/emu/README.md for the pages each
 * rule follows and the harsher reading taken where they leave room.
 */

/** What a cell holds: a value and, for numbers that Sheets shows as dates or times, the kind. */
export interface Typed {
  /** Text, a number (a date or time is its serial number), or a truth value. */
  value: string | number | boolean;
  /** The number is a date, a time or a date and time (Sheets shows and returns it as a Date). */
  date?: 'date' | 'time' | 'datetime';
  formula?: string;
  /** The number format Sheets gives the cell on entry (a percentage, a date). */
  format?: string;
}

/** Sheets' limit on the text in one cell. */
export const CELL_CHARACTER_LIMIT = 50000;

/** The year Sheets adds to a date typed without one (the emulator's "today"). */
const EMULATED_YEAR = 2026;

interface LocaleRules {
  decimal: string;
  thousands: string;
  /** Day first (nl: 1-3 is 1 March) or month first (en_US: 3/1 is 1 March). */
  dayFirst: boolean;
  trueWord: string;
  falseWord: string;
}

function rules(locale: string): LocaleRules {
  const lang = locale.toLowerCase();
  if (lang.startsWith('nl') || lang.startsWith('de'))
    return { decimal: ',', thousands: '.', dayFirst: true, trueWord: 'WAAR', falseWord: 'ONWAAR' };
  if (lang === 'en_us' || lang === 'en')
    return { decimal: '.', thousands: ',', dayFirst: false, trueWord: 'TRUE', falseWord: 'FALSE' };
  return { decimal: '.', thousands: ',', dayFirst: true, trueWord: 'TRUE', falseWord: 'FALSE' };
}

function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A number in the locale's notation, or undefined. */
function localeNumber(text: string, r: LocaleRules): number | undefined {
  const d = esc(r.decimal);
  const t = esc(r.thousands);
  const plain = new RegExp(`^[+-]?(\\d+(${d}\\d*)?|${d}\\d+)$`);
  const grouped = new RegExp(`^[+-]?\\d{1,3}(${t}\\d{3})+(${d}\\d+)?$`);
  if (!plain.test(text) && !grouped.test(text)) return undefined;
  const n = Number(text.split(r.thousands).join('').replace(r.decimal, '.'));
  return Number.isFinite(n) ? n : undefined;
}

const DAY_MS = 86400000;
/** Serial 0 is 30 December 1899 (wall-clock, as UTC milliseconds). */
const EPOCH_WALL = Date.UTC(1899, 11, 30);

function wallSerial(y: number, m: number, d: number, h = 0, mi = 0, s = 0): number {
  return (Date.UTC(y, m - 1, d, h, mi, s) - EPOCH_WALL) / DAY_MS;
}

function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

function typedDate(text: string, r: LocaleRules): Typed | undefined {
  const m = /^(\d{1,4})([-/])(\d{1,2})(?:\2(\d{2}|\d{4}))?$/.exec(text);
  if (!m) return undefined;
  let a = Number(m[1]);
  let b = Number(m[3]);
  let y = m[4] === undefined ? EMULATED_YEAR : Number(m[4]);
  if (m[1]!.length === 4 && m[4] === undefined) return undefined;
  if (m[4] !== undefined && m[4].length === 2) y += y < 30 ? 2000 : 1900;
  const [day, month] = r.dayFirst ? [a, b] : [b, a];
  a = day;
  b = month;
  if (!validDate(y, b, a)) return undefined;
  return { value: wallSerial(y, b, a), date: 'date', format: r.dayFirst ? 'd-m-yyyy' : 'M/d/yyyy' };
}

function typedTime(text: string): Typed | undefined {
  const m = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return undefined;
  const h = Number(m[1]);
  const mi = Number(m[2]);
  const s = Number(m[3] ?? '0');
  if (mi > 59 || s > 59) return undefined;
  // 25:10 is a duration: still a time-kind serial above 1.
  return { value: (h * 3600 + mi * 60 + s) / 86400, date: 'time', format: h >= 24 ? '[h]:mm:ss' : 'H:mm:ss' };
}

/**
 * What Sheets stores for `text` typed into a cell whose number format is
 * `format` (undefined: automatic), in `locale`.
 */
export function typeText(text: string, locale: string, format?: string): Typed {
  if (text.length > CELL_CHARACTER_LIMIT)
    throw new Error(
      `Exception: Your input contains more than the maximum of ${CELL_CHARACTER_LIMIT} characters in a single cell.`,
    );
  // A plain-text cell keeps exactly what was typed, a leading apostrophe included (the harsher reading).
  if (format === '@') return { value: text };
  if (text === '') return { value: '' };
  if (text.startsWith("'")) return { value: text.slice(1) };
  if (text.startsWith('=') && text.length > 1) return { value: '#FORMULA', formula: text };
  const r = rules(locale);
  const t = text.trim();
  const n = localeNumber(t, r);
  if (n !== undefined) return { value: n };
  const pct = /^(.*)%$/.exec(t);
  if (pct) {
    const p = localeNumber(pct[1]!.trim(), r);
    if (p !== undefined) return { value: p / 100, format: '0%' };
  }
  if (t.toUpperCase() === r.trueWord) return { value: true };
  if (t.toUpperCase() === r.falseWord) return { value: false };
  const time = typedTime(t);
  if (time) return time;
  const date = typedDate(t, r);
  if (date) return date;
  // A leading + or - starts a formula as in a calculator ("+31 6 ..." is one that does not parse).
  if (/^[+-]/.test(t) && t.length > 1) return { value: '#ERROR!', formula: `=${t}` };
  return { value: text };
}

/** The parts of an instant's wall clock in a time zone (historical offsets included, as the tz database has them). */
function wallParts(instant: number, zone: string): number {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    era: 'short',
  });
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(new Date(instant))) p[part.type] = part.value;
  const year = p['era'] === 'BC' || p['era'] === 'B' ? 1 - Number(p['year']) : Number(p['year']);
  const ms = ((instant % 1000) + 1000) % 1000;
  return (
    Date.UTC(
      year,
      Number(p['month']) - 1,
      Number(p['day']),
      Number(p['hour']),
      Number(p['minute']),
      Number(p['second']),
    ) + ms
  );
}

/** The instant at which the wall clock of `zone` shows `wall` (UTC milliseconds of the wall-clock reading). */
function instantOf(wall: number, zone: string): number {
  let t = wall;
  for (let i = 0; i < 3; i++) t += wall - wallParts(t, zone);
  return t;
}

/** The Date a serial number comes back as from getValues: the wall-clock time in the spreadsheet's time zone. */
export function serialToDate(serial: number, zone: string): Date {
  return new Date(instantOf(EPOCH_WALL + Math.round(serial * DAY_MS), zone));
}

/** The serial number Sheets stores for a Date a script writes: the instant as the spreadsheet's time zone shows it. */
export function dateToSerial(d: Date, zone: string): number {
  return (wallParts(d.getTime(), zone) - EPOCH_WALL) / DAY_MS;
}

/** The serial of a Date read on the clock of the process (the script's time zone): how a test says "the cell shows this". */
export function localDateToSerial(d: Date): number {
  return wallSerial(d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds());
}

function pad(n: number, w = 2): string {
  return String(n).padStart(w, '0');
}

/** How Sheets shows a stored value in the locale (the subset of patterns the add-on and the tests use). */
export function displayText(cell: Typed, locale: string, format?: string): string {
  const r = rules(locale);
  const v = cell.value;
  if (typeof v === 'boolean') return v ? r.trueWord : r.falseWord;
  if (typeof v === 'string') return v;
  if (cell.date) {
    const wall = new Date(EPOCH_WALL + Math.round(v * DAY_MS));
    const [y, mo, d, h, mi, s] = [
      wall.getUTCFullYear(),
      wall.getUTCMonth() + 1,
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
    ];
    const date = r.dayFirst ? `${d}-${mo}-${y}` : `${mo}/${d}/${y}`;
    const hours = format?.startsWith('[h]') ? Math.floor(v * 24 + 1e-9) : h;
    const time = `${hours}:${pad(mi)}:${pad(s)}`;
    return cell.date === 'date' ? date : cell.date === 'time' ? time : `${date} ${time}`;
  }
  const f = format ?? cell.format;
  let out: string;
  if (f === '0%') out = `${Math.round(v * 100)}%`;
  else if (f && /^0(\.0+)?$/.test(f)) out = v.toFixed(f.length > 1 ? f.length - 2 : 0);
  else out = String(+v.toPrecision(15));
  return out.replace('.', r.decimal);
}

/** The text a person types in `locale` to enter `value` (a number with the locale's decimal separator). */
export function textFor(value: unknown, locale: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', rules(locale).decimal);
  if (typeof value === 'boolean') return value ? rules(locale).trueWord : rules(locale).falseWord;
  return String(value);
}
