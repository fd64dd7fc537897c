/**
 * The FIDE Tournament Report File, 2016 layout (FIDE Handbook C.04 Annex 2,
 * "TRF16"): the model of a file, its writer and its reader. A plain text
 * file, one record per line, the first three characters the record code,
 * the fields of a player line (001) at fixed columns. Columns below are
 * 1-based, as the specification gives them.
 *
 * Written here rather than taken from the registry: the format is a dozen
 * fixed-width fields, and the one TypeScript package for it (@echecs/trf)
 * is young and writes the 2026 layout by default, while the rating
 * administrations and Sevilla exchange the 2016 one; exact control of every
 * column is the point of this module.
 */
import type { Place, Problems } from '../problems';
import { msg } from '../../i18n';

/**
 * Result codes of a round: games, forfeits, unrated games (less than one move),
 * byes; and `*`, a game paired but not played yet (how pairing programs and
 * TRF-2026's in-tournament exchange write the round being played; a blank
 * result after an opponent is read as the same).
 */
const TRF_RESULTS = ['1', '0', '=', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z', '*'] as const;
export type TrfResult = (typeof TRF_RESULTS)[number];
type TrfColour = 'w' | 'b' | '-';

/** One round of a player: the opponent's starting rank (0: none), colour, result. */
export interface TrfRound {
  readonly opponent: number;
  readonly colour: TrfColour;
  readonly result: TrfResult;
}

export interface TrfPlayer {
  /** Starting rank: the player's number in the file (columns 5–8). */
  readonly start: number;
  /** Column 10: m / w, or empty. */
  readonly sex: string;
  /** Columns 11–13. */
  readonly title: string;
  /** Columns 15–47. */
  readonly name: string;
  /** Columns 49–52; undefined when blank or 0. */
  readonly rating?: number;
  /** Columns 54–56. */
  readonly federation: string;
  /** Columns 58–68 (digits); undefined when blank or 0. */
  readonly fideId?: string;
  /** Columns 70–79 (YYYY/MM/DD). */
  readonly birthDate: string;
  /** Columns 81–84, points of the tournament's own count (1, ½, 0). */
  readonly points: number;
  /** Columns 86–89; 0 for none. */
  readonly rank: number;
  /** From column 92, ten columns per round; undefined = a blank round (not paired, no code). */
  readonly rounds: readonly (TrfRound | undefined)[];
  /** Line number in the file (reader only). */
  readonly line?: number;
}

/** A header, extension or other record: the code and the text from column 5. */
export interface TrfRecord {
  readonly code: string;
  readonly text: string;
  readonly line?: number;
}

export interface TrfFile {
  /** Tournament data (012, 022, ... 132), in file order. */
  readonly header: readonly TrfRecord[];
  readonly players: readonly TrfPlayer[];
  /** Extension lines (XXR, ...) and records this program does not use, in file order. */
  readonly extensions: readonly TrfRecord[];
  /** Comment lines (`###`), the text after `### `. */
  readonly comments: readonly TrfRecord[];
}

/** Where the fields of a player line start and how wide they are (1-based start). */
export const PLAYER_FIELDS = {
  start: { at: 5, width: 4 },
  sex: { at: 10, width: 1 },
  title: { at: 11, width: 3 },
  name: { at: 15, width: 33 },
  rating: { at: 49, width: 4 },
  federation: { at: 54, width: 3 },
  fideId: { at: 58, width: 11 },
  birthDate: { at: 70, width: 10 },
  points: { at: 81, width: 4 },
  rank: { at: 86, width: 4 },
} as const;

/** Column of round 1's block; each round takes ten columns (opponent 4, space, colour, space, result, two spaces). */
const FIRST_ROUND_COLUMN = 92;
const ROUND_WIDTH = 10;

/** A fixed-width line being laid out. */
class Line {
  private chars: string[] = [];

  /** Columns count characters (code points), not UTF-16 units: a name with an emoji keeps the columns after it. */
  put(at: number, width: number, text: string, align: 'left' | 'right'): void {
    const cps = Array.from(text).slice(0, width);
    const pad = new Array<string>(width - cps.length).fill(' ');
    const t = align === 'right' ? [...pad, ...cps] : [...cps, ...pad];
    while (this.chars.length < at - 1 + width) this.chars.push(' ');
    for (let i = 0; i < width; i++) this.chars[at - 1 + i] = t[i]!;
  }

  toString(): string {
    return this.chars.join('').trimEnd();
  }
}

/** Points as the file writes them: one decimal (` 5.5`). */
function formatTrfPoints(points: number): string {
  return points.toFixed(1);
}

export function playerLine(p: TrfPlayer): string {
  const line = new Line();
  const f = PLAYER_FIELDS;
  line.put(1, 3, '001', 'left');
  line.put(f.start.at, f.start.width, String(p.start), 'right');
  line.put(f.sex.at, f.sex.width, p.sex, 'left');
  line.put(f.title.at, f.title.width, p.title, 'right');
  line.put(f.name.at, f.name.width, p.name, 'left');
  line.put(f.rating.at, f.rating.width, p.rating ? String(p.rating) : '', 'right');
  line.put(f.federation.at, f.federation.width, p.federation, 'left');
  line.put(f.fideId.at, f.fideId.width, p.fideId ?? '', 'right');
  line.put(f.birthDate.at, f.birthDate.width, p.birthDate, 'left');
  line.put(f.points.at, f.points.width, formatTrfPoints(p.points), 'right');
  line.put(f.rank.at, f.rank.width, String(p.rank), 'right');
  p.rounds.forEach((r, i) => {
    const at = FIRST_ROUND_COLUMN + i * ROUND_WIDTH;
    if (!r) {
      line.put(at, 8, '', 'left');
      return;
    }
    line.put(at, 4, r.opponent === 0 ? '0000' : String(r.opponent), 'right');
    line.put(at + 5, 1, r.colour, 'left');
    line.put(at + 7, 1, r.result, 'left');
  });
  return line.toString();
}

/** The file's text: header, players, extensions, comments; lines end in CR LF (the specification asks for a CR). */
export function writeTrf(file: TrfFile): string {
  const lines: string[] = [];
  for (const h of file.header) lines.push(`${h.code} ${h.text}`.trimEnd());
  for (const p of file.players) lines.push(playerLine(p));
  for (const x of file.extensions) lines.push(`${x.code} ${x.text}`.trimEnd());
  for (const c of file.comments) lines.push(`### ${c.text}`.trimEnd());
  return lines.map((l) => `${l}\r\n`).join('');
}

/** The text of a 132 record (round dates, `YY/MM/DD` from column 92): what follows `132 `. */
export function roundDatesText(dates: readonly string[]): string {
  const line = new Line();
  line.put(1, 3, '132', 'left');
  dates.forEach((d, i) => line.put(FIRST_ROUND_COLUMN + i * ROUND_WIDTH, 8, d, 'left'));
  return line.toString().slice(4);
}

/** The round dates of a 132 record's text (as `roundDatesText` writes it). */
export function parseRoundDates(text: string): string[] {
  const line = `132 ${text}`;
  const out: string[] = [];
  for (let at = FIRST_ROUND_COLUMN; at - 1 < line.length; at += ROUND_WIDTH)
    out.push(line.slice(at - 1, at - 1 + 8).trim());
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

/** Characters `at` .. `at + width - 1` (1-based) of a line given as code points. */
function field(line: readonly string[], at: number, width: number): string {
  return line.slice(at - 1, at - 1 + width).join('');
}

const RESULT_SET = new Set<string>(TRF_RESULTS);

/**
 * Reads a file's text. Every line that is not of the format is an error at
 * its line (`seizoen.trf, rij 12`), with the column in the message.
 */
export function parseTrf(text: string, source: string, problems: Problems): TrfFile {
  const header: TrfRecord[] = [];
  const players: TrfPlayer[] = [];
  const extensions: TrfRecord[] = [];
  const comments: TrfRecord[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '') return;
    const place: Place = { tab: source, row: lineNo };
    const code = line.slice(0, 3);
    if (code === '###') {
      comments.push({ code, text: line.slice(3).replace(/^ /, ''), line: lineNo });
      return;
    }
    if (code === '001') {
      const p = parsePlayerLine(line, place, problems);
      if (p) players.push({ ...p, line: lineNo });
      return;
    }
    const rec = { code, text: line.slice(4), line: lineNo };
    if (/^\d\d2$/.test(code)) header.push(rec);
    else extensions.push(rec);
  });
  if (players.length === 0) problems.error({ tab: source }, msg('trfNoPlayers'));
  return { header, players, extensions, comments };
}

