/**
 * One score form: check it and compute its points.
 *
 * A side is complete when all its pawns are home (pawnsPerPlayer ×
 * playersPerSide). The game stops the moment one side is complete, so a
 * finished game has exactly one complete side and a game stopped by the time
 * limit has none. Points are computed from the counts, never typed:
 *
 *   base  = own pawns × pointsPerPawn (or, with holeValues, the values of the occupied holes)
 *         + pointsPerOpponentPawnOut × the opposing side's pawns not home
 *   bonus = winBonus for the winner (of a finished game or a forfeit; at a
 *           time-out only with winBonusOnTimeout)
 *
 * with scoreFor = side per side, with scoreFor = player per player (each
 * player's own pawns; the opposing side's pawns not home count for each
 * player). A forfeit is scored as a finished game in which the present side
 * has all pawns home and the absent side forfeitLoserPawns.
 */
import type { Msg } from '../../i18n';
import { msg } from '../../i18n';
import { achievablePoints, farthestHolesPoints, fullHomePoints, holePoints } from './holes';
import { KeezenSettings, pawnsPerSide } from './settings';
import { FormField, HomeEntry, KeezenForm, SIDE_LETTERS, SideIndex } from './types';

type GameOutcome = 'win' | 'draw' | 'loss';

interface SideScore {
  /** Pawns home (undefined only when game points were written instead of holes and do not tell the count). */
  readonly pawns: number | undefined;
  readonly complete: boolean;
  /** Game points of the side (with scoreFor = player: the sum of its players' points). */
  readonly points: number;
  /** Game points per player (seat order), when the form gives per-player counts. */
  readonly playerPoints?: readonly number[];
  readonly bonus: number;
  readonly outcome: GameOutcome;
  readonly matchPoints: number;
}

export interface GameScore {
  readonly sides: readonly [SideScore, SideScore];
  /** Undefined for a draw (or a game both sides forfeited). */
  readonly winner?: SideIndex;
  /** The winner was decided when time ran out. */
  readonly decidedAtTimeout: boolean;
}

/** Receives each problem of a form, with the field it is about. */
export type FormReporter = (field: FormField, message: Msg) => void;

interface PlayerHome {
  readonly pawns: number | undefined;
  /** Game points of the player's home pawns (hole values or pawns × pointsPerPawn). */
  readonly homePoints: number;
  readonly complete: boolean;
}

const other = (s: SideIndex): SideIndex => (s === 0 ? 1 : 0);

/** Pawn counts a forfeit gives a side, per player (the absent side's pawns spread evenly, the first seats first). */
function forfeitPawns(s: KeezenSettings, present: boolean): number[] {
  const n = s.playersPerSide;
  if (present) return new Array<number>(n).fill(s.pawnsPerPlayer);
  const k = s.forfeitLoserPawns;
  return Array.from({ length: n }, (_, i) => Math.floor(k / n) + (i < k % n ? 1 : 0));
}

/** Checks one player's entry and returns what it means, or undefined after reporting. */
function readPlayerEntry(
  s: KeezenSettings,
  entry: HomeEntry,
  field: FormField,
  report: FormReporter,
): PlayerHome | undefined {
  const max = s.pawnsPerPlayer;
  const values = s.holeValues;
  const total = fullHomePoints(values);
  switch (entry.kind) {
    case 'pawns': {
      if (!Number.isInteger(entry.pawns) || entry.pawns < 0 || entry.pawns > max) {
        report(field, msg('kzPlayerCountOutOfRange', String(entry.pawns), max));
        return undefined;
      }
      const homePoints = values.length > 0 ? farthestHolesPoints(entry.pawns, values) : entry.pawns * s.pointsPerPawn;
      return { pawns: entry.pawns, homePoints, complete: entry.pawns === max };
    }
    case 'holes': {
      if (values.length === 0) {
        report(field, msg('kzHolesWithoutValues', entry.holes.join(',')));
        return undefined;
      }
      const seen = new Set<number>();
      for (const h of entry.holes) {
        if (!Number.isInteger(h) || h < 1 || h > max) {
          report(field, msg('kzHoleOutOfRange', String(h), max));
          return undefined;
        }
        if (seen.has(h)) {
          report(field, msg('kzHoleTwice', h));
          return undefined;
        }
        seen.add(h);
      }
      return {
        pawns: entry.holes.length,
        homePoints: holePoints(entry.holes, values),
        complete: entry.holes.length === max,
      };
    }
    case 'points': {
      if (values.length === 0) {
        report(field, msg('kzPlayerCountOutOfRange', String(entry.points), max));
        return undefined;
      }
      const counts = achievablePoints(values).get(entry.points);
      if (!counts) {
        report(field, msg('kzHolePointsImpossible', String(entry.points), total));
        return undefined;
      }
      const pawns = counts.size === 1 ? [...counts][0]! : undefined;
      return { pawns, homePoints: entry.points, complete: entry.points === total };
    }
  }
}

