/**
 * Who was where in the rounds played: the checks that keep a score from
 * changing without a word. Each finding is a warning for the leader, at the
 * cell it is about:
 *  - a present player (active, taking part in the round) who is neither in
 *    Uitslagen nor in Afwezig in a round that has results scores nothing for
 *    that round;
 *  - a player whose first game or absence is in round k > 1 without `Vanaf
 *    ronde`: he counts from round 1, so the automatic top value counts him and
 *    every round already played is priced again;
 *
 * And the byes of Afwezig against the regulations, wherever the tabs are read (`byeNotes`: the reader locates
 * each at its Reden cell). Typed or imported rows are scored as they are (the leader's call, Zwarte Dame
 * regulations d.2); the note is at each row beyond the rule:
 *  - more byes of a player than `maxByes` (Zwarte Dame regulations, A.10: one per competition); a penalty bye
 *    does not count;
 *  - more than one bye in a round (Zwarte Dame regulations, A.9: 100 % only when the round's number of
 *    players is odd, for the one player not paired). With k games and b byes a round has 2k + b players:
 *    odd for b = 1 only, so a second bye makes the round even (two players given 100 % where one may have it)
 *    and every bye after the first of its round is one the rule does not give. A penalty bye is no A.9 bye:
 *    its player is left out before the rest are paired.
 */
import type { Place } from '../problems';
import { topValueOf } from './ladder';
import { topValueCount } from './ranking';
import { KeizerCompetition, PlayerId } from './types';

export type AttendanceNote =
  | { readonly kind: 'missing'; readonly player: PlayerId; readonly rounds: readonly number[]; readonly place?: Place }
  | {
      readonly kind: 'lateWithoutFrom';
      readonly player: PlayerId;
      readonly firstRound: number;
      /** The top value as it is, and as it would be with `Vanaf ronde` filled in (equal with a fixed topValue). */
      readonly topValue: number;
      readonly topValueWithFrom: number;
      readonly place?: Place;
    };

/** A bye of Afwezig beyond the regulations (A.9, A.10), by its index in the absences. */
export type ByeNote =
  | {
      readonly kind: 'secondBye';
      readonly absence: number;
      /** The player whose bye row comes first in the round. */
      readonly first: PlayerId;
    }
  | { readonly kind: 'extraBye'; readonly absence: number; readonly count: number; readonly first: number };

/** The rounds up to `afterRound` with at least one result, in order. */
function roundsWithResults(comp: KeizerCompetition, afterRound: number): number[] {
  const rounds = new Set<number>();
  for (const g of comp.games) if (g.result !== undefined && g.round <= afterRound) rounds.add(g.round);
  return [...rounds].sort((a, b) => a - b);
}

/** The attendance findings of rounds 1..afterRound, in player order. */
export function attendanceNotes(comp: KeizerCompetition, afterRound: number): AttendanceNote[] {
  const played = roundsWithResults(comp, afterRound);
  const seen = comp.players.map(() => new Set<number>());
  for (const g of comp.games) {
    seen[g.white]!.add(g.round);
    seen[g.black]!.add(g.round);
  }
  for (const a of comp.absences) seen[a.player]!.add(a.round);

  const notes: AttendanceNote[] = [];
  const starters = topValueCount(comp);
  const lateFirst = comp.players.map((p) => (p.fromRound === undefined ? lateStart(seen[p.id]!, played) : undefined));
  const late = comp.players.filter((p) => p.active && lateFirst[p.id] !== undefined).length;
  for (const p of comp.players) {
    if (!p.active) continue;
    const from = p.fromRound ?? 1;
    const rounds = seen[p.id]!;
    const place = p.place ? { place: p.place } : {};
    const firstRound = lateFirst[p.id];
    if (firstRound !== undefined) {
      const topValue = topValueOf(comp.settings, starters);
      notes.push({
        kind: 'lateWithoutFrom',
        player: p.id,
        firstRound,
        topValue,
        topValueWithFrom: topValueOf(comp.settings, starters - late),
        ...place,
      });
    }
    const missing = played.filter((r) => r >= from && r >= (firstRound ?? 1) && !rounds.has(r));
    if (missing.length > 0) notes.push({ kind: 'missing', player: p.id, rounds: missing, ...place });
  }

  return notes;
}

/** The byes of every round against Zwarte Dame A.9 and A.10 (see the module's head), in the order of the rows. */
export function byeNotes(comp: Pick<KeizerCompetition, 'absences' | 'settings'>): ByeNote[] {
  const notes: ByeNote[] = [];
  const byes = comp.absences.map((a, i) => ({ a, i })).filter(({ a }) => a.reason === 'bye');
  const rounds = new Map<PlayerId, number[]>();
  for (const { a, i } of [...byes].sort((x, y) => x.a.round - y.a.round || x.i - y.i)) {
    const list = rounds.get(a.player) ?? [];
    list.push(a.round);
    rounds.set(a.player, list);
    if (list.length > comp.settings.maxByes)
      notes.push({ kind: 'extraBye', absence: i, count: list.length, first: list[0]! });
  }
  const firstInRound = new Map<number, PlayerId>();
  for (const { a, i } of byes) {
    const first = firstInRound.get(a.round);
    if (first === undefined) firstInRound.set(a.round, a.player);
    else notes.push({ kind: 'secondBye', absence: i, first });
  }
  return notes.sort((x, y) => x.absence - y.absence);
}

/**
 * The first round the player appears in, when that is after a played round 1
 * and he is in none of the played rounds before it: a late entrant whose
 * `Vanaf ronde` is empty. Undefined otherwise.
 */
function lateStart(rounds: ReadonlySet<number>, played: readonly number[]): number | undefined {
  if (rounds.size === 0 || played[0] !== 1) return undefined;
  const first = Math.min(...rounds);
  return first > 1 && played.some((r) => r < first) ? first : undefined;
}

/** A late entrant without `Vanaf ronde`, before his first game: he would count from round 1. */
export interface UnmarkedEntrant {
  readonly player: PlayerId;
  /** The rounds before the one paired that have games, none of them his. */
  readonly played: readonly number[];
  readonly place?: Place;
}

/**
 * The players a pairing of `round` would seat as if they had been there all along: active, `Vanaf ronde` empty, and
 * in no game and no absence of the rounds before `round`, while some of those rounds have games. A late entrant
 * added to Spelers without `Vanaf ronde` is one (scored 0 for every round played and counted by the automatic top
 * value); said before he plays, at his name, in player order.
 */
export function unmarkedEntrants(comp: KeizerCompetition, round: number): UnmarkedEntrant[] {
  const played = [...new Set(comp.games.filter((g) => g.round < round).map((g) => g.round))].sort((a, b) => a - b);
  if (played.length === 0) return [];
  const seen = new Set<PlayerId>();
  for (const g of comp.games) {
    if (g.round >= round) continue;
    seen.add(g.white);
    seen.add(g.black);
  }
  for (const a of comp.absences) if (a.round < round) seen.add(a.player);
  return comp.players
    .filter((p) => p.active && p.fromRound === undefined && !seen.has(p.id))
    .map((p) => ({ player: p.id, played, ...(p.place ? { place: p.place } : {}) }));
}