function parsePlayerLine(text: string, place: Place, problems: Problems): TrfPlayer | undefined {
  const line = Array.from(text);
  const f = PLAYER_FIELDS;
  const get = (k: keyof typeof PLAYER_FIELDS) => field(line, f[k].at, f[k].width).trim();
  let ok = true;
  const bad = (k: keyof typeof PLAYER_FIELDS, value: string) => {
    problems.error(place, msg('trfBadField', f[k].at, f[k].at + f[k].width - 1, value));
    ok = false;
  };
  const int = (k: keyof typeof PLAYER_FIELDS, required: boolean): number | undefined => {
    const v = get(k);
    if (v === '') {
      if (required) bad(k, v);
      return undefined;
    }
    if (!/^\d+$/.test(v)) {
      bad(k, v);
      return undefined;
    }
    return Number(v);
  };
  const start = int('start', true);
  const name = get('name');
  if (name === '') bad('name', name);
  const rating = int('rating', false);
  const fideText = get('fideId');
  if (fideText !== '' && !/^\d+$/.test(fideText)) bad('fideId', fideText);
  const pointsText = get('points');
  let points = 0;
  if (pointsText !== '') {
    if (/^\d+(\.\d)?$/.test(pointsText)) points = Number(pointsText);
    else bad('points', pointsText);
  }
  const rank = int('rank', false) ?? 0;
  const rounds: (TrfRound | undefined)[] = [];
  for (let at = FIRST_ROUND_COLUMN; at - 1 < line.length; at += ROUND_WIDTH) {
    const block = field(line, at, 8).padEnd(8);
    if (block.trim() === '') {
      rounds.push(undefined);
      continue;
    }
    const opp = block.slice(0, 4).trim();
    const colour = block[5]!.toLowerCase();
    const paired = opp !== '' && /^\d+$/.test(opp) && Number(opp) !== 0;
    // A blank result: after an opponent, the game is still to be played; without one, TRF-2026 reads it as Z.
    const result = block[7] === ' ' ? (paired ? '*' : 'Z') : block[7]!.toUpperCase();
    const round = rounds.length + 1;
    if (opp !== '' && !/^\d+$/.test(opp)) {
      problems.error(place, msg('trfBadRound', round, at, block.trim()));
      ok = false;
      rounds.push(undefined);
      continue;
    }
    if (!['w', 'b', '-', ' '].includes(colour) || !RESULT_SET.has(result)) {
      problems.error(place, msg('trfBadRound', round, at, block.trim()));
      ok = false;
      rounds.push(undefined);
      continue;
    }
    rounds.push({
      opponent: opp === '' ? 0 : Number(opp),
      colour: colour === ' ' ? '-' : (colour as TrfColour),
      result: result as TrfResult,
    });
  }
  while (rounds.length > 0 && rounds[rounds.length - 1] === undefined) rounds.pop();
  if (!ok || start === undefined) return undefined;
  return {
    start,
    sex: get('sex'),
    title: get('title'),
    name,
    federation: get('federation'),
    birthDate: get('birthDate'),
    points,
    rank,
    rounds,
    ...(rating ? { rating } : {}),
    ...(fideText !== '' && Number(fideText) !== 0 ? { fideId: String(Number(fideText)) } : {}),
  };
}

/** Points a result code earns in the tournament's own count (FIDE's standard 1 / ½ / 0; byes by their name). */
export function trfPoints(result: TrfResult): number {
  switch (result) {
    case '1':
    case '+':
    case 'W':
    case 'F':
    case 'U':
      return 1;
    case '=':
    case 'D':
    case 'H':
      return 0.5;
    default:
      return 0;
  }
}