export interface ScoreOptions {
  /**
   * Score a "finished" form without a complete side as a stopped game instead
   * of refusing it (=KEEZSCORE sees one side only and cannot know that).
   */
  readonly lenient?: boolean;
}

/**
 * Checks the form and computes its score. Every problem goes to `report`
 * with the field it is about; the result is undefined when there was one.
 */
export function scoreForm(
  form: KeezenForm,
  s: KeezenSettings,
  report: FormReporter,
  options: ScoreOptions = {},
): GameScore | undefined {
  const cards = form.sides.map((side) => side.cardPoints ?? []);
  const n = s.playersPerSide;
  const hasCards = cards.some((c) => c.some((p) => p !== undefined));
  if (!hasCards) return scoreCounts(form, s, report, options);
  const allCards = cards.every((c) => Array.from({ length: n }, (_, i) => c[i]).every((p) => p !== undefined));
  const noPawns = form.sides.every((side) => side.home === undefined && side.players.every((e) => e === undefined));
  if (noPawns && allCards && form.forfeit === undefined) return scoreFromCards(form, s, report, options, cards);
  const score = scoreCounts(form, s, report, options);
  if (!score) return undefined;
  // Points on the card and pawns both given: they must agree.
  let ok = true;
  for (const si of [0, 1] as SideIndex[]) {
    cards[si]!.forEach((card, i) => {
      const computed = score.sides[si].playerPoints?.[i];
      if (card === undefined || computed === undefined || card === computed) return;
      ok = false;
      report(`points${si}.${i}`, msg('kzCardPointsDiffer', `${SIDE_LETTERS[si]}${i + 1}`, card, computed));
    });
  }
  return ok ? score : undefined;
}

/**
 * Only the card's points: the pawns are the one set of counts (0..pawnsPerPlayer per player) whose points
 * are those on the card. Several is an error at the first points cell (the card as a whole). None is said at
 * the cell with the impossible value: each points cell no counts give at all; else the one cell that every
 * other cell agrees against (all the others fit one set of counts, which gives that seat other points, named);
 * else, the card as a whole, at the first points cell.
 */
