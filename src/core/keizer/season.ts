/**
 * The end of the season (Zwarte Dame regulations, sections e and g): champion, barrage, prizes,
 * rating prize, from the final standings and the club rating.
 *
 * - Champion (e1): number 1 of the final standings (players with 0 games have
 *   left it, A.11).
 * - Barrage (e2, e3): "the highest value" is the value of number 1 in the
 *   final ranking (with the default ladder: the top value). Every player whose
 *   exact score is at most `barrageMargin` (½) of it below number 1 plays the
 *   barrage; two or more such players (number 1 included) make a barrage, more
 *   than two a multi-player barrage. Exact scores decide, not the rounded
 *   points, so rounding never creates or removes a barrage. A tie in the
 *   barrage goes to number 1 of the standings (e3).
 * - Prize eligibility (g1–g3): at least `prizeMinRounds` rounds played, by
 *   default half of all rounds of the competition + 1 (28 → 15), rounded up
 *   for an odd number. Games over the board count; byes, external matches,
 *   club duties and forfeit wins count when their setting says so (defaults:
 *   byes, external and forfeit wins yes, club duty no). It applies to the 1st
 *   prize, the 3rd prize and the rating prize, not to the 2nd (as written).
 *   A prize whose player is not eligible is reported as not awarded: the rules
 *   do not pass it on.
 * - Rating prize (g3): the most club rating points gained (> 0) outside the
 *   top 3; equal gains share it. A top gainer who is not eligible is passed
 *   over: as written, the prize is then not awarded (like the 1st and 3rd);
 *   with `ratingPrizePassOn` it goes to the biggest gain among the eligible.
 *   Either way the passed-over player is named.
 */
import type { KeizerStandings } from './standings';
import { ClubRatingReport, clubRatings } from './rating';
import { KeizerCompetition, PlayerId, isPlayedResult } from './types';

export interface Eligibility {
  readonly player: PlayerId;
  readonly games: number;
  readonly forfeitWins: number;
  readonly byes: number;
  readonly external: number;
  readonly clubDuty: number;
  /** Rounds that count for the prizes. */
  readonly counted: number;
  readonly required: number;
  readonly eligible: boolean;
}

interface Prize {
  readonly player: PlayerId;
  /** False when the condition of the prize is not met (the prize is not awarded). */
  readonly awarded: boolean;
}

export interface SeasonEnd {
  readonly afterRound: number;
  readonly rounds: number;
  /** All rounds are in (the standings are final). */
  readonly final: boolean;
  readonly unit: number;
  readonly champion?: PlayerId;
  /** The value of number 1 in the final ranking. */
  readonly highestValue: number;
  /** The barrage margin as an exact number of points: marginNum / marginDen. */
  readonly marginNum: number;
  readonly marginDen: number;
  /** Difference between number 1 and 2 in units of 1/unit. */
  readonly differenceToSecond?: number;
  /** The barrage players, number 1 first; empty when there is no barrage. */
  readonly barrage: readonly PlayerId[];
  readonly first?: Prize;
  readonly second?: Prize;
  readonly third?: Prize;
  /** Rating prize winner(s) (ties share), and the gain in hundredths. */
  readonly ratingPrize: readonly PlayerId[];
  readonly ratingPrizeGain?: number;
  /** The biggest gainer(s) outside the top 3 who played too few rounds (g3), and their gain in hundredths. */
  readonly ratingPassedOver: readonly PlayerId[];
  readonly ratingPassedOverGain?: number;
  readonly eligibility: readonly Eligibility[];
  readonly ratings: ClubRatingReport;
  /** Estimated ratings with enough games to be reviewed (Zwarte Dame regulations, a.3). */
  readonly toReview: readonly PlayerId[];
  readonly requiredRounds: number;
}

/** Half of all rounds + 1 (Zwarte Dame regulations, section g), rounded up, unless prizeMinRounds says otherwise. */
export function requiredRounds(settings: KeizerCompetition['settings']): number {
  return settings.prizeMinRounds ?? Math.ceil(settings.rounds / 2) + 1;
}

