/**
 * Folders of CSV files, one per tab (`<tab>.csv`), read and written back in
 * each file's own format: what Dutch and English Excel and LibreOffice save.
 *
 *  - Encoding: UTF-8 with or without a byte-order mark, or Windows-1252 (Excel's
 *    "CSV (gescheiden door lijstscheidingsteken)"): a file valid as UTF-8 is
 *    UTF-8, otherwise Windows-1252 when every byte is defined there (iconv-lite
 *    decodes and encodes, loaded only for such a file), otherwise an error
 *    naming the file and line.
 *  - Separator `,` or `;` (Dutch Excel writes `;`) and line ends `\n` or `\r\n`,
 *    from the file's first line.
 *  - Parsing is Papa Parse: CSV and nothing else, whatever the text looks like
 *    (a first cell `<b>` or `{\rtf` is text, not HTML or RTF); a quote inside
 *    an unquoted field is text. Papa Parse rather than csv-parse: it reads the
 *    shipped season's four files about eight times as fast, which is most of
 *    the command line's start (bench/startup.ts); tests/cli/files/csv.test.ts
 *    holds it to csv-parse's reading of well-formed files.
 *
 * Written back: each file in the encoding, byte-order mark, separator and line
 * ends it was read in; a new file in the folder's (the one all its files share,
 * else UTF-8, `,` and `\n`). A file of plain ASCII fits either encoding and
 * follows the folder.
 *
 * Formulas: a text cell that a spreadsheet would take for a formula (first
 * character `=`, `+`, `-`, `@`, tab, carriage return or NUL) is written with a
 * leading apostrophe, as the OWASP guidance on CSV injection says; Excel and
 * LibreOffice show the apostrophe's text as typed. Text that is a plain number
 * (`-3`, `+1,5`) or signs alone (the forfeit results `+-`, `-+`, `--`) is no
 * formula and stays as it is, and numbers stay numbers.
 * The reader takes an apostrophe before one of those characters off again, so
 * what is written reads back unchanged.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isAscii } from 'node:buffer';
import Papa from 'papaparse';
import { Cell, isDateCell, localDay } from '../../core/cell';
import { InputError, Problem } from '../../core/problems';
import { msg } from '../../i18n';
import { SETTINGS_TAB } from '../../sheet/contract';
import { MemoryWorkbook } from '../../workbook/memory';
import type { Commit } from './commit';
import { Change, FileWorkbook, Saver } from './fileWorkbook';

export type CsvEncoding = 'utf-8' | 'windows-1252';

/** How a CSV file separates its fields and lines: kept per file, so that what is written back matches what was typed. */
export interface CsvDialect {
  readonly separator: ',' | ';';
  readonly newline: '\n' | '\r\n';
  /** Numbers with a decimal comma (`317,8`): a `;` file of a Dutch sheet, as Dutch Excel and LibreOffice read it. */
  readonly decimalComma?: boolean;
}

/** A file's dialect and encoding as read. `ascii`: no byte above 127, so either encoding fits it. */
export interface CsvFormat extends CsvDialect {
  readonly encoding: CsvEncoding;
  readonly bom: boolean;
  readonly ascii?: boolean;
  /** The first line held neither `,` nor `;` (one column): the separator was not decided by the file. */
  readonly undecided?: boolean;
}

export const DEFAULT_CSV_DIALECT: CsvDialect = { separator: ',', newline: '\n' };
const DEFAULT_FORMAT: CsvFormat = { ...DEFAULT_CSV_DIALECT, encoding: 'utf-8', bom: false };

/** The dialect of CSV text: Dutch Excel writes ';'-separated CSV, so ';' when the header has ';' and no ','. */
export function csvDialect(text: string): CsvDialect {
  const clean = text.replace(/^\uFEFF/, '');
  // The text before the first line end (a split by a regular expression makes a new one at every call).
  const end = clean.indexOf('\n');
  const firstLine = end < 0 ? clean : clean.slice(0, end > 0 && clean[end - 1] === '\r' ? end - 1 : end);
  return {
    separator: firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',',
    newline: /\r\n/.test(clean.slice(0, firstLine.length + 2)) ? '\r\n' : '\n',
  };
}