function scoreFromCards(
  form: KeezenForm,
  s: KeezenSettings,
  report: FormReporter,
  options: ScoreOptions,
  cards: readonly (readonly (number | undefined)[])[],
): GameScore | undefined {
  const n = s.playersPerSide;
  const seats = 2 * n;
  const found: { pawns: number[]; score: GameScore }[] = [];
  const pawns = new Array<number>(seats).fill(0);
  const quiet: FormReporter = () => undefined;
  // Per seat (side-major): the points some counts give it, and those it has when it is the only cell off.
  const reachable = Array.from({ length: seats }, () => new Set<number>());
  const aloneOff = Array.from({ length: seats }, () => new Set<number>());
  const trial = (k: number): void => {
    if (found.length > 1) return;
    if (k < seats) {
      for (let p = 0; p <= s.pawnsPerPlayer; p++) {
        pawns[k] = p;
        trial(k + 1);
      }
      return;
    }
    const withPawns: KeezenForm = {
      ...form,
      sides: [0, 1].map((si) => ({
        ...form.sides[si]!,
        players: pawns.slice(si * n, si * n + n).map((x): HomeEntry => ({ kind: 'pawns', pawns: x })),
      })) as unknown as KeezenForm['sides'],
    };
    const score = scoreCounts(withPawns, s, quiet, options);
    if (!score) return;
    const given = [0, 1].flatMap((si) =>
      Array.from({ length: n }, (_, i) => score.sides[si as SideIndex].playerPoints?.[i]),
    );
    const off: number[] = [];
    given.forEach((x, seat) => {
      if (x === undefined) return off.push(seat);
      reachable[seat]!.add(x);
      if (x !== cards[Math.floor(seat / n)]![seat % n]) off.push(seat);
    });
    if (off.length === 0) found.push({ pawns: [...pawns], score });
    else if (off.length === 1 && given[off[0]!] !== undefined) aloneOff[off[0]!]!.add(given[off[0]!]!);
  };
  trial(0);
  if (found.length === 1) return found[0]!.score;
  const first: FormField = 'points0.0';
  if (found.length > 1) {
    report(first, msg('kzCardPointsAmbiguous'));
    return undefined;
  }
  const seatOf = (seat: number) => ({ si: Math.floor(seat / n) as SideIndex, i: seat % n });
  const card = (seat: number) => cards[seatOf(seat).si]![seatOf(seat).i]!;
  const field = (seat: number): FormField => `points${seatOf(seat).si}.${seatOf(seat).i}`;
  const label = (seat: number) => `${SIDE_LETTERS[seatOf(seat).si]}${seatOf(seat).i + 1}`;
  const never = [...reachable.keys()].filter((seat) => !reachable[seat]!.has(card(seat)));
  const culprits = [...aloneOff.keys()].filter((seat) => aloneOff[seat]!.size > 0);
  if (never.length > 0) for (const seat of never) report(field(seat), msg('kzCardPointNever', label(seat), card(seat)));
  else if (culprits.length === 1) {
    const seat = culprits[0]!;
    report(
      field(seat),
      msg(
        'kzCardPointOff',
        label(seat),
        card(seat),
        [...aloneOff[seat]!].sort((x, y) => x - y),
      ),
    );
  } else report(first, msg('kzCardPointsImpossible'));
  return undefined;
}

/** A side as its counts were read: pawns home, complete or not, and the game points of its home pawns. */
interface CountedSide {
  readonly pawns: number | undefined;
  readonly complete: boolean;
  readonly players?: readonly PlayerHome[];
  readonly homePoints: number;
}

type Sides = readonly [CountedSide, CountedSide];

/** The cell that holds a side's count: the side total when written, else the first player's. */
function countField(form: KeezenForm, si: SideIndex): FormField {
  const side = form.sides[si];
  return side.home === undefined && side.players.some((e) => e !== undefined) ? `home${si}.0` : `home${si}`;
}

/**
 * A side's counts as written: the side total, the per-player entries (none, or one for every seat) adding
 * up to it; at a forfeit what was written must match the rule and what was not written follows it.
 */
