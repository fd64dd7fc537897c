/**
 * A rating list file as the federations publish it, read as a stream: FIDE's
 * TXT list, FIDE's XML list, either inside FIDE's zip (the download), or a
 * table (CSV: the KNSB list, a club's own). A full FIDE list has 1.6 million
 * lines: it is read a chunk at a time (synchronously, with fflate's streaming
 * unzip for a zip), each entry offered to `keep` and forgotten unless kept,
 * so memory stays bounded by the chunk and the kept entries, not the list.
 *
 * The text is UTF-8, or Latin-1 from the first byte that is not UTF-8 (what
 * older lists and Windows programs write).
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { extname } from 'node:path';
import { TextDecoder } from 'node:util';
import type { Cell } from '../../core/cell';
import type { Problems } from '../../core/problems';
import { FideTxtReader, FideXmlReader, type ListIds, type RatingEntry } from '../../core/trf/ratings';
import { msg } from '../../i18n';

/** Bytes read at a time: a zip's chunk inflates to about ten times as much text, and all of it is in memory at once. */
const CHUNK = 1 << 16;

/** Turns byte chunks into text: UTF-8 until a byte sequence is not, then Latin-1 for the rest. */
class Decoder {
  private utf8: TextDecoder | undefined = new TextDecoder('utf-8', { fatal: true });
  private readonly latin1 = new TextDecoder('latin1');
  private first = true;

  text(bytes: Uint8Array, last: boolean): string {
    let out: string;
    if (this.utf8) {
      try {
        out = this.utf8.decode(bytes, { stream: !last });
      } catch {
        // A partly decoded sequence at the end of the last chunk is lost; lists are ASCII up to their first name.
        this.utf8 = undefined;
        out = this.latin1.decode(bytes);
      }
    } else out = this.latin1.decode(bytes);
    if (this.first && out.length > 0) {
      this.first = false;
      out = out.replace(/^\uFEFF/, '');
    }
    return out;
  }
}

/** What the text of a list is: decided from its first characters. */
type Kind = 'txt' | 'xml' | 'csv';

/** Hands text to the reader of its kind, line by line for TXT; CSV is gathered whole (a federation's list of members is small). */
class ListText {
  private kind: Kind | undefined;
  private pending = '';
  private row = 0;
  private readonly csv: string[] = [];
  private txt: FideTxtReader | undefined;
  private xml: FideXmlReader | undefined;

  constructor(
    private readonly source: string,
    private readonly problems: Problems,
    private readonly sink: (e: RatingEntry) => void,
    private readonly csvHint: boolean,
  ) {}

  push(text: string): void {
    if (this.kind === undefined) {
      this.pending += text;
      const start = this.pending.trimStart();
      if (start.length < 256 && !/\n/.test(start)) return;
      this.kind = start.startsWith('<')
        ? 'xml'
        : !this.csvHint && /^\s*ID Number\b/im.test(this.pending.slice(0, 4096))
          ? 'txt'
          : 'csv';
      text = this.pending;
      this.pending = '';
    }
    if (this.kind === 'xml') (this.xml ??= new FideXmlReader(this.source, this.problems, this.sink)).text(text);
    else if (this.kind === 'csv') this.csv.push(text);
    else this.lines(text);
  }

  private lines(text: string): void {
    const reader = (this.txt ??= new FideTxtReader(this.source, this.problems, this.sink));
    const all = this.pending + text;
    let from = 0;
    for (let nl = all.indexOf('\n', from); nl >= 0; nl = all.indexOf('\n', from)) {
      const end = nl > from && all.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      reader.line(all.slice(from, end), ++this.row);
      from = nl + 1;
    }
    this.pending = all.slice(from);
  }

