/**
 * The long proofs of the optima of fresh evenings (`proven.ts`) that lie above
 * the simple bound of `repeats.ts`: the exact search with a large budget finds
 * no seating with fewer repeats, and for 11 players in 7 rounds counting fixes
 * every meeting and an exact cover finds none. Minutes, not seconds: part of
 * `npm test`, not of `npm run test:fast` (`*.slow.test.ts`).
 */
import { roundShape } from '../../../../src/core/keezen/draw';
import { exactPlan } from '../../../../src/core/keezen/draw/exact';
import { freshOptimum, provenNight } from '../../../../src/core/keezen/draw/proven';
import { ABOVE_BOUND, roundsOf } from '../../../support/provenNights';

/**
 * Whether rounds of `tables` disjoint 2 v 2 tables can meet `opponents` exactly (players × players, how often
 * each pair must be opponents) with no partner twice and player p at `tablesOf[p]` tables; round order free.
 */
function coverExists(
  n: number,
  tables: number,
  rounds: number,
  opponents: Int32Array,
  tablesOf: Int32Array,
): { found: boolean; nodes: number } {
  const cap = Int32Array.from(opponents);
  const need = Int32Array.from(tablesOf);
  const pu = new Int32Array(n * n);
  let nodes = 0;
  let found = false;
  const ms = new Int32Array(32);
  let msn = 0;
  const pm = (mask: number): boolean => {
    if (mask === 0) return true;
    const i = 31 - Math.clz32(mask & -mask);
    for (let j = i + 1; j < msn; j++)
      if ((mask >> j) & 1) {
        const c = ms[i]!,
          d = ms[j]!;
        if (c !== d && !pu[c * n + d] && pm(mask & ~(1 << i) & ~(1 << j))) return true;
      }
    return false;
  };
  const feasible = (left: number): boolean => {
    for (let p = 0; p < n; p++) {
      if (need[p]! > left) return false;
      if (!need[p]) continue;
      msn = 0;
      for (let q = 0; q < n; q++) for (let k = 0; k < cap[p * n + q]!; k++) ms[msn++] = q;
      if (msn !== 2 * need[p]! || !pm((1 << msn) - 1)) return false;
    }
    return true;
  };
  const place = (a: number, b: number, c: number, d: number, s: number) => {
    for (const [x, y] of [
      [a, c],
      [a, d],
      [b, c],
      [b, d],
    ] as const) {
      cap[x * n + y]! -= s;
      cap[y * n + x]! -= s;
    }
    pu[a * n + b]! += s;
    pu[b * n + a]! += s;
    pu[c * n + d]! += s;
    pu[d * n + c]! += s;
    need[a]! -= s;
    need[b]! -= s;
    need[c]! -= s;
    need[d]! -= s;
  };
  const alike = (p: number, q: number): boolean => {
    if (need[p] !== need[q]) return false;
    for (let r = 0; r < n; r++)
      if (r !== p && r !== q && (cap[p * n + r] !== cap[q * n + r] || pu[p * n + r] !== pu[q * n + r])) return false;
    return true;
  };
  const search = (left: number): void => {
    if (left === 0) {
      found = cap.every((c) => c === 0);
      return;
    }
    // The uncovered pair with the fewest first tables.
    let x = -1,
      y = -1,
      best = Infinity;
    for (let p = 0; p < n; p++)
      for (let q = p + 1; q < n; q++) {
        if (cap[p * n + q]! <= 0) continue;
        let count = 0;
        for (let a = 0; a < n && count < best; a++) {
          if (a === p || a === q || !need[a] || pu[p * n + a] || cap[q * n + a]! <= 0) continue;
          for (let b = 0; b < n; b++)
            if (
              b !== p &&
              b !== q &&
              b !== a &&
              need[b] &&
              !pu[q * n + b] &&
              cap[p * n + b]! > 0 &&
              cap[a * n + b]! > 0
            )
              count++;
        }
        if (count < best) {
          best = count;
          x = p;
          y = q;
        }
      }
    if (x < 0 || best === 0) return;
    const cls = new Int32Array(n),
      avail = new Uint8Array(n);
    for (let p = 0; p < n; p++) {
      avail[p] = need[p]! > 0 ? 1 : 0;
      cls[p] = p;
      if (p === x || p === y) continue;
      for (let q = 0; q < p; q++)
        if (q !== x && q !== y && cls[q] === q && alike(p, q)) {
          cls[p] = q;
          break;
        }
    }
    const lowest = (p: number): boolean => {
      if (!avail[p]) return false;
      for (let q = 0; q < p; q++) if (cls[q] === cls[p] && avail[q]) return false;
      return true;
    };
    const restTables = (t: number): void => {
      if (t === tables) {
        nodes++;
        if (feasible(left - 1)) search(left - 1);
        return;
      }
      let a = 0;
      while (!avail[a]) a++;
      avail[a] = 0;
      for (let b = 0; b < n && !found; b++) {
        if (!lowest(b) || pu[a * n + b]) continue;
        avail[b] = 0;
        for (let c = 0; c < n && !found; c++) {
          if (!lowest(c) || cap[a * n + c]! <= 0 || cap[b * n + c]! <= 0) continue;
          avail[c] = 0;
          for (let d = 0; d < n && !found; d++) {
            if (!lowest(d) || pu[c * n + d] || cap[a * n + d]! <= 0 || cap[b * n + d]! <= 0) continue;
            avail[d] = 0;
            place(a, b, c, d, 1);
            restTables(t + 1);
            place(a, b, c, d, -1);
            avail[d] = 1;
          }
          avail[c] = 1;
        }
        avail[b] = 1;
      }
      avail[a] = 1;
    };
    const sitOuts = (k: number, from: number): void => {
      if (k === 0) {
        restTables(1);
        return;
      }
      for (let p = from; p >= 0 && !found; p--) {
        if (!avail[p] || need[p]! >= left) continue;
        let top = true;
        for (let q = p + 1; q < n; q++) if (cls[q] === cls[p] && avail[q]) top = false;
        if (!top) continue;
        avail[p] = 0;
        sitOuts(k - 1, p - 1);
        avail[p] = 1;
      }
    };
    avail[x] = 0;
    avail[y] = 0;
    for (let a = 0; a < n && !found; a++) {
      if (!lowest(a) || pu[x * n + a] || cap[y * n + a]! <= 0) continue;
      avail[a] = 0;
      for (let b = 0; b < n && !found; b++) {
        if (!lowest(b) || pu[y * n + b] || cap[x * n + b]! <= 0 || cap[a * n + b]! <= 0) continue;
        avail[b] = 0;
        place(x, a, y, b, 1);
        const k = avail.reduce((s, v) => s + v, 0) - 4 * (tables - 1);
        if (k >= 0) sitOuts(k, n - 1);
        place(x, a, y, b, -1);
        avail[b] = 1;
      }
      avail[a] = 1;
    }
  };
  search(rounds);
  return { found, nodes };
}

