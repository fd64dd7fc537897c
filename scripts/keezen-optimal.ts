/**
 * Computes entries of `src/core/keezen/draw/proven.ts`: every fresh games
 * night (2 v 2, sit-outs) of 4–16 players and 1–8 rounds whose draw is not
 * proven optimal within the exact search's budget is searched again with a
 * budget of 10⁹ nodes; the optimum and a seating reaching it are printed as
 * table entries. Deterministic (the same entries every run); minutes of work.
 *
 *   npx esbuild scripts/keezen-optimal.ts --bundle --platform=node --outfile=dist/keezen-optimal.js
 *   node dist/keezen-optimal.js
 */
import { drawPlayers, roundShape } from '../src/core/keezen/draw';
import { exactPlan } from '../src/core/keezen/draw/exact';
import { OPTIMA_MAX_ROUNDS } from '../src/core/keezen/draw/proven';

const BIG_BUDGET = 1_000_000_000;
const ids = (n: number) => Array.from({ length: n }, (_, i) => i);

for (let n = 4; n <= 16; n++)
  for (let rounds = 1; rounds <= OPTIMA_MAX_ROUNDS; rounds++) {
    const r = drawPlayers({
      evening: 1,
      round: 1,
      present: ids(n),
      history: [],
      roundsToPlan: rounds,
      playersPerSide: 2,
      oddPlayers: 'sitOut',
      seed: 'optimal',
    });
    if (r.planned.optimal) continue;
    // One above the plan's repeats: the search must find a seating at the optimum, then prove nothing is better.
    const exact = exactPlan({
      players: n,
      shape: roundShape(n, 2, 'sitOut')!,
      rounds,
      partners: new Int32Array(n * n),
      opponents: new Int32Array(n * n),
      rotation: new Int32Array(n),
      fresh: true,
      upper: { partners: 0, opponents: r.planned.opponents + 1 },
      budget: BIG_BUDGET,
      symmetryMaxPlayers: 16,
    });
    if (!exact.proven || !exact.seats) {
      console.log(`// ${n}×${rounds}: not closed within ${BIG_BUDGET} nodes`);
      continue;
    }
    const seats = Array.from(exact.seats, (p) => p.toString(16)).join('');
    console.log(`  '${n}×${rounds}': { opponents: ${exact.opponents}, seats: '${seats}' }, // ${exact.nodes} nodes`);
  }