function countSide(form: KeezenForm, s: KeezenSettings, si: SideIndex, fail: FormReporter): CountedSide {
  const full = pawnsPerSide(s);
  const n = s.playersPerSide;
  const side = form.sides[si];
  const letter = SIDE_LETTERS[si];
  const absent = form.forfeit === 'both' || form.forfeit === si;
  const rule = form.forfeit !== undefined ? forfeitPawns(s, !absent) : undefined;
  const ruleTotal = rule?.reduce((x, y) => x + y, 0);

  // The side total as written.
  let home = side.home;
  if (home !== undefined && (!Number.isInteger(home) || home < 0 || home > full)) {
    fail(`home${si}`, msg('kzSideCountOutOfRange', String(home), full));
    home = undefined;
  }

  // Per-player entries as written: none, or one for every seat.
  const written = side.players.slice(0, n);
  const given = written.filter((e) => e !== undefined).length;
  let players: PlayerHome[] | undefined;
  if (given > 0 || (s.countPer === 'player' && form.forfeit === undefined)) {
    const read: PlayerHome[] = [];
    for (let i = 0; i < n; i++) {
      const entry = written[i];
      const field: FormField = `home${si}.${i}`;
      if (entry === undefined) fail(field, msg('kzPlayerHomeMissing', `${letter}${i + 1}`));
      else {
        const p = readPlayerEntry(s, entry, field, fail);
        if (p) read.push(p);
      }
    }
    if (read.length === n) players = read;
  }
  for (let i = n; i < side.players.length; i++) {
    if (side.players[i] !== undefined) fail(`home${si}.${i}`, msg('kzSeatBeyondSide', `${letter}${i + 1}`, n));
  }
  if (side.home === undefined && given === 0 && s.countPer === 'side' && form.forfeit === undefined) {
    fail(`home${si}`, msg('kzSideHomeMissing', letter));
  }

  // Per-player counts must add up to the side's count.
  let pawns: number | undefined = home;
  if (players && players.every((p) => p.pawns !== undefined)) {
    const sum = players.reduce((x, p) => x + p.pawns!, 0);
    if (home !== undefined && sum !== home) fail(`home${si}`, msg('kzPlayersDontAddUp', letter, home, sum));
    pawns ??= sum;
  }

  // A forfeit: what was written must match the rule; what was not written follows it.
  if (rule) {
    const anyWritten = side.home !== undefined || given > 0;
    if (anyWritten && pawns !== undefined && pawns !== ruleTotal)
      fail('forfeit', msg('kzForfeitMismatch', letter, ruleTotal!, pawns, !absent));
    if (!players) {
      // Not written per player (perhaps as a side total): the rule's counts per player.
      players = rule.map((k) => readPlayerEntry(s, { kind: 'pawns', pawns: k }, `home${si}`, fail)!);
      pawns ??= ruleTotal;
    }
  }

  const complete = players ? players.every((p) => p.complete) : pawns === full;
  const homePoints = players ? players.reduce((x, p) => x + p.homePoints, 0) : (pawns ?? 0) * s.pointsPerPawn;
  return { pawns, complete, homePoints, ...(players ? { players } : {}) };
}

/** The game stops the moment one side is complete: a finished game has one complete side, a time-out none. */
function checkComplete(form: KeezenForm, s: KeezenSettings, [a, b]: Sides, lenient: boolean, fail: FormReporter): void {
  if (form.forfeit !== undefined) return;
  const full = pawnsPerSide(s);
  const noneComplete = !a.complete && !b.complete;
  if (a.complete && b.complete) fail(countField(form, 1), msg('kzBothComplete', full));
  else if (form.finished && noneComplete && !lenient) fail('finished', msg('kzFinishedNoneComplete', full));
  else if (!form.finished && !noneComplete) fail('finished', msg('kzTimeoutComplete', a.complete ? 'A' : 'B', full));
}

/** Each side's count of opposing pawns not home (points per opposing pawn out need the opposing count). */
function opponentPawnsOut(form: KeezenForm, s: KeezenSettings, sides: Sides, fail: FormReporter): number[] {
  const full = pawnsPerSide(s);
  return ([0, 1] as SideIndex[]).map((si) => {
    const opp = sides[other(si)];
    if (s.pointsPerOpponentPawnOut !== 0 && opp.pawns === undefined)
      fail(countField(form, other(si)), msg('kzPawnsUnknown', SIDE_LETTERS[other(si)]));
    return full - (opp.pawns ?? full);
  });
}

/**
 * The winner by the rules: the present side of a forfeit, the side with most points (decidedBy), the
 * complete side, or after a time-out the one timeoutWinner names; undefined for a draw.
 */
function winnerByRules(
  form: KeezenForm,
  s: KeezenSettings,
  [a, b]: Sides,
  base: readonly number[],
  stopped: boolean,
  fail: FormReporter,
): SideIndex | undefined {
  const byPoints = (): SideIndex | undefined => (base[0]! > base[1]! ? 0 : base[1]! > base[0]! ? 1 : undefined);
  if (form.forfeit !== undefined) return form.forfeit === 'both' ? undefined : other(form.forfeit);
  if (s.decidedBy === 'mostPoints') return byPoints();
  if (!stopped) return a.complete ? 0 : 1;
  if (s.timeoutWinner === 'mostPoints') return byPoints();
  if (s.timeoutWinner === 'mostPawns') {
    if (a.pawns === undefined || b.pawns === undefined) {
      const si: SideIndex = a.pawns === undefined ? 0 : 1;
      fail(countField(form, si), msg('kzPawnsUnknown', SIDE_LETTERS[si]));
      return undefined;
    }
    return a.pawns > b.pawns ? 0 : b.pawns > a.pawns ? 1 : undefined;
  }
  return undefined;
}

