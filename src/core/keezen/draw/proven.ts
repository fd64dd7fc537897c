/**
 * The optima of fresh games nights (2 v 2, sit-outs, no history this
 * evening) of 4–16 players and 1–8 rounds: the fewest repeated partners, then
 * the fewest repeated opponents, with sit-outs even after every round. Each is
 * proven, and a test proves it again: a seating reaches it (shipped here, or
 * the draw's) and meets the simple bound of `repeats.ts`, or, for the few
 * above that bound, the exact search (`exact.ts`) with a large budget finds
 * nothing better; 11 × 7 by the argument at its entry.
 *
 * Mid-evening: a plan that continues an evening so far of the same players,
 * fair after every round, can never beat the optimum of all its rounds, so a
 * plan reaching it is proven too (`players.ts`).
 *
 * `PROVEN_NIGHTS` holds a seating at the optimum for the evenings the draw
 * would not reach or prove on its own for every seed, fresh or mid-evening (the
 * annealing misses it, the search does not close within its budget). Such an
 * evening follows its seating round by round: the players drawn by lot, then
 * matched to the evening so far. Made by the exact search
 * (`scripts/keezen-optimal.ts`), by long annealing, or by a construction
 * (comments at 14 × 7 and 16 × 8).
 *
 * Seating: per round the players 0..n−1 (one hex digit each) in the seat order
 * of the shape: each table partner, partner, opponent, opponent; then those who
 * sit out.
 */

/** Repeated partners, then repeated opponents. */
export interface Optimum {
  readonly partners: number;
  readonly opponents: number;
}

/**
 * By players (4–16): per number of rounds (1–8) the optimum as partners:opponents (? would mark one not
 * known: the draw says "niet bewezen" there).
 */
const OPTIMA: Readonly<Record<number, string>> = {
  4: '0:0 0:2 0:6 2:10 4:14 6:18 8:22 10:26',
  5: '0:0 0:1 0:2 0:6 0:10 2:14 4:18 6:22',
  6: '0:0 0:0 0:1 0:3 0:5 0:9 0:13 1:17',
  7: '0:0 0:0 0:0 0:0 0:1 0:3 0:7 0:11',
  8: '0:0 0:0 0:0 0:4 0:12 0:20 0:28 4:36',
  9: '0:0 0:0 0:0 0:2 0:6 0:12 0:20 0:28',
  10: '0:0 0:0 0:0 0:0 0:0 0:4 0:11 0:19',
  11: '0:0 0:0 0:0 0:0 0:0 0:0 0:3 0:9',
  12: '0:0 0:0 0:0 0:0 0:2 0:6 0:18 0:30',
  13: '0:0 0:0 0:0 0:0 0:0 0:0 0:6 0:18',
  14: '0:0 0:0 0:0 0:0 0:0 0:0 0:0 0:6',
  15: '0:0 0:0 0:0 0:0 0:0 0:0 0:0 0:0',
  16: '0:0 0:0 0:0 0:0 0:0 0:0 0:0 0:8',
};

/** The most rounds of an evening in `OPTIMA`. */
export const OPTIMA_MAX_ROUNDS = 8;

/** The optimum of a fresh evening of this size, when known. */
export function freshOptimum(players: number, rounds: number): Optimum | undefined {
  const o = OPTIMA[players]?.split(' ')[rounds - 1];
  if (!o || o === '?') return undefined;
  const [partners, opponents] = o.split(':').map(Number) as [number, number];
  return { partners, opponents };
}

/**
 * The longest fresh evening of this many players without any repeated partner or opponent that `OPTIMA`
 * knows (1 when even one round more repeats; `OPTIMA_MAX_ROUNDS` for more players than the table holds, where
 * such evenings are longer still): how far a games night of unknown length is planned ahead, so that an
 * evening that goes on as long as it can without a repeat gets one.
 */
export function repeatFreeRounds(players: number): number {
  if (players > 16) return OPTIMA_MAX_ROUNDS;
  let rounds = 1;
  while (rounds < OPTIMA_MAX_ROUNDS) {
    const next = freshOptimum(players, rounds + 1);
    if (!next || next.partners > 0 || next.opponents > 0) break;
    rounds++;
  }
  return rounds;
}

export interface ProvenNight {
  /** Repeated opponents of the seating (no repeated partner): the optimum. */
  readonly opponents: number;
  readonly seats: string;
}