/** The line (1-based) of an offset: of a byte in a file's bytes, or of a character in its text. */
function lineAt(data: Uint8Array | string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < data.length; i++)
    if ((typeof data === 'string' ? data.charCodeAt(i) : data[i]) === 0x0a) line++;
  return line;
}

/** iconv-lite, loaded on first use (a require: the bundle keeps it a plain CommonJS load): UTF-8 files need none of it. */
const iconv = (): typeof import('iconv-lite') => require('iconv-lite') as typeof import('iconv-lite');

/** Bytes Windows-1252 leaves undefined (iconv-lite decodes them as U+FFFD). */
const UNDEFINED_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

function fileProblem(tab: string, row: number | undefined, message: Problem['message']): InputError {
  return new InputError([{ severity: 'error', place: row === undefined ? { tab } : { tab, row }, message }]);
}

/**
 * Decodes a CSV file's bytes (see the module header); `tab` and `file` name
 * the place of an error.
 */
export function decodeCsv(
  bytes: Uint8Array,
  tab: string,
  file: string,
): { text: string; encoding: CsvEncoding; bom: boolean; ascii: boolean } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw fileProblem(tab, undefined, msg('csvUtf16', file));
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  const nul = body.indexOf(0);
  if (nul >= 0) throw fileProblem(tab, lineAt(body, nul), msg('csvNotText', file, lineAt(body, nul)));
  const ascii = isAscii(body);
  // ASCII is the same text in every encoding read here: read as Latin-1, without a UTF-8 decoder.
  if (ascii)
    return {
      text: Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('latin1'),
      encoding: 'utf-8',
      bom,
      ascii,
    };
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
    return { text, encoding: 'utf-8', bom, ascii: false };
  } catch {
    // Not UTF-8: Excel's Windows-1252, if it is that.
  }
  const bad = body.findIndex((b) => UNDEFINED_1252.has(b));
  if (bom || bad >= 0) {
    const at = bad >= 0 ? bad : firstInvalidUtf8(body);
    throw fileProblem(tab, lineAt(body, at), msg('csvEncoding', file, lineAt(body, at)));
  }
  return {
    text: iconv().decode(Buffer.from(body), 'windows-1252'),
    encoding: 'windows-1252',
    bom: false,
    ascii: false,
  };
}

/** The offset of the first byte that makes the text invalid UTF-8 (for the error's line). */
function firstInvalidUtf8(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lo = 0;
  let hi = bytes.length;
  // The longest valid prefix, by halving (cut points inside a character only move the answer by a byte or three).
  while (hi - lo > 4) {
    const mid = (lo + hi) >> 1;
    try {
      decoder.decode(bytes.subarray(0, mid));
      lo = mid;
    } catch {
      hi = mid;
    }
  }
  return lo;
}

/** The characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r\0]/;
/** Apostrophes, then a formula character: what the reader takes one apostrophe off. */
const NEUTRALISED = /^'+[=+\-@\t\r\0]/;
/** Text that is a plain number, or signs alone (the forfeits `+-`, `-+`, `--`): no formula, written as it is. */
const PLAIN_NUMBER = /^([+-]?\d+([.,]\d+)?|[+-]+)$/;

/**
 * A text cell as written: with an apostrophe in front when a spreadsheet would
 * run it as a formula — and when it already starts with apostrophes before
 * such a character, so that reading it back gives the text as it was.
 */
export function neutralise(text: string): string {
  if (FORMULA_START.test(text)) return PLAIN_NUMBER.test(text) ? text : `'${text}`;
  return NEUTRALISED.test(text) ? `'${text}` : text;
}

/** A cell as read: the apostrophe that `neutralise` put in front taken off again. */
function unneutralise(text: string): string {
  // Asked of the cells that start with an apostrophe only: this runs for every cell read.
  return text.charCodeAt(0) === 0x27 && NEUTRALISED.test(text) ? text.slice(1) : text;
}

/**
 * Parses CSV text into rows of strings (empty cells null), in the separator of
 * its first line. `tab` and `file` name the place of a syntax error.
 */
