/**
 * Rating lists: FIDE's fixed-width players list (the TXT download, one
 * player a line under a header line that names the columns) and a table
 * with name / id / rating columns as clubs download it from their
 * federation; FIDE's XML list; each read as a stream where it can be long;
 * and matching a list to the club's players, by id, or by name where the
 * player has no id (names taken apart by names.ts).
 */
import type { Place, Problems } from '../problems';
import { msg } from '../../i18n';
import { matchKey } from '../text';
import { personName, sameName, surnameCore, type PersonName } from './names';

export interface RatingEntry {
  readonly id?: string;
  readonly name: string;
  readonly rating: number;
  readonly place: Place;
}

/** The header words of FIDE's list whose column holds the standard rating, in order of preference. */
const FIDE_RATING_COLUMNS = ['srtng', 'rtg', 'rating'];

/** At most this many bad lines of a list are told one by one (a list of a million lines that is no list stops there). */
const MAX_LINE_ERRORS = 20;

/**
 * FIDE's TXT players list, a line at a time (a full list has 1.6 million: it
 * is read as a stream, each entry handed to `sink`, nothing kept here). The
 * header line names the columns (`ID Number`, `Name`, `Fed`, …, `SRtng`, …);
 * each field runs from its header word to the next one, which is how the list
 * is laid out (the widths have changed over the years; the header has always
 * said where they are).
 */
export class FideTxtReader {
  private columns: { id: Field; name: Field; rating: Field } | undefined;
  private headerRow = 0;
  private errors = 0;

  constructor(
    private readonly source: string,
    private readonly problems: Problems,
    private readonly sink: (entry: RatingEntry) => void,
  ) {}

  /** One line of the file (without its line break), its row counted from 1. */
  line(text: string, row: number): void {
    if (this.columns === undefined) {
      if (/^\s*ID Number\b/i.test(text) && /\bName\b/i.test(text)) this.header(text, row);
      return;
    }
    const { id, name, rating } = this.columns;
    const ratingText = cut(text, rating);
    if (ratingText === '' || ratingText === '0') {
      if (text.trim() === '') return;
      // Not rated in this list; still a line of the list (its id checked, its name not needed).
      if (!/^\d+$/.test(cut(text, id))) this.bad(text, row);
      return;
    }
    const idText = cut(text, id);
    const nameText = cut(text, name);
    if (!/^\d+$/.test(idText) || nameText === '' || !/^\d+$/.test(ratingText)) {
      this.bad(text, row);
      return;
    }
    this.sink({
      id: String(Number(idText)),
      name: nameText,
      rating: Number(ratingText),
      place: { tab: this.source, row },
    });
  }

  /** The end of the file: a file without the header is no FIDE list. */
  end(): void {
    if (this.columns === undefined && this.headerRow === 0)
      this.problems.error({ tab: this.source }, msg('ratingListNoHeader'));
  }

  private header(text: string, row: number): void {
    this.headerRow = row;
    const starts: { word: string; at: number }[] = [];
    for (const m of text.matchAll(/ID Number|\S+/gi)) starts.push({ word: matchKey(m[0]), at: m.index ?? 0 });
    const column = (word: string): Field | undefined => {
      const i = starts.findIndex((s) => s.word === word);
      if (i < 0) return undefined;
      return { from: starts[i]!.at, to: i + 1 < starts.length ? starts[i + 1]!.at : undefined };
    };
    const id = column('id number');
    const name = column('name');
    const ratingWord =
      FIDE_RATING_COLUMNS.find((w) => column(w) !== undefined) ??
      starts.map((s) => s.word).find((w) => /^[a-z]{3}\d{2}$/.test(w));
    const rating = ratingWord === undefined ? undefined : column(ratingWord);
    if (!id || !name || !rating) this.problems.error({ tab: this.source, row }, msg('ratingListNoHeader'));
    else this.columns = { id, name, rating };
  }

  private bad(text: string, row: number): void {
    if (++this.errors <= MAX_LINE_ERRORS)
      this.problems.error({ tab: this.source, row }, msg('ratingListBadLine', text.trim().slice(0, 40)));
  }
}

interface Field {
  readonly from: number;
  readonly to: number | undefined;
}