  /** The end of the text: the CSV text when the list is a table, else undefined (its entries went to the sink). */
  end(): string | undefined {
    if (this.kind === undefined) {
      // A short file: everything is in `pending`.
      const text = this.pending;
      this.pending = '';
      this.kind = undefined;
      if (text.trim() === '') return text;
      const start = text.trimStart();
      this.kind = start.startsWith('<') ? 'xml' : !this.csvHint && /^\s*ID Number\b/im.test(text) ? 'txt' : 'csv';
      if (this.kind === 'csv') return text;
      this.push(text);
    }
    if (this.kind === 'csv') return this.csv.join('');
    if (this.kind === 'txt') {
      if (this.pending !== '') this.txt!.line(this.pending.replace(/\r$/, ''), ++this.row);
      this.txt!.end();
    } else this.xml!.end();
    return undefined;
  }
}

/** Reads a file a chunk at a time into `onBytes` (the last call has `last`). */
function eachChunk(path: string, onBytes: (bytes: Uint8Array, last: boolean) => void): void {
  const fd = openSync(path, 'r');
  try {
    for (;;) {
      // A new buffer per chunk: the unzip may keep a chunk it has not finished with.
      const buffer = Buffer.allocUnsafe(CHUNK);
      const n = readSync(fd, buffer, 0, CHUNK, null);
      if (n === 0) {
        onBytes(new Uint8Array(0), true);
        return;
      }
      onBytes(buffer.subarray(0, n), false);
    }
  } finally {
    closeSync(fd);
  }
}

/** The first bytes of a file. */
function head(path: string, n: number): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(n);
    return buffer.subarray(0, readSync(fd, buffer, 0, n, 0));
  } finally {
    closeSync(fd);
  }
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/**
 * Reads a rating list file: each entry offered to `keep` (which says whether it
 * can matter), the kept ones returned with whose ids they are. `parseCsv` reads
 * a table (the command imports the CSV library only when it runs).
 */
export function readRatingListFile(
  path: string,
  problems: Problems,
  keep: (entry: RatingEntry) => boolean,
  parseCsv: (content: string) => Cell[][],
  fromCells: (cells: Cell[][], keep: (entry: RatingEntry) => boolean) => { entries: RatingEntry[]; ids: ListIds },
): { entries: RatingEntry[]; ids: ListIds } {
  const entries: RatingEntry[] = [];
  const sink = (e: RatingEntry) => {
    // A copy of the name: the one cut from the text holds on to the whole chunk it was cut from.
    if (keep(e)) entries.push({ ...e, name: Buffer.from(e.name, 'utf8').toString('utf8') });
  };
  const decoder = new Decoder();
  let csvText: string | undefined;
  let listed = false;
  if (isZip(head(path, 4))) {
    // FIDE's zip holds one list (players_list_foa.txt, or players_list_xml_foa.xml): its first .txt, .xml or .csv file.
    const { Unzip, UnzipInflate } = require('fflate') as typeof import('fflate');
    let text: ListText | undefined;
    let failure: Error | undefined;
    const unzip = new Unzip((file) => {
      if (text !== undefined || !/\.(txt|xml|csv)$/i.test(file.name)) return;
      listed = true;
      const list = new ListText(`${path} (${file.name})`, problems, sink, /\.csv$/i.test(file.name));
      text = list;
      file.ondata = (err, data, final) => {
        if (err) failure = err;
        else {
          list.push(decoder.text(data, final));
          if (final) csvText = list.end();
        }
      };
      file.start();
    });
    unzip.register(UnzipInflate);
    eachChunk(path, (bytes, last) => unzip.push(bytes, last));
    // A damaged zip is the user's file, not a fault of the program.
    if (failure) problems.error({ tab: path }, msg('ratingListBadZip', failure.message));
    if (!listed) problems.error({ tab: path }, msg('ratingListNoHeader'));
  } else {
    const list = new ListText(path, problems, sink, extname(path).toLowerCase() === '.csv');
    eachChunk(path, (bytes, last) => list.push(decoder.text(bytes, last)));
    csvText = list.end();
  }
  if (csvText !== undefined) return fromCells(parseCsv(csvText), keep);
  const ids: ListIds = 'fide';
  return { entries, ids };
}