/** Opponent counts and tables per player of a seating. */
function meetings(
  n: number,
  seats: readonly number[],
  rounds: number,
): { opponents: Int32Array; tablesOf: Int32Array } {
  const opponents = new Int32Array(n * n);
  const tablesOf = new Int32Array(n);
  for (const { tables } of roundsOf(n, seats, rounds))
    for (const { sides } of tables) {
      for (const p of sides[0]!)
        for (const q of sides[1]!) {
          opponents[p * n + q]!++;
          opponents[q * n + p]!++;
        }
      for (const p of sides.flat()) tablesOf[p]!++;
    }
  return { opponents, tablesOf };
}

describe('the optima above the simple bound, proven (proven.ts)', () => {
  test.each(ABOVE_BOUND)(
    '%i players, %i rounds: the exact search, with a large budget, proves no seating has fewer',
    (n, rounds) => {
      const optimum = freshOptimum(n, rounds)!;
      const r = exactPlan({
        players: n,
        shape: roundShape(n, 2, 'sitOut')!,
        rounds,
        partners: new Int32Array(n * n),
        opponents: new Int32Array(n * n),
        rotation: new Int32Array(n),
        fresh: true,
        upper: optimum,
        budget: 100_000_000,
      });
      expect(r.proven).toBe(true);
      expect(r.seats).toBeUndefined();
      expect({ partners: r.partners, opponents: r.opponents }).toEqual(optimum);
    },
    600_000,
  );

  test('11 players, 7 rounds: the exact cover finds a seating where one exists (the shipped one, at its own meetings)', () => {
    const { opponents, tablesOf } = meetings(11, Array.from(provenNight(11, 7)!.seats), 7);
    expect(coverExists(11, 2, 7, opponents, tablesOf).found).toBe(true);
  });

  test('11 players, 7 rounds: no seating has 2 repeated opponents (counting fixes every meeting; the exact cover finds none)', () => {
    const n = 11;
    const rounds = 7;
    const shape = roundShape(n, 2, 'sitOut')!;
    // Sit-outs even: one player z sits out once less than the others.
    const sitOuts = shape.sitOut * rounds;
    const fewest = Math.floor(sitOuts / n);
    expect(sitOuts - fewest * n).toBe(n - 1);
    const zTables = rounds - fewest;
    const otherTables = rounds - fewest - 1;
    // z has 2 opponent slots a table for n − 1 others: at least 2 repeats, so with 2 every repeat is z's, and z meets all.
    const zRepeats = 2 * zTables - (n - 1);
    expect(zRepeats).toBe(2);
    expect(2 * otherTables).toBe(n - 1);
    // Pairs that meet: every slot but the 2 repeats; one pair of the others never meets.
    const incidences = 4 * shape.tables.length * rounds;
    const pairs = (n * (n - 1)) / 2;
    expect(pairs - (incidences - zRepeats)).toBe(1);
    // Meeting z three times leaves a player 2·otherTables − 3 slots for n − 2 others: two unmet pairs, one too many.
    expect(n - 2 - (2 * otherTables - 3)).toBe(2);
    // So u (1) and w (2) meet z (0) twice; each then has slots for n − 3 of his n − 2 others besides z: u–w never meet.
    expect(n - 2 - (2 * otherTables - 2)).toBe(1);
    const opponents = new Int32Array(n * n);
    for (let p = 0; p < n; p++) for (let q = 0; q < n; q++) if (p !== q) opponents[p * n + q] = 1;
    opponents[1] = opponents[n] = 2;
    opponents[2] = opponents[2 * n] = 2;
    opponents[n + 2] = opponents[2 * n + 1] = 0;
    const tablesOf = new Int32Array(n).fill(otherTables);
    tablesOf[0] = zTables;
    expect(coverExists(n, shape.tables.length, rounds, opponents, tablesOf).found).toBe(false);
    expect(freshOptimum(n, rounds)).toEqual({ partners: 0, opponents: zRepeats + 1 });
  }, 600_000);
});