const cut = (line: string, f: Field) => line.slice(f.from, f.to).trim();

/** FIDE's TXT players list, read whole (a list in memory: tests, small lists). */
export function parseFideList(text: string, source: string, problems: Problems): RatingEntry[] {
  const out: RatingEntry[] = [];
  const reader = new FideTxtReader(source, problems, (e) => out.push(e));
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((l, i) => reader.line(l, i + 1));
  reader.end();
  return out;
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (text: string) =>
  text
    .trim()
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) =>
      e.startsWith('#x') || e.startsWith('#X')
        ? String.fromCodePoint(parseInt(e.slice(2), 16))
        : e.startsWith('#')
          ? String.fromCodePoint(Number(e.slice(1)))
          : (XML_ENTITIES[e.toLowerCase()] ?? all),
    );

/**
 * FIDE's XML players list (`<playerslist><player><fideid>…</fideid><name>…</name>…<rating>…</rating>…</player>`),
 * read as a stream of text chunks: each `<player>` element is handed to `sink`
 * as it is complete, so only the current one is in memory. The standard rating
 * is `<rating>` (the combined list also has `<rapid_rating>`, `<blitz_rating>`).
 */
export class FideXmlReader {
  private buffer = '';
  private players = 0;
  private errors = 0;
  private sawList = false;

  constructor(
    private readonly source: string,
    private readonly problems: Problems,
    private readonly sink: (entry: RatingEntry) => void,
  ) {}

  text(chunk: string): void {
    this.buffer += chunk;
    if (!this.sawList && /<playerslist\b/i.test(this.buffer)) this.sawList = true;
    let end = this.buffer.lastIndexOf('</player>');
    if (end < 0) {
      // Nothing complete yet: keep only from the last element that may be one.
      const open = this.buffer.lastIndexOf('<player>');
      if (open > 0) this.buffer = this.buffer.slice(open);
      return;
    }
    end += '</player>'.length;
    const complete = this.buffer.slice(0, end);
    this.buffer = this.buffer.slice(end);
    for (const m of complete.matchAll(/<player>([\s\S]*?)<\/player>/g)) this.player(m[1]!);
  }

  end(): void {
    if (!this.sawList && this.players === 0) this.problems.error({ tab: this.source }, msg('ratingListNoHeader'));
  }

  private player(body: string): void {
    const n = ++this.players;
    const field = (tag: string) => xmlText(new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(body)?.[1] ?? '');
    const id = field('fideid');
    const name = field('name');
    const rating = field('rating');
    const place = { tab: this.source, row: n };
    if (rating === '' || rating === '0') return; // not rated in this list
    if (!/^\d+$/.test(id) || name === '' || !/^\d+$/.test(rating)) {
      if (++this.errors <= MAX_LINE_ERRORS)
        this.problems.error(place, msg('ratingListBadLine', body.replace(/\s+/g, ' ').trim().slice(0, 40)));
      return;
    }
    this.sink({ id: String(Number(id)), name, rating: Number(rating), place });
  }
}

export interface RatedPlayer {
  readonly name: string;
  readonly fideId?: string;
  readonly knsbId?: string;
  readonly rating?: number;
  /** Where the player's rating is (its Spelers cell). */
  readonly place?: Place;
}

/** Which id of the club's players a list's ids are. */
export type ListIds = 'fide' | 'knsb';

/** A rating list as read: its entries and whose ids they are. */
export interface RatingList {
  readonly entries: readonly RatingEntry[];
  readonly ids: ListIds;
}

interface RatingChange {
  readonly player: number;
  readonly from?: number;
  readonly to: number;
  readonly by: 'id' | 'name';
}

export interface RatingMatch {
  readonly changes: readonly RatingChange[];
  /** Players with the same rating as the list. */
  readonly unchanged: readonly number[];
  /** Players the list does not have. */
  readonly notFound: readonly number[];
  /** Players whose name fits more than one entry of the list. */
  readonly ambiguous: readonly { readonly player: number; readonly entries: readonly RatingEntry[] }[];
  /** Of the players not found, those with entries close to their name ("bedoelde u …?"), closest first. */
  readonly nearMisses: readonly { readonly player: number; readonly entries: readonly RatingEntry[] }[];
}

