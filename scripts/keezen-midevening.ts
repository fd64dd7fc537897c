/**
 * Measures how often a games-night draw is proven optimal mid-evening: every
 * evening of 8–16 players and 5–8 rounds (sit-outs) drawn round by round with
 * the app's own draw, re-planned after every round, for two seeds; prints per
 * evening each draw's planned repeats (+ proven, − not proven / its bound) and
 * the share of draws after round 1 that are proven. Deterministic; a few
 * minutes of work (the figures are in src/core/keezen/draw/README.md).
 *
 *   npx esbuild scripts/keezen-midevening.ts --bundle --platform=node --outfile=dist/keezen-midevening.js
 *   node dist/keezen-midevening.js
 */
import { drawPlayers } from '../src/core/keezen/draw';
import type { SeatedRound } from '../src/core/keezen/draw';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i);
let proven = 0;
let draws = 0;
for (let n = 8; n <= 16; n++)
  for (let rounds = 5; rounds <= 8; rounds++)
    for (const seed of ['m1', 'm2']) {
      const history: SeatedRound[] = [];
      const marks: string[] = [];
      for (let i = 0; i < rounds; i++) {
        const r = drawPlayers({
          evening: 1,
          round: i + 1,
          present: ids(n),
          history,
          roundsToPlan: rounds - i,
          playersPerSide: 2,
          oddPlayers: 'sitOut',
          seed,
        });
        history.push({ evening: 1, round: i + 1, tables: r.tables, byes: r.sitOut, seed });
        const p = r.planned;
        marks.push(p.optimal ? `+${p.opponents}` : `−${p.opponents}/${p.opponentBound}`);
        if (i > 0) {
          draws++;
          if (p.optimal) proven++;
        }
      }
      console.log(`${n}×${rounds} ${seed}: ${marks.join(' ')}`);
    }
console.log(`proven after round 1: ${proven} of ${draws}`);
