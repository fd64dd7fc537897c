/**
 * Rating lists: FIDE's fixed-width players list (the TXT download, one
 * player a line under a header line that names the columns) and a table
 * with name / id / rating columns as clubs download it from their
 * federation; and matching a list to the club's players, by id, or by name
 * where the player has no id.
 */
import type { Place, Problems } from '../problems';
import { msg } from '../../i18n';
import { matchKey } from '../text';

export interface RatingEntry {
  readonly id?: string;
  readonly name: string;
  readonly rating: number;
  readonly place: Place;
}

/** The header words of FIDE's list whose column holds the standard rating, in order of preference. */
const FIDE_RATING_COLUMNS = ['srtng', 'rtg', 'rating'];

/**
 * FIDE's TXT players list. The header line names the columns (`ID Number`,
 * `Name`, `Fed`, …, `SRtng`, …); each field runs from its header word to the
 * next one, which is how the list is laid out (the widths have changed over
 * the years; the header has always said where they are).
 */
export function parseFideList(text: string, source: string, problems: Problems): RatingEntry[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const headerIndex = lines.findIndex((l) => /^\s*ID Number\b/i.test(l) && /\bName\b/i.test(l));
  if (headerIndex < 0) {
    problems.error({ tab: source }, msg('ratingListNoHeader'));
    return [];
  }
  const header = lines[headerIndex]!;
  const starts: { word: string; at: number }[] = [];
  for (const m of header.matchAll(/ID Number|\S+/gi)) starts.push({ word: matchKey(m[0]), at: m.index ?? 0 });
  const column = (word: string) => {
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
  if (!id || !name || !rating) {
    problems.error({ tab: source, row: headerIndex + 1 }, msg('ratingListNoHeader'));
    return [];
  }
  const out: RatingEntry[] = [];
  lines.slice(headerIndex + 1).forEach((line, k) => {
    if (line.trim() === '') return;
    const place = { tab: source, row: headerIndex + 2 + k };
    const cut = (c: { from: number; to: number | undefined }) => line.slice(c.from, c.to).trim();
    const idText = cut(id);
    const nameText = cut(name);
    const ratingText = cut(rating);
    if (!/^\d+$/.test(idText) || nameText === '') {
      problems.error(place, msg('ratingListBadLine', line.trim().slice(0, 40)));
      return;
    }
    if (ratingText === '' || ratingText === '0') return; // not rated in this list
    if (!/^\d+$/.test(ratingText)) {
      problems.error(place, msg('ratingListBadLine', line.trim().slice(0, 40)));
      return;
    }
    out.push({ id: String(Number(idText)), name: nameText, rating: Number(ratingText), place });
  });
  return out;
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

export interface RatingChange {
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
}

/** `Lastname, Firstname` and `Firstname Lastname` as one key, so either spelling matches. */
export function nameKeys(name: string): string[] {
  const key = matchKey(name);
  const comma = key.indexOf(',');
  if (comma < 0) return [key];
  const last = key.slice(0, comma).trim();
  const first = key.slice(comma + 1).trim();
  return [key, matchKey(`${first} ${last}`)];
}

/**
 * Matches the list to the players: by id where the player has the list's
 * kind of id, otherwise by name (either spelling, a unique entry only).
 */
export function matchRatings(players: readonly RatedPlayer[], list: readonly RatingEntry[], ids: ListIds): RatingMatch {
  const byId = new Map<string, RatingEntry>();
  for (const e of list) if (e.id !== undefined) byId.set(normaliseId(e.id), e);
  const byName = new Map<string, RatingEntry[]>();
  for (const e of list) {
    for (const k of new Set(nameKeys(e.name))) {
      const l = byName.get(k) ?? [];
      l.push(e);
      byName.set(k, l);
    }
  }
  const changes: RatingChange[] = [];
  const unchanged: number[] = [];
  const notFound: number[] = [];
  const ambiguous: { player: number; entries: RatingEntry[] }[] = [];
  players.forEach((p, i) => {
    const id = ids === 'fide' ? p.fideId : p.knsbId;
    let entry: RatingEntry | undefined;
    let by: 'id' | 'name' = 'id';
    if (id !== undefined) entry = byId.get(normaliseId(id));
    else {
      by = 'name';
      const hits = new Set<RatingEntry>();
      for (const k of nameKeys(p.name)) for (const e of byName.get(k) ?? []) hits.add(e);
      if (hits.size > 1) {
        ambiguous.push({ player: i, entries: [...hits] });
        return;
      }
      entry = [...hits][0];
    }
    if (!entry) notFound.push(i);
    else if (entry.rating === p.rating) unchanged.push(i);
    else changes.push({ player: i, to: entry.rating, by, ...(p.rating !== undefined ? { from: p.rating } : {}) });
  });
  return { changes, unchanged, notFound, ambiguous };
}

function normaliseId(id: string): string {
  const t = id.trim();
  return /^\d+$/.test(t) ? String(Number(t)) : matchKey(t);
}
