/**
 * The engine against an independent, naive reference implementation of the
 * classic and frozen schemes, written straight from the rules with BigInt
 * fractions, on random simulated seasons. Scores must agree exactly.
 */
import fc from 'fast-check';
import { computeStandings } from '../../../src/core/keizer/standings';
import { ladderValues } from '../../../src/core/keizer/ladder';
import { startOrder } from '../../../src/core/keizer/startOrder';
import type { KeizerCompetition } from '../../../src/core/keizer/types';
import { simulateKeizerSeason } from '../../../src/sim/keizerSeason';

type Q = { n: bigint; d: bigint };
const q = (n: number | bigint, d: number | bigint = 1n): Q => ({ n: BigInt(n), d: BigInt(d) });
const add = (a: Q, b: Q): Q => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const mul = (a: Q, b: Q): Q => ({ n: a.n * b.n, d: a.d * b.d });
const cmp = (a: Q, b: Q) => (a.n * b.d < b.n * a.d ? -1 : a.n * b.d > b.n * a.d ? 1 : 0);

function reference(c: KeizerCompetition, R: number, frozen: boolean): Map<number, Q> {
  const s = c.settings;
  const ids = c.players.map((p) => p.id);
  const start = startOrder(c.players, s.startOrder);
  const startPos = new Map(start.map((p, i) => [p, i]));
  const tie = (a: number, b: number) => {
    const pa = c.players[a]!;
    const pb = c.players[b]!;
    const ra = pa.rating ?? -Infinity;
    const rb = pb.rating ?? -Infinity;
    if (ra !== rb) return rb - ra;
    if (startPos.get(a) !== startPos.get(b)) return startPos.get(a)! - startPos.get(b)!;
    return pa.name.toLowerCase() < pb.name.toLowerCase() ? -1 : 1;
  };
  const ladder = ladderValues(s, c.players.length, c.players.length);
  const valuesOf = (order: number[]) => new Map(order.map((p, i) => [p, ladder[i]!]));
  const startValue = valuesOf(start);
  const frac = (f: { num: number; den: number }) => q(f.num, f.den);
  let order = start.slice();
  let scores = new Map<number, Q>();
  const frozenSum = new Map<number, Q>(ids.map((p) => [p, q(0)]));
  for (let r = 1; r <= R; r++) {
    const v = valuesOf(order);
    const own = (p: number) => (r < s.ownValueUntilRound ? q(startValue.get(p)!) : q(0));
    const gained = (p: number, upTo: number, from: number): Q => {
      let total = q(0);
      for (const g of c.games) {
        if (g.round > upTo || g.round < from || g.result === undefined) continue;
        const me = g.white === p ? 'w' : g.black === p ? 'b' : undefined;
        if (!me) continue;
        const opp = me === 'w' ? g.black : g.white;
        const won = (g.result === '1-0' && me === 'w') || (g.result === '0-1' && me === 'b');
        const lost = (g.result === '0-1' && me === 'w') || (g.result === '1-0' && me === 'b');
        const fwin = (g.result === '+-' && me === 'w') || (g.result === '-+' && me === 'b');
        const floss = (g.result === '-+' && me === 'w') || (g.result === '+-' && me === 'b');
        if (won) total = add(total, mul(frac(s.win), q(v.get(opp)!)));
        else if (lost) total = add(total, mul(frac(s.loss), q(v.get(opp)!)));
        else if (g.result === '½-½') total = add(total, mul(frac(s.draw), q(v.get(opp)!)));
        else if (fwin) total = add(total, mul(frac(s.forfeitWin), q(v.get(opp)!)));
        else if (floss) total = add(total, mul(frac(s.forfeitLoss), q(v.get(p)!)));
      }
      let excused = 0;
      for (const a of [...c.absences].sort((x, y) => x.round - y.round)) {
        if (a.player !== p || a.round > upTo) continue;
        let f = frac(s[a.reason === 'excused' ? 'excused' : a.reason === 'penaltyBye' ? 'unexcused' : a.reason]);
        if (a.reason === 'excused') {
          excused++;
          if (excused > s.excusedLimit) f = frac(s.excusedAfterLimit);
        }
        if (a.round >= from) total = add(total, mul(f, q(v.get(p)!)));
      }
      return total;
    };
    scores = new Map();
    for (const p of ids) {
      if (frozen) {
        frozenSum.set(p, add(frozenSum.get(p)!, gained(p, r, r)));
        scores.set(p, add(own(p), frozenSum.get(p)!));
      } else {
        scores.set(p, add(own(p), gained(p, r, 1)));
      }
    }
    order = ids.slice().sort((a, b) => cmp(scores.get(b)!, scores.get(a)!) || tie(a, b));
  }
  return scores;
}

describe('the engine agrees exactly with a naive reference implementation', () => {
  test.each(['classic', 'frozen'] as const)('%s: random seasons, every round', (recalculation) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 14 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer(),
        (players, rounds, seed) => {
          const season = simulateKeizerSeason({ players, rounds: rounds + 1, played: rounds, seed, attendance: 0.75 });
          const c = {
            ...season.competition,
            settings: { ...season.competition.settings, recalculation, ownValueUntilRound: 4 },
          };
          for (let r = 1; r <= rounds; r++) {
            const s = computeStandings(c, { afterRound: r });
            const ref = reference(c, r, recalculation === 'frozen');
            for (const row of s.rows) {
              const expected = ref.get(row.player)!;
              expect(BigInt(row.score) * expected.d).toBe(expected.n * BigInt(s.unit));
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