export function parseCsv(text: string, tab = 'CSV', file = `${tab}.csv`): Cell[][] {
  const clean = text.replace(/^\uFEFF/, '');
  const { separator, newline } = csvDialect(clean);
  const { data, errors } = Papa.parse<string[]>(clean, { delimiter: separator, newline, skipEmptyLines: false });
  // A quoted field never closed, or text after a closing quote: the first such place, by its line.
  const bad = errors.find((e) => e.type === 'Quotes');
  if (bad) {
    const line = lineAt(clean, bad.index ?? clean.length);
    throw fileProblem(
      tab,
      line,
      bad.code === 'MissingQuotes' ? msg('csvQuoteNotClosed', file, line) : msg('csvBadLine', file, line),
    );
  }
  // The line end after the last line starts no further row.
  if (data.length > 0 && clean.endsWith('\n')) data.pop();
  return data.map((r) => (r.length === 1 && r[0] === '' ? [null] : r.map((c) => (c === '' ? null : unneutralise(c)))));
}

/** What a cell needs quotes for (besides the separator): a quote or a line end in it, or space at an end. */
const NEEDS_QUOTES = /["\r\n]|^\s|\s$/;

/** Rows as CSV text in a dialect (default: ',' and '\n'), every line ended; formula-like text neutralised. */
export function toCsv(rows: readonly (readonly Cell[])[], dialect: CsvDialect = DEFAULT_CSV_DIALECT): string {
  const { separator, newline } = dialect;
  const quote = (c: Cell): string => {
    if (c === null || c === undefined) return '';
    // A number or a boolean as it is: no separator, quote, line end or space can be in it.
    if (typeof c === 'number') return dialect.decimalComma ? String(c).replace('.', ',') : String(c);
    if (typeof c === 'boolean') return String(c);
    // A date as the day it shows (local, as the readers deliver it; toISOString would give the UTC day).
    const s = typeof c === 'string' ? neutralise(c) : isDateCell(c) ? localDay(c) : String(c);
    return NEEDS_QUOTES.test(s) || s.includes(separator) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(quote).join(separator)).join(newline) + newline;
}

/** CSV text as the bytes of a file in `format`; a character the encoding cannot hold is an error at its tab. */
export function encodeCsv(text: string, format: CsvFormat, tab: string, file: string, start = true): Buffer {
  if (format.encoding === 'windows-1252') {
    const bytes = iconv().encode(text, 'windows-1252');
    const back = iconv().decode(bytes, 'windows-1252');
    if (back !== text) {
      const at = [...text].findIndex((ch, i) => ch !== [...back][i]);
      throw fileProblem(tab, undefined, msg('csvCannotEncode', file, [...text][at] ?? '?'));
    }
    return bytes;
  }
  const body = Buffer.from(text, 'utf8');
  return format.bom && start ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body;
}

/** A folder of CSV files as a workbook (an empty one when the folder is not there yet: saving creates it). */
export function openCsvFolder(dir: string): FileWorkbook {
  const tabs = new Map<string, Cell[][]>();
  const formats = new Map<string, CsvFormat>();
  const originals = new Map<string, Buffer>();
  const problems: Problem[] = [];
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir, { withFileTypes: true })
      .filter((f) => f.name.toLowerCase().endsWith('.csv'))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const file = entry.name;
      const tab = basename(file, file.slice(-4));
      const path = join(dir, file);
      // A folder named like a tab's file is the user's mistake, at that tab (reading it would fail as EISDIR).
      if (entry.isDirectory()) {
        problems.push(...fileProblem(tab, undefined, msg('csvIsFolder', path)).errors);
        continue;
      }
      const bytes = readFileSync(path);
      try {
        const { text, encoding, bom, ascii } = decodeCsv(bytes, tab, path);
        tabs.set(tab, parseCsv(text, tab, path));
        const dialect = csvDialect(text);
        const undecided = dialect.separator === ',' && !/^[^\r\n]*[,;]/.test(text);
        formats.set(tab, {
          ...dialect,
          encoding,
          bom,
          ...(ascii ? { ascii: true } : {}),
          ...(undecided ? { undecided: true } : {}),
        });
        originals.set(tab, bytes);
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        problems.push(...e.errors);
      }
    }
  }
  if (problems.length > 0) throw new InputError(problems);
  const commaTabs = new Set([...formats].filter(([, f]) => f.separator === ',').map(([tab]) => tab));
  return new FileWorkbook(dir, 'csv', new MemoryWorkbook(tabs), new CsvSaver(dir, formats, originals), commaTabs);
}