/** The winner as ticked on the form must be the winner by the rules; the message says what is wrong with it. */
function checkTickedWinner(
  form: KeezenForm,
  s: KeezenSettings,
  sides: Sides,
  winner: SideIndex | undefined,
  stopped: boolean,
  fail: FormReporter,
): void {
  const said = form.winner;
  if (said === undefined) return;
  if (said === 'none') {
    if (winner !== undefined) fail('winner', msg('kzWinnerNotTicked', SIDE_LETTERS[winner]));
  } else if (said !== winner) {
    if (form.forfeit !== undefined && form.forfeit !== 'both' && said === form.forfeit)
      fail('winner', msg('kzWinnerAbsent', SIDE_LETTERS[said]));
    else if (!stopped && form.forfeit === undefined && !sides[said].complete)
      fail('winner', msg('kzWinnerNotComplete', SIDE_LETTERS[said], sides[said].pawns ?? '?', pawnsPerSide(s)));
    else if (winner === undefined) fail('winner', msg('kzWinnerButDraw', SIDE_LETTERS[said]));
    else fail('winner', msg('kzWinnerIsOther', SIDE_LETTERS[said], SIDE_LETTERS[winner]));
  }
}

/** The form scored from its pawn counts (or holes): each step reports its problems and the next runs only without. */
function scoreCounts(
  form: KeezenForm,
  s: KeezenSettings,
  report: FormReporter,
  options: ScoreOptions = {},
): GameScore | undefined {
  let ok = true;
  const fail: FormReporter = (field, message) => {
    ok = false;
    report(field, message);
  };
  const n = s.playersPerSide;

  if (form.forfeit !== undefined && !form.finished) fail('forfeit', msg('kzForfeitAndTimeout'));
  const sides: Sides = [countSide(form, s, 0, fail), countSide(form, s, 1, fail)];
  if (!ok) return undefined;
  checkComplete(form, s, sides, options.lenient === true, fail);
  if (!ok) return undefined;
  /** Stopped before a side was complete (by the time limit). */
  const stopped = form.forfeit === undefined && (!form.finished || (!sides[0].complete && !sides[1].complete));
  const oppOut = opponentPawnsOut(form, s, sides, fail);
  if (!ok) return undefined;
  const base = sides.map(
    (side, si) => side.homePoints + s.pointsPerOpponentPawnOut * oppOut[si]! * (s.scoreFor === 'player' ? n : 1),
  );
  const winner = winnerByRules(form, s, sides, base, stopped, fail);
  if (!ok) return undefined;
  checkTickedWinner(form, s, sides, winner, stopped, fail);
  if (!ok) return undefined;

  const bonusApplies = winner !== undefined && (!stopped || s.winBonusOnTimeout);
  const result: SideScore[] = sides.map((side, i) => {
    const si = i as SideIndex;
    const outcome: GameOutcome =
      form.forfeit === 'both' ? 'loss' : winner === undefined ? 'draw' : winner === si ? 'win' : 'loss';
    const won = outcome === 'win' && bonusApplies;
    const oppBonus = s.pointsPerOpponentPawnOut * oppOut[si]!;
    const playerPoints =
      s.scoreFor === 'player' ? side.players?.map((p) => p.homePoints + oppBonus + (won ? s.winBonus : 0)) : undefined;
    const bonus = won ? (s.scoreFor === 'player' ? n * s.winBonus : s.winBonus) : 0;
    return {
      pawns: side.pawns,
      complete: side.complete,
      points: base[si]! + bonus,
      ...(playerPoints ? { playerPoints } : {}),
      bonus,
      outcome,
      matchPoints: outcome === 'win' ? s.winPoints : outcome === 'draw' ? s.drawPoints : s.lossPoints,
    };
  });
  return {
    sides: [result[0]!, result[1]!],
    ...(winner !== undefined ? { winner } : {}),
    decidedAtTimeout: stopped && winner !== undefined,
  };
}
