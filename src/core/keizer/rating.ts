/**
 * The club rating: an Elo rating updated per game, starting from the rating
 * in Spelers (Zwarte Dame regulations, a.3: the club rating, else KNSB or FIDE, else an estimate).
 *
 * The formula is the FIDE/KNSB one, applied game by game:
 *
 *     new rating = old rating + K × (S − E)
 *
 * with S the score of the game (1, ½, 0) and E the expected score for the
 * rating difference D = own − opponent's rating before the round, where a
 * difference of more than `ratingMaxDifference` (400) counts as 400. E comes
 * from the FIDE table (FIDE rating regulations 8.1.2, the table the KNSB uses
 * too; `ratingTable = fide`, the default) or from the logistic formula
 * 1 / (1 + 10^(−D/400)) rounded to hundredths (`ratingTable = logistic`).
 * |D| is rounded to a whole number before the table is read; the higher-rated
 * player gets E = PD, the lower-rated 1 − PD.
 *
 * Every round is rated with the ratings from before that round, so the order
 * of the games within a round does not matter. Forfeits, double forfeits and
 * games against a player without a rating are not rated.
 *
 * All arithmetic is in hundredths of a rating point: E is in hundredths and K
 * is a whole number, so every change K × (100·S − 100·E) is a whole number of
 * hundredths and totals are exact.
 */
import type { KeizerSettings } from './settings';
import { GameResult, KeizerCompetition, PlayerId, isPlayedResult } from './types';

/** FIDE table 8.1.2: [largest |D| of the band, PD in hundredths for the higher-rated player]. Above 735: 1.00. */
export const FIDE_EXPECTATION_TABLE: readonly (readonly [number, number])[] = [
  [3, 50],
  [10, 51],
  [17, 52],
  [25, 53],
  [32, 54],
  [39, 55],
  [46, 56],
  [53, 57],
  [61, 58],
  [68, 59],
  [76, 60],
  [83, 61],
  [91, 62],
  [98, 63],
  [106, 64],
  [113, 65],
  [121, 66],
  [129, 67],
  [137, 68],
  [145, 69],
  [153, 70],
  [162, 71],
  [170, 72],
  [179, 73],
  [188, 74],
  [197, 75],
  [206, 76],
  [215, 77],
  [225, 78],
  [235, 79],
  [245, 80],
  [256, 81],
  [267, 82],
  [278, 83],
  [290, 84],
  [302, 85],
  [315, 86],
  [328, 87],
  [344, 88],
  [357, 89],
  [374, 90],
  [391, 91],
  [411, 92],
  [432, 93],
  [456, 94],
  [484, 95],
  [517, 96],
  [559, 97],
  [619, 98],
  [735, 99],
];

type RatingSettings = Pick<KeizerSettings, 'ratingK' | 'ratingTable' | 'ratingMaxDifference' | 'estimatedReviewGames'>;

/** Expected score in hundredths for a player whose rating is `diff` points above his opponent's. */
export function expectedScore(
  diff: number,
  settings: Pick<KeizerSettings, 'ratingTable' | 'ratingMaxDifference'>,
): number {
  const cap = settings.ratingMaxDifference;
  const d = Math.min(cap, Math.round(Math.abs(diff)));
  let higher: number;
  if (settings.ratingTable === 'logistic') {
    higher = Math.round(100 / (1 + 10 ** (-d / 400)));
  } else {
    higher = 100;
    for (const [max, p] of FIDE_EXPECTATION_TABLE) {
      if (d <= max) {
        higher = p;
        break;
      }
    }
  }
  return diff >= 0 || d === 0 ? higher : 100 - higher;
}

/** One rated game of a player. Ratings and changes in hundredths. */
interface RatedGame {
  readonly round: number;
  readonly opponent: PlayerId;
  readonly colour: 'white' | 'black';
  readonly result: GameResult;
  /** 100 for a win, 50 for a draw, 0 for a loss. */
  readonly score: number;
  readonly before: number;
  readonly opponentBefore: number;
  /** Expected score in hundredths. */
  readonly expected: number;
  /** K × (score − expected), in hundredths of a rating point. */
  readonly change: number;
}

/** What the wedstrijdleider needs to judge an estimated rating after N games (Zwarte Dame regulations, a.3). */
interface EstimateReview {
  readonly games: number;
  /** Points scored in those games, in halves. */
  readonly halves: number;
  /** Average rating of the opponents (before each game), in hundredths. */
  readonly averageOpponent: number;
  /** Performance by the "algorithm of 400": average opponent + 400 × (wins − losses) / games, rounded. */
  readonly performance: number;
  /** The club rating after those games, in hundredths. */
  readonly ratingAfter: number;
}