/**
 * The format of a new file in a folder: what every file read shares (a folder
 * of Dutch Excel files gets ';' and Windows-1252), otherwise UTF-8, ',' and '\n'.
 */
function folderFormat(formats: ReadonlyMap<string, CsvFormat>): CsvFormat {
  const all = [...formats.values()];
  if (all.length === 0) return DEFAULT_FORMAT;
  const same = <K extends keyof CsvFormat>(k: K, among = all) =>
    among.length > 0 && among.every((d) => d[k] === among[0]![k]);
  const decided = all.filter((f) => !f.ascii);
  const encoding = same('encoding', decided) ? decided[0]!.encoding : 'utf-8';
  // The separator of the files whose first line shows one; `;` when they are at least as many as `,` (a folder of
  // Dutch Excel files that an older version gave a `,` file stays `;`).
  const shown = all.filter((f) => !f.undecided);
  const semicolons = shown.filter((f) => f.separator === ';').length;
  return {
    separator: semicolons > 0 && semicolons * 2 >= shown.length ? ';' : ',',
    newline: same('newline') ? all[0]!.newline : '\n',
    encoding,
    bom: encoding === 'utf-8' && same('bom', decided) ? decided[0]!.bom : false,
  };
}

class CsvSaver implements Saver {
  constructor(
    private readonly source: string,
    /** The format of each file as read, by tab. */
    private readonly formats: ReadonlyMap<string, CsvFormat>,
    /** The bytes of each file as read, by tab (appends keep them byte for byte). */
    private readonly originals: ReadonlyMap<string, Buffer>,
  ) {}

  private format(tab: string): CsvFormat {
    const own = this.formats.get(tab);
    const folder = folderFormat(this.formats);
    // A file of one column shows no separator: it takes the folder's.
    const base = !own ? folder : own.undecided ? { ...own, separator: folder.separator } : own;
    // Plain ASCII fits both encodings: it follows the folder (a byte-order mark it had stays).
    const format = own?.ascii && !own.bom ? { ...base, encoding: folder.encoding, bom: false } : base;
    return format.separator === ';' && this.dutch ? { ...format, decimalComma: true } : format;
  }

  /** The sheet is Dutch unless its settings tab has the English name only (contract: Instellingen/Settings). */
  private get dutch(): boolean {
    return this.formats.has(SETTINGS_TAB.nl) || !this.formats.has(SETTINGS_TAB.en);
  }

  /** A tab's file: its path and bytes (`start`: the whole file, with its byte-order mark; else lines to append). */
  private file(target: string, tab: string, rows: readonly (readonly Cell[])[], start = true): [string, Buffer] {
    const path = join(target, `${tab}.csv`);
    const format = this.format(tab);
    return [path, encodeCsv(toCsv(rows, format), format, tab, path, start)];
  }

  async save(target: string, memory: MemoryWorkbook, changes: readonly Change[], commit: Commit): Promise<void> {
    const files = new Map<string, Buffer>();
    commit.ensureFolder(target);
    if (target !== this.source) {
      // Saving elsewhere: the whole workbook goes there.
      for (const tab of memory.tabNames()) files.set(...this.file(target, tab, memory.read(tab) ?? []));
    } else {
      const appended = new Map<string, Buffer[]>();
      for (const change of changes) {
        // Written whole: an output tab, a new tab, and a typed tab with cells changed in place (the rating update).
        if (change.kind !== 'append' || change.created || !this.originals.has(change.tab)) {
          appended.delete(change.tab);
          files.set(...this.file(target, change.tab, memory.read(change.tab) ?? []));
        } else if (!files.has(join(target, `${change.tab}.csv`))) {
          // Appended lines only: the rows the user typed stay byte for byte.
          const [, lines] = this.file(target, change.tab, change.append.rows, false);
          appended.set(change.tab, [...(appended.get(change.tab) ?? []), lines]);
        }
      }
      for (const [tab, parts] of appended) {
        const original = this.originals.get(tab)!;
        const format = this.format(tab);
        const last = original[original.length - 1];
        const lead =
          original.length > 0 && last !== 0x0a ? encodeCsv(format.newline, format, tab, tab, false) : Buffer.alloc(0);
        files.set(join(target, `${tab}.csv`), Buffer.concat([original, lead, ...parts]));
      }
    }
    for (const [path, bytes] of files) commit.stage(path, bytes);
  }
}