/** Rounds that count for the prizes, per player, up to and including `afterRound`. */
export function eligibility(comp: KeizerCompetition, afterRound: number): Eligibility[] {
  const s = comp.settings;
  const required = requiredRounds(s);
  const count = comp.players.map(() => ({ games: 0, forfeitWins: 0, byes: 0, external: 0, clubDuty: 0 }));
  for (const g of comp.games) {
    if (g.round > afterRound || g.result === undefined) continue;
    if (isPlayedResult(g.result)) {
      count[g.white]!.games++;
      count[g.black]!.games++;
    } else if (g.result === '+-') count[g.white]!.forfeitWins++;
    else if (g.result === '-+') count[g.black]!.forfeitWins++;
  }
  for (const a of comp.absences) {
    if (a.round > afterRound) continue;
    if (a.reason === 'bye') count[a.player]!.byes++;
    else if (a.reason === 'external') count[a.player]!.external++;
    else if (a.reason === 'clubDuty') count[a.player]!.clubDuty++;
  }
  return count.map((c, player) => {
    const counted =
      c.games +
      (s.prizeCountsForfeitWins ? c.forfeitWins : 0) +
      (s.prizeCountsByes ? c.byes : 0) +
      (s.prizeCountsExternal ? c.external : 0) +
      (s.prizeCountsClubDuty ? c.clubDuty : 0);
    return { player, ...c, counted, required, eligible: counted >= required };
  });
}

export function seasonEnd(comp: KeizerCompetition, standings: KeizerStandings): SeasonEnd {
  const s = comp.settings;
  const R = standings.afterRound;
  const last = standings.history[R]!;
  const rows = standings.rows;
  const unit = standings.unit;
  const elig = eligibility(comp, R);
  const ratings = clubRatings(comp, R);
  const leader = rows[0];
  const highestValue = leader ? last.value[leader.player]! : 0;
  // margin = highestValue × barrageMargin, compared exactly: diff/unit ≤ highest × num/den.
  const f = s.barrageMargin;
  const within = (score: number) =>
    leader !== undefined && (leader.score - score) * f.den <= highestValue * f.num * unit;
  const barrageCandidates = rows.filter((r) => within(r.score)).map((r) => r.player);
  const barrage = barrageCandidates.length >= 2 ? barrageCandidates : [];
  const prize = (rank: number, conditional: boolean): Prize | undefined => {
    const row = rows[rank - 1];
    if (!row) return undefined;
    return { player: row.player, awarded: conditional ? elig[row.player]!.eligible : true };
  };
  const topThree = new Set(rows.slice(0, 3).map((r) => r.player));
  const biggestGain = (eligibleOnly: boolean): { best: number; players: PlayerId[] } => {
    let best = 0;
    let players: PlayerId[] = [];
    for (const r of rows) {
      if (topThree.has(r.player) || (eligibleOnly && !elig[r.player]!.eligible)) continue;
      const pr = ratings.players[r.player]!;
      if (pr.start === undefined || pr.change <= 0) continue;
      if (pr.change > best) {
        best = pr.change;
        players = [r.player];
      } else if (pr.change === best) players.push(r.player);
    }
    return { best, players };
  };
  const top = biggestGain(false);
  const ratingPassedOver = top.players.filter((p) => !elig[p]!.eligible);
  const literal = { best: top.best, players: top.players.filter((p) => elig[p]!.eligible) };
  const { best, players: ratingPrize } =
    s.ratingPrizePassOn && literal.players.length === 0 ? biggestGain(true) : literal;
  const second = rows[1];
  const first = prize(1, true);
  const secondPrize = prize(2, false);
  const third = prize(3, true);
  return {
    afterRound: R,
    rounds: s.rounds,
    final: standings.final,
    unit,
    ...(leader ? { champion: leader.player } : {}),
    highestValue,
    marginNum: highestValue * f.num,
    marginDen: f.den,
    ...(leader && second ? { differenceToSecond: leader.score - second.score } : {}),
    barrage,
    ...(first ? { first } : {}),
    ...(secondPrize ? { second: secondPrize } : {}),
    ...(third ? { third } : {}),
    ratingPrize,
    ...(ratingPrize.length > 0 ? { ratingPrizeGain: best } : {}),
    ratingPassedOver,
    ...(ratingPassedOver.length > 0 ? { ratingPassedOverGain: top.best } : {}),
    eligibility: elig,
    ratings,
    toReview: ratings.players.filter((p) => p.review !== undefined).map((p) => p.player),
    requiredRounds: requiredRounds(s),
  };
}
