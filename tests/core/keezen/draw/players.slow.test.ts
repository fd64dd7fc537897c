/**
 * The long checks of partner draws for individual nights (the games-night rules): every fresh evening of
 * 4–16 players and 1–8 rounds is drawn at the optimum of proven.ts, and random evenings of up to 40 players
 * keep every property of a draw. Part of `npm test`, not of `npm run test:fast` (`*.slow.test.ts`).
 */
import fc from 'fast-check';
import { checkDraw, countRepeats, drawPlayers } from '../../../../src/core/keezen/draw';
import { OPTIMA_MAX_ROUNDS, freshOptimum } from '../../../../src/core/keezen/draw/proven';
import { evening, ids, input } from '../../../support/partnerDraws';

describe('the exact search of small nights (up to 16 players, sit-outs)', () => {
  test('every fresh evening of 4–16 players and 1–8 rounds is drawn at the optimum of proven.ts and says it is proven: the reported bound is the repeats', () => {
    const notProven: string[] = [];
    for (let n = 4; n <= 16; n++)
      for (let rounds = 1; rounds <= OPTIMA_MAX_ROUNDS; rounds++) {
        const r = drawPlayers(input(n, rounds, { seed: `all${n}` }));
        const all = [
          { evening: 1, round: 1, tables: r.tables, byes: r.sitOut },
          ...r.plan.map((p, i) => ({ evening: 1, round: i + 2, tables: p.tables, byes: p.sitOut })),
        ];
        const c = countRepeats(all);
        expect([r.planned.partners, r.planned.opponents]).toEqual([c.partners, c.opponents]);
        const optimum = freshOptimum(n, rounds);
        if (r.planned.optimal) {
          expect([r.planned.partnerBound, r.planned.opponentBound]).toEqual([c.partners, c.opponents]);
          expect({ partners: c.partners, opponents: c.opponents }).toEqual(optimum);
        } else {
          notProven.push(`${n}x${rounds}`);
        }
      }
    expect(notProven).toEqual([]);
  });
});

describe('properties of a drawn evening', () => {
  test('every present player is seated exactly once per round, tables per the shape, sit-out spread at most 1, repeats never below the bound, no repeated partner from 8 players', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 40 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom<'sitOut' | 'tables'>('sitOut', 'tables'),
        fc.string({ maxLength: 6 }),
        (n, rounds, odd, seed) => {
          const presence = Array.from({ length: rounds }, () => ids(n));
          const rs = evening(presence, seed, odd);
          for (let i = 0; i < rs.length; i++) {
            const v = checkDraw({
              entrant: 'player',
              present: presence[i]!,
              history: rs.slice(0, i),
              round: rs[i]!,
              playersPerSide: 2,
              oddPlayers: odd,
              rematchScope: 'evening',
            });
            const structural = v.filter((x) => x.code !== 'rematch' && x.code !== 'partner');
            if (structural.length > 0) return false;
            const c = countRepeats(rs.slice(0, i + 1));
            if (c.partners < c.partnerBound || c.opponents < c.opponentBound) return false;
            if (odd === 'sitOut' && c.sitOutSpread > 1) return false;
            if (n >= 8 && c.partners > 0) return false;
          }
          return true;
        },
      ),
      { numRuns: 30 },
    );
  });
});
