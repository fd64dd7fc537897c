/**
 * The independent checker of a drawn round (the engine's, or one edited by
 * the organiser in Tafelindeling). Written apart from the engines on purpose:
 * it shares only the types, and recomputes the past by walking the rounds, so
 * a mistake in an engine's bookkeeping does not hide itself.
 *
 * Structural violations (never made by the engines): a present entrant not
 * seated, seated twice, an absent one seated, the wrong number of byes or
 * sit-outs, table numbers that are not 1..T, a table of the wrong size.
 * Repeats (a rematch, a repeated partner, a sit-out more than one above the
 * fewest) are listed as well: the engines make them only when they cannot be
 * avoided, which the tests check against an exhaustive or a matching bound.
 */
import type { EntrantId } from '../types';
import type { SeatedRound } from './types';

type DrawViolationCode =
  | 'missing'
  | 'twice'
  | 'absent'
  | 'byeCount'
  | 'tableNumbers'
  | 'tableSize'
  /** Two teams (or players as opponents) who met before in the scope. */
  | 'rematch'
  /** Two players partners again this evening. */
  | 'partner'
  /** A player sits out more than once more than another present player (and did not before). */
  | 'sitOutSpread';

export interface DrawViolation {
  readonly code: DrawViolationCode;
  readonly entrants: readonly EntrantId[];
  readonly table?: number;
  readonly value?: number;
  readonly limit?: number;
}

export interface DrawCheckInput {
  readonly entrant: 'team' | 'player';
  /** Who was present for the round. */
  readonly present: readonly EntrantId[];
  /** Earlier rounds (any order). */
  readonly history: readonly SeatedRound[];
  readonly round: SeatedRound;
  readonly playersPerSide: number;
  readonly oddPlayers: 'sitOut' | 'tables';
  /** Which earlier meetings count for `rematch`: this evening's only, or all. */
  readonly rematchScope: 'evening' | 'competition';
}

/**
 * The tables a round of `n` players must have, as the rules state them (derived here, not taken from the
 * engine): tables of two sides of `perSide`, the rest sitting out; or with `tables` (2 v 2 only) everyone
 * plays: tables of four plus one table of 3 or 5 (each alone) or of 6 (three pairs) for the rest. Each
 * table as its side sizes ("2+2"); undefined when the players fill no table.
 */
function expectedTables(
  n: number,
  perSide: number,
  odd: 'sitOut' | 'tables',
): { tables: string[]; sitOut: number } | undefined {
  const regular = `${perSide}+${perSide}`;
  if (odd === 'tables' && perSide === 2) {
    const extra = [[], ['1+1+1+1+1'], ['2+2+2'], ['1+1+1']][n % 4]!;
    const inExtra = [0, 5, 6, 3][n % 4]!;
    const fours = (n - inExtra) / 4;
    if (fours < 0 || fours + extra.length === 0) return undefined;
    return { tables: [...Array.from({ length: fours }, () => regular), ...extra], sitOut: 0 };
  }
  const tables = Math.floor(n / (2 * perSide));
  return tables === 0
    ? undefined
    : { tables: Array.from({ length: tables }, () => regular), sitOut: n % (2 * perSide) };
}

export function checkDraw(input: DrawCheckInput): DrawViolation[] {
  const out: DrawViolation[] = [];
  const r = input.round;
  const present = new Set(input.present);
  const seen = new Map<EntrantId, number>();
  const seat = (e: EntrantId, table?: number) => {
    const k = (seen.get(e) ?? 0) + 1;
    seen.set(e, k);
    if (k === 2) out.push({ code: 'twice', entrants: [e], ...(table !== undefined ? { table } : {}) });
    if (!present.has(e)) out.push({ code: 'absent', entrants: [e], ...(table !== undefined ? { table } : {}) });
  };
  for (const t of r.tables) for (const side of t.sides) for (const e of side) seat(e, t.table);
  for (const e of r.byes) seat(e);
  for (const e of input.present) if (!seen.has(e)) out.push({ code: 'missing', entrants: [e] });

  // Table numbers 1..T, each once.
  const numbers = r.tables.map((t) => t.table).sort((a, b) => a - b);
  if (numbers.some((n, i) => n !== i + 1)) out.push({ code: 'tableNumbers', entrants: [], value: numbers.length });

  // Sizes and byes.
  if (input.entrant === 'team') {
    for (const t of r.tables)
      if (t.sides.length !== 2 || t.sides.some((s) => s.length !== 1))
        out.push({ code: 'tableSize', entrants: t.sides.flat(), table: t.table });
    const expected = input.present.length % 2;
    if (r.byes.length !== expected)
      out.push({ code: 'byeCount', entrants: [...r.byes], value: r.byes.length, limit: expected });
  } else {
    const shape = expectedTables(input.present.length, input.playersPerSide, input.oddPlayers);
    const want = [...(shape?.tables ?? [])].sort();
    const got = r.tables.map((t) => t.sides.map((s) => s.length).join('+')).sort();
    if (want.join('|') !== got.join('|'))
      out.push({ code: 'tableSize', entrants: [], value: got.length, limit: want.length });
    if (r.byes.length !== (shape?.sitOut ?? input.present.length))
      out.push({ code: 'byeCount', entrants: [...r.byes], value: r.byes.length, limit: shape?.sitOut ?? 0 });
  }

  // Repeats, walking the earlier rounds of the scope.
  const inScope = (h: SeatedRound) =>
    (input.rematchScope === 'competition' || h.evening === r.evening) &&
    (h.evening < r.evening || (h.evening === r.evening && h.round < r.round));
  const earlier = input.history.filter(inScope);
  const metBefore = (a: EntrantId, b: EntrantId, asPartners: boolean): number => {
    let k = 0;
    for (const h of earlier) {
      if (asPartners && h.evening !== r.evening) continue;
      for (const t of h.tables) {
        const sa = t.sides.findIndex((s) => s.includes(a));
        const sb = t.sides.findIndex((s) => s.includes(b));
        if (sa < 0 || sb < 0) continue;
        if (asPartners ? sa === sb : sa !== sb) k++;
      }
    }
    return k;
  };
  for (const t of r.tables) {
    t.sides.forEach((side, si) => {
      side.forEach((a, i) => {
        for (let j = i + 1; j < side.length; j++) {
          const k = metBefore(a, side[j]!, true);
          if (k > 0) out.push({ code: 'partner', entrants: [a, side[j]!], table: t.table, value: k + 1 });
        }
        for (let sj = si + 1; sj < t.sides.length; sj++) {
          for (const b of t.sides[sj]!) {
            const k = metBefore(a, b, false);
            if (k > 0) out.push({ code: 'rematch', entrants: [a, b], table: t.table, value: k + 1 });
          }
        }
      });
    });
  }

  // Sit-outs: among the players present now, over this evening.
  if (input.entrant === 'player') {
    const before = new Map<EntrantId, number>();
    for (const h of input.history)
      if (h.evening === r.evening && h.round < r.round) for (const b of h.byes) before.set(b, (before.get(b) ?? 0) + 1);
    const spread = (m: Map<EntrantId, number>) => {
      const xs = input.present.map((e) => m.get(e) ?? 0);
      return xs.length === 0 ? 0 : Math.max(...xs) - Math.min(...xs);
    };
    const after = new Map(before);
    for (const b of r.byes) after.set(b, (after.get(b) ?? 0) + 1);
    const s0 = spread(before);
    const s1 = spread(after);
    if (s1 > Math.max(1, s0))
      out.push({ code: 'sitOutSpread', entrants: [...r.byes], value: s1, limit: Math.max(1, s0) });
  }
  return out;
}