/** `Lastname, Firstname` and `Firstname Lastname` as one key, so either spelling matches (surname and first given name, folded). */
export function nameKeys(name: string): string[] {
  const n = personName(name);
  return [`${n.surname}|${n.given[0] ?? n.initial}`];
}

/**
 * Which entries of a list can matter to these players: their ids, their
 * surnames without tussenvoegsels, and surnames one letter off (for "bedoelde
 * u …?"). A full list is filtered with it as it is read, so only these are
 * kept (a handful per player, not 1.6 million).
 */
export function ratingFilter(players: readonly RatedPlayer[]): (entry: RatingEntry) => boolean {
  // Either kind of id: which one the list has is known only from its header, and keeping one more does no harm.
  const idSet = new Set<string>();
  for (const p of players) {
    if (p.fideId !== undefined) idSet.add(normaliseId(p.fideId));
    if (p.knsbId !== undefined) idSet.add(normaliseId(p.knsbId));
  }
  const cores = [...new Set(players.map((p) => personName(p.name).core).filter(Boolean))];
  const coreSet = new Set(cores);
  return (e) => {
    if (e.id !== undefined && idSet.has(normaliseId(e.id))) return true;
    const core = surnameCore(e.name);
    return coreSet.has(core) || cores.some((c) => withinOne(c, core));
  };
}

/** Whether two words differ by at most one letter inserted, left out or changed (cheap: most pairs stop at the length). */
function withinOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === '' || b === '') return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Matches the list to the players: by id where the player has the list's
 * kind of id, otherwise by name (a unique entry only): the same surname with
 * its tussenvoegsels wherever they are written, accents folded, the same first
 * given name (a middle initial does not matter), or the same initial where one
 * of the two has only that. A player not found gets the entries close to his
 * name: the same surname with another given name, or a surname one letter off.
 */
export function matchRatings(players: readonly RatedPlayer[], list: readonly RatingEntry[], ids: ListIds): RatingMatch {
  const byId = new Map<string, RatingEntry>();
  for (const e of list) if (e.id !== undefined) byId.set(normaliseId(e.id), e);
  const bySurname = new Map<string, { entry: RatingEntry; name: PersonName }[]>();
  const named = list.map((entry) => ({ entry, name: personName(entry.name) }));
  for (const n of named) {
    const l = bySurname.get(n.name.surname) ?? [];
    l.push(n);
    bySurname.set(n.name.surname, l);
  }
  const changes: RatingChange[] = [];
  const unchanged: number[] = [];
  const notFound: number[] = [];
  const ambiguous: { player: number; entries: RatingEntry[] }[] = [];
  const nearMisses: { player: number; entries: RatingEntry[] }[] = [];
  players.forEach((p, i) => {
    const id = ids === 'fide' ? p.fideId : p.knsbId;
    let entry: RatingEntry | undefined;
    let by: 'id' | 'name' = 'id';
    if (id !== undefined) entry = byId.get(normaliseId(id));
    else {
      by = 'name';
      const name = personName(p.name);
      const hits = (bySurname.get(name.surname) ?? []).filter((n) => sameName(name, n.name)).map((n) => n.entry);
      if (hits.length > 1) {
        ambiguous.push({ player: i, entries: hits });
        return;
      }
      entry = hits[0];
      if (!entry) {
        const near = named
          .filter(
            (n) =>
              (n.name.surname === name.surname ||
                withinOne(n.name.surname, name.surname) ||
                n.name.core === name.core) &&
              (n.name.surname !== name.surname || !sameName(name, n.name)),
          )
          .map((n) => n.entry);
        if (near.length > 0) nearMisses.push({ player: i, entries: near.slice(0, 3) });
      }
    }
    if (!entry) notFound.push(i);
    else if (entry.rating === p.rating) unchanged.push(i);
    else changes.push({ player: i, to: entry.rating, by, ...(p.rating !== undefined ? { from: p.rating } : {}) });
  });
  return { changes, unchanged, notFound, ambiguous, nearMisses };
}

function normaliseId(id: string): string {
  const t = id.trim();
  return /^\d+$/.test(t) ? String(Number(t)) : matchKey(t);
}