interface PlayerRating {
  readonly player: PlayerId;
  /** Start rating in hundredths; undefined when Spelers gives none. */
  readonly start?: number;
  readonly estimated: boolean;
  readonly games: readonly RatedGame[];
  /** Sum of the changes (hundredths). */
  readonly change: number;
  /** Club rating after the round (hundredths). */
  readonly end?: number;
  /** Set for an estimated rating once it has estimatedReviewGames rated games. */
  readonly review?: EstimateReview;
  /** Games over the board not rated because this player or the opponent has no rating. */
  readonly unratedGames: number;
}

export interface ClubRatingReport {
  readonly afterRound: number;
  readonly k: number;
  readonly players: readonly PlayerRating[];
}

const SCORE: Record<'1-0' | '0-1' | '½-½', [number, number]> = { '1-0': [100, 0], '0-1': [0, 100], '½-½': [50, 50] };

/** The club ratings after `afterRound`, updated round by round. */
export function clubRatings(
  comp: KeizerCompetition,
  afterRound: number,
  settings: RatingSettings = comp.settings,
): ClubRatingReport {
  const k = settings.ratingK;
  const rating: (number | undefined)[] = comp.players.map((p) =>
    p.rating === undefined ? undefined : Math.round(p.rating * 100),
  );
  const games: RatedGame[][] = comp.players.map(() => []);
  const unrated = new Array<number>(comp.players.length).fill(0);
  const byRound = new Map<number, (typeof comp.games)[number][]>();
  for (const g of comp.games) {
    if (g.round > afterRound || !isPlayedResult(g.result)) continue;
    const list = byRound.get(g.round) ?? [];
    list.push(g);
    byRound.set(g.round, list);
  }
  for (const round of [...byRound.keys()].sort((a, b) => a - b)) {
    const changes: [PlayerId, number][] = [];
    for (const g of byRound.get(round)!) {
      const rw = rating[g.white];
      const rb = rating[g.black];
      if (rw === undefined || rb === undefined) {
        unrated[g.white]!++;
        unrated[g.black]!++;
        continue;
      }
      const [sw, sb] = SCORE[g.result as '1-0' | '0-1' | '½-½'];
      const ew = expectedScore((rw - rb) / 100, settings);
      const eb = 100 - ew;
      const cw = k * (sw - ew);
      const cb = k * (sb - eb);
      games[g.white]!.push({
        round,
        opponent: g.black,
        colour: 'white',
        result: g.result!,
        score: sw,
        before: rw,
        opponentBefore: rb,
        expected: ew,
        change: cw,
      });
      games[g.black]!.push({
        round,
        opponent: g.white,
        colour: 'black',
        result: g.result!,
        score: sb,
        before: rb,
        opponentBefore: rw,
        expected: eb,
        change: cb,
      });
      changes.push([g.white, cw], [g.black, cb]);
    }
    for (const [p, c] of changes) rating[p] = rating[p]! + c;
  }
  const players: PlayerRating[] = comp.players.map((p) => {
    const list = games[p.id]!;
    const change = list.reduce((t, g) => t + g.change, 0);
    const start = p.rating === undefined ? undefined : Math.round(p.rating * 100);
    const estimated = p.estimated === true;
    let review: EstimateReview | undefined;
    if (estimated && list.length >= settings.estimatedReviewGames) {
      const first = list.slice(0, settings.estimatedReviewGames);
      const n = first.length;
      const halves = first.reduce((t, g) => t + g.score / 50, 0);
      const wins = first.filter((g) => g.score === 100).length;
      const losses = first.filter((g) => g.score === 0).length;
      const averageOpponent = Math.round(first.reduce((t, g) => t + g.opponentBefore, 0) / n);
      review = {
        games: n,
        halves,
        averageOpponent,
        performance: Math.round(averageOpponent / 100 + (400 * (wins - losses)) / n),
        ratingAfter: start! + first.reduce((t, g) => t + g.change, 0),
      };
    }
    return {
      player: p.id,
      ...(start !== undefined ? { start, end: start + change } : {}),
      estimated,
      games: list,
      change,
      ...(review ? { review } : {}),
      unratedGames: unrated[p.id]!,
    };
  });
  return { afterRound, k, players };
}