/** By "players×rounds". */
export const PROVEN_NIGHTS: Readonly<Record<string, ProvenNight>> = {
  '9×5': { opponents: 6, seats: '012345678024635781035617482061825473165724380' },
  '12×5': { opponents: 2, seats: '0123456789ab0214368a579b048b1359276a0879154a263b095612783a4b' },
  '11×6': { opponents: 0, seats: '0123456789a3458697a012041a28793561268359a4700689273a1450346185a279' },
  '10×6': { opponents: 4, seats: '294570813603476928159831650427390621574864173825090123597648' },
  '12×6': { opponents: 6, seats: '1237604ba859524178b6a93062190483b75a395b61a40872710924ab86350256a1b83479' },
  '13×6': { opponents: 0, seats: '3b794126c08a560b7815934ca213086a524c9b776c945038ba21b6834a712c059584712c3960ab' },
  '13×7': {
    opponents: 6,
    seats: '18c50942b7a36a59607c1842b30cb97a45623186cb4839a025716ac2987415b3035c410a86b792cb721a9408365',
  },
  '15×7': {
    opponents: 0,
    seats: 'c1a24d6750893be93deb064ca87125063c54ea21db78957634e821bc90add9a8372b5e1046ca9627de013845bc5d4cb68e03a1279',
  },
  '16×7': {
    opponents: 0,
    seats:
      '0123456789abcdef024613578ace9bdf038b129a47cf56de041526378c9daebf059c148d27be36af07ad16bc258f349e087f196e2a5d3b4c',
  },
  '10×7': { opponents: 11, seats: '1376948025715802364921509764384762895301034825196792187560346978153402' },
  '12×7': {
    opponents: 18,
    seats: '74358a69b120b28456307a192a75346190b84189b750236a065973281a4b815a24079b6380a349526b71',
  },
  '13×8': {
    opponents: 18,
    seats: 'a4130c859726b90ab4c6751382402a718b53c9648b96c10725a303471b2c96a851907bc523486a8c0a36b27514994c10832a65b7',
  },
  // Player 2i + s for i in ℤ/7, s in {0, 1}; round r: (r, 0) and (r, 1) sit out, the tables those of round 0 with r
  // added to every i. The 12 opponent pairs of round 0 are one of each kind (s, s', ±(i' − i)) but (i, 0)–(i, 1), so
  // every pair but those seven meets once; the six partner pairs are of six kinds, none twice. In 14 × 8 the eighth
  // round seats six of those seven pairs, two per table as opponents, the seventh sitting out again.
  '14×7': {
    opponents: 0,
    seats: '25bc386d497a0147d05a816b9c2369127ca38db0458b3490c5a1d267ad56b207c31489c178d4290536ab039a164b2758cd',
  },
  '14×8': {
    opponents: 6,
    seats:
      '25bc386d497a0147d05a816b9c2369127ca38db0458b3490c5a1d267ad56b207c31489c178d4290536ab039a164b2758cd24356879acbd01',
  },
  // Players as the vectors of (ℤ/2)⁴ (player x the vector of its bits): each round a plane {0, u, v, u + v} whose cosets are the tables, partners
  // differing by u (8 different u), opponents by v and u + v (the 15 differences covered, one twice).
  '16×8': {
    opponents: 8,
    seats:
      '0123456789abcdef041526378c9daebf061724358e9facbd028a139b46ce57df03cf12de478b569a094d185c2b6f3a7e05be14af279c368d0f691e782d4b3c5a',
  },
  // Found by an exact cover of rounds with the opponent pairs that never meet fixed (a 5-cycle and a 4-cycle among the
  // nine players who play six rounds): no repeat at all, so it meets the bound of 0.
  '15×8': {
    opponents: 0,
    seats:
      '7094123658abcde2e9c0a3b4d68157318d26be5a7c0490c6714ae3d5928b08ce1b79245d36ab0d123475689ace208a194c356e7bd012534bc7ade689',
  },
  // The 0-repeat 11 × 6 and one more round. The bound is 2, the optimum 3: 21 sit-outs, even, leave one player z at 6
  // tables (12 opponent slots for 10 others: 2 repeats) and ten at 5 (10 slots). With 2 repeats every repeat is z's, so
  // z meets all 10 and 56 − 2 = 54 of the 55 pairs meet: one pair never. A player meeting z three times would leave
  // two of his pairs unmet, so two players u, w meet z twice, each leaves one pair unmet, and that pair is u–w: every
  // pair meets exactly once but z–u, z–w twice and u–w never. An exact cover by rounds of two tables, no partner twice
  // (the test, about 12.6 million rounds placed), finds no such seating.
  '11×7': { opponents: 3, seats: '0123456789a3458697a012041a28793561268359a4700689273a1450346185a2790a571429368' },
  '11×8': {
    opponents: 9,
    seats: '895a12760343a6017482595319284067a429a70651389387512046a83264a57019a23190645789710364528a',
  },
};

/** A seating reaching the optimum of a fresh evening of this size, when in the table. */
export function provenNight(players: number, rounds: number): { opponents: number; seats: Int32Array } | undefined {
  const p = PROVEN_NIGHTS[`${players}×${rounds}`];
  if (!p) return undefined;
  return { opponents: p.opponents, seats: Int32Array.from(p.seats, (c) => parseInt(c, 16)) };
}
