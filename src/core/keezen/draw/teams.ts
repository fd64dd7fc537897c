/**
 * Team pairing for Keezen team events (the NK 4-v-4 and the
 * buurtcompetitie regulations): a team Swiss on the one matching core.
 *
 * Vertices: the present teams in ranking order (best first; teams equal on
 * every key of the standings in an order drawn from the seed, so round 1 is a
 * seeded random draw), plus a bye vertex when their number is odd. Every pair
 * is an edge; the criteria are packed into the weights, highest first:
 *
 *   byeAgain  the bye goes to a team with more byes than the fewest present
 *             (first: "the lowest-ranked team without one" holds whenever one exists)
 *   clash     both teams have the same fixed colour (colours = perTeam)
 *   tonight   the two met earlier this evening (a game is a repeat or not: the
 *             fewest repeated games first; how often they met counts below)
 *   table     (changeTables) the fewest of the two teams that would sit at a
 *             table they had earlier this evening, over the tables of this round
 *   spread    (a season of evenings) the game brings the two above the most meetings the season
 *             needs, by the plan of the season ahead (ahead.ts)
 *   ahead     (only when the first pairing leaves a worse season than the plan) not a game of the
 *             plan's first round
 *   rematch   the two met before in the whole competition (a game is a rematch or not)
 *   meetings  how often they met (among rematches: the pair that met least)
 *   byeRank   the bye's place among the fewest-byes teams, lowest-ranked first
 *   record    (difference in record group)², record = wins (or match points)
 *   distance  d², d = teams ranked between the two
 *
 * A maximum-cardinality maximum-weight matching minimises the level sums in
 * this order, so a rematch is made only when no pairing without one exists,
 * and then as few as possible; the Tutte–Berge witness of the pairs without a
 * rematch names the teams that force it. Games are ordered by their
 * better-ranked team (the top game first). Tables: in that order, or with
 * changeTables a second matching, games × tables, minimising first the teams
 * at a table they sat at earlier this evening, then the distance from the
 * game's place in the order.
 */
import {
  LexPacker,
  MatchEdge,
  compareLex,
  lexPacker,
  maxWeightMatching,
  packedBound,
  tutteBergeWitness,
} from '../../matching';
import { seededRng } from '../../rng';
import { ScoredForm, standingsFrom } from '../standings';
import { EntrantId, KeezenCompetition, compareKeys } from '../types';
import { PlanRound, SeasonPlan, comparePlanValue, planSeason } from './ahead';
import { pairKey } from './repeats';
import type {
  SeatedRound,
  SideReason,
  TeamBye,
  TeamCost,
  TeamDrawInput,
  TeamDrawResult,
  TeamGame,
  UnavoidableSet,
} from './types';

/**
 * The present teams in ranking order, and their record groups (the input of `drawTeams`). Paired by
 * record: the order of the standings over every round played (scope event), teams equal on every key in
 * an order drawn from the seed; the record is wins or match points, whichever the order names first (else wins).
 * Paired by lot: an order drawn from the seed, one group.
 */
export function rankTeams(
  comp: KeezenCompetition,
  scored: readonly ScoredForm[],
  present: readonly EntrantId[],
  seed: string,
): { order: EntrantId[]; group: number[] } {
  const s = comp.settings;
  const rng = seededRng(`${seed}|order`);
  if (s.pairBy === 'lot') return { order: rng.shuffle(present), group: present.map(() => 0) };
  const rows = standingsFrom({ ...comp, settings: { ...s, scope: 'event' } }, scored).tables[0]!.rows;
  const here = new Set(present);
  const ranked = rows.filter((r) => here.has(r.entrant));
  const byRank = new Map<number, EntrantId[]>();
  for (const r of ranked) byRank.set(r.rank, [...(byRank.get(r.rank) ?? []), r.entrant]);
  const order: EntrantId[] = [];
  for (const rank of [...byRank.keys()].sort((a, b) => a - b)) order.push(...rng.shuffle(byRank.get(rank)!));
  const key = s.order.find((k) => k === 'wins' || k === 'matchPoints') ?? 'wins';
  const record = new Map(ranked.map((r) => [r.entrant, key === 'matchPoints' ? r.matchPoints : r.wins]));
  const values = [...new Set(order.map((e) => record.get(e)!))].sort((a, b) => b - a);
  return { order, group: order.map((e) => values.indexOf(record.get(e)!)) };
}

/** What the pairing needs to know about each team's past. */
interface TeamPast {
  /** Meetings per pair ("a:b", a < b): this evening and in all. */
  readonly metTonight: Map<string, number>;
  readonly met: Map<string, number>;
  readonly byes: Map<EntrantId, number>;
  /** The side of the team's first game (perTeam colours): 0 = A, 1 = B. */
  readonly colour: Map<EntrantId, 0 | 1>;
  /** Tables the team sat at earlier this evening. */
  readonly tablesTonight: Map<EntrantId, Set<number>>;
  /** Times on side A this evening and in all, and the side of its last game. */
  readonly aTonight: Map<EntrantId, number>;
  readonly aAll: Map<EntrantId, number>;
  readonly lastSide: Map<EntrantId, 0 | 1>;
}

function teamPast(history: readonly SeatedRound[], evening: number): TeamPast {
  const past: TeamPast = {
    metTonight: new Map(),
    met: new Map(),
    byes: new Map(),
    colour: new Map(),
    tablesTonight: new Map(),
    aTonight: new Map(),
    aAll: new Map(),
    lastSide: new Map(),
  };
  const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);
  const ordered = [...history].sort(compareKeys);
  for (const r of ordered) {
    const tonight = r.evening === evening;
    for (const t of r.tables) {
      t.sides.forEach((side, si) => {
        for (const team of side) {
          if (!past.colour.has(team)) past.colour.set(team, si === 0 ? 0 : 1);
          past.lastSide.set(team, si === 0 ? 0 : 1);
          if (si === 0) {
            bump(past.aAll, team);
            if (tonight) bump(past.aTonight, team);
          }
          if (tonight) {
            let set = past.tablesTonight.get(team);
            if (!set) past.tablesTonight.set(team, (set = new Set()));
            set.add(t.table);
          }
          for (let sj = si + 1; sj < t.sides.length; sj++) {
            for (const other of t.sides[sj]!) {
              bump(past.met, pairKey(team, other));
              if (tonight) bump(past.metTonight, pairKey(team, other));
            }
          }
        }
      });
    }
    for (const b of r.byes) bump(past.byes, b);
  }
  return past;
}

const LEVELS = [
  'byeAgain',
  'clash',
  'tonight',
  'table',
  'spread',
  'ahead',
  'rematch',
  'meetings',
  'byeRank',
  'record',
  'distance',
] as const;
/** The index of each level in LEVELS. */
const L = Object.fromEntries(LEVELS.map((name, k) => [name, k])) as Record<(typeof LEVELS)[number], number>;

/**
 * Pairs the present teams and gives each game its sides and table, in named steps: the field (who is
 * there, their past, the bye order), the candidate games with their levels, the packing of the levels
 * into weights, the pairing (one matching), the games seated (sides and tables), the bye described, and
 * the teams that force a repeat.
 */
export function drawTeams(input: TeamDrawInput): TeamDrawResult {
  const field = teamField(input);
  let cands: Candidate[];
  let packing: Packing;
  let pairing: Pairing;
  let season: SeasonPlan | undefined;
  if (!input.ahead) {
    cands = candidates(field, input);
    packing = packLevels(cands, field.maxPairs);
    pairing = pairTeams(field, cands, packing, input);
  } else {
    ({ cands, packing, pairing, season } = lookAhead(field, input, input.ahead));
  }
  const { games, sameTable } = seatGames(field, pairing.pairs, input);
  const bye = describeBye(field, pairing);
  const sums = pairing.sums;
  const cost: TeamCost = {
    clash: sums[L.clash]!,
    byeAgain: sums[L.byeAgain]!,
    tonight: sums[L.tonight]!,
    rematch: sums[L.rematch]!,
    meetings: sums[L.meetings]!,
    byeRank: sums[L.byeRank]!,
    table: sums[L.table]!,
    spread: sums[L.spread]!,
    record: sums[L.record]!,
    distance: sums[L.distance]!,
    sameTable,
  };
  const repeats = input.repeatScope === 'evening' ? cost.tonight : cost.rematch;
  return {
    evening: input.evening,
    round: input.round,
    seed: input.seed,
    games,
    ...(bye ? { bye } : {}),
    cost,
    unavoidable: repeats > 0 || cost.clash > 0 ? unavoidableSets(field, cands, input) : [],
    distanceCap: packing.cap,
    ...(season ? { season: { ...season.value, atBound: season.atBound } } : {}),
  };
}

/**
 * The draw with the season ahead: the best plan of this round and the rounds to come gives the most
 * meetings the season needs (the spread level: no game above it where the levels above allow). The
 * pairing is then valued by the best completion of it; when that is worse than the plan, the draw is
 * made again as close to the plan's first round as the levels above allow (the ahead level), and the
 * better of the two by their completions is kept (the first on a tie: it pairs by record).
 */
function lookAhead(
  field: Field,
  input: TeamDrawInput,
  ahead: NonNullable<TeamDrawInput['ahead']>,
): { cands: Candidate[]; packing: Packing; pairing: Pairing; season: SeasonPlan } {
  const listed = (m: Map<string, number>) =>
    [...m].map(([key, k]) => {
      const [a, b] = key.split(':').map(Number);
      return [a!, b!, k] as const;
    });
  const base = {
    met: listed(field.past.met),
    metTonight: listed(field.past.metTonight),
    ...(input.changeTables
      ? { tablesTonight: [...field.past.tablesTonight].map(([t, set]) => [t, [...set]] as const) }
      : {}),
    seed: `${input.seed}|${input.evening}|${input.round}`,
  };
  const rounds: PlanRound[] = [{ evening: input.evening, present: input.present }, ...ahead];
  const free = planSeason({ ...base, rounds });
  // The pairing's games in the order of the tables they will get (with changeTables), as the plan seats them.
  const completion = (p: Pairing) => {
    const games = p.pairs.map(([i, j]) => ({ a: field.id(i), b: field.id(j) }));
    const tables = input.changeTables ? assignTables(games, field.past) : games.map((_, k) => k + 1);
    const fixed = games.map((g, k) => ({ ...g, table: tables[k]! })).sort((x, y) => x.table - y.table);
    return planSeason({
      ...base,
      rounds: [{ ...rounds[0]!, fixed: fixed.map((g) => [g.a, g.b] as const) }, ...ahead],
      start: free.rounds,
    });
  };
  const make = (guide?: ReadonlySet<string>) => {
    const cands = candidates(field, input, { max: free.value.max, ...(guide ? { guide } : {}) });
    const packing = packLevels(cands, field.maxPairs);
    const pairing = pairTeams(field, cands, packing, input);
    return { cands, packing, pairing, season: completion(pairing) };
  };
  const first = make();
  if (comparePlanValue(first.season.value, free.value) <= 0) return first;
  const guided = make(new Set(free.rounds[0]!.map(([a, b]) => pairKey(a, b))));
  return comparePlanValue(guided.season.value, first.season.value) < 0 ? guided : first;
}

/** The present teams as vertices (positions in `present`, plus a bye vertex when their number is odd) and their past. */
interface Field {
  readonly n: number;
  readonly id: (pos: number) => EntrantId;
  readonly odd: boolean;
  readonly byeVertex: number;
  readonly vertexCount: number;
  readonly maxPairs: number;
  readonly perTeam: boolean;
  readonly past: TeamPast;
  readonly byesOf: (pos: number) => number;
  readonly minByes: number;
  /** Positions by bye preference: fewest byes first, then lowest-ranked. */
  readonly byeOrder: readonly number[];
  /** Each position's place in byeOrder. */
  readonly byeRank: readonly number[];
}

function teamField(input: TeamDrawInput): Field {
  const n = input.present.length;
  if (n < 2) throw new RangeError(`too few teams (${n})`);
  const past = teamPast(
    input.history.filter((r) => r.evening < input.evening || (r.evening === input.evening && r.round < input.round)),
    input.evening,
  );
  const id = (pos: number) => input.present[pos]!;
  const odd = n % 2 === 1;
  const vertexCount = odd ? n + 1 : n;
  // The bye preference: fewest byes first, then lowest-ranked.
  const byesOf = (pos: number) => past.byes.get(id(pos)) ?? 0;
  const minByes = Math.min(...input.present.map((_, pos) => byesOf(pos)));
  const byeOrder = input.present.map((_, pos) => pos).sort((x, y) => byesOf(x) - byesOf(y) || y - x);
  const byeRank = new Array<number>(n);
  byeOrder.forEach((pos, i) => (byeRank[pos] = i));
  return {
    n,
    id,
    odd,
    byeVertex: n,
    vertexCount,
    maxPairs: vertexCount / 2,
    perTeam: input.colours === 'perTeam',
    past,
    byesOf,
    minByes,
    byeOrder,
    byeRank,
  };
}

/** A possible game (u < v; v the bye vertex for the bye) and its value on each level. */
interface Candidate {
  readonly u: number;
  readonly v: number;
  readonly levels: number[];
}

/**
 * Every pair of vertices with its levels. With a season ahead: `max`, the most meetings the season needs
 * (a game above it counts on the spread level); `guide`, the games of a plan's first round (a game not in
 * it counts on the ahead level).
 */
function candidates(
  field: Field,
  input: TeamDrawInput,
  season?: { readonly max: number; readonly guide?: ReadonlySet<string> },
): Candidate[] {
  const { n, id, past, byeVertex, perTeam } = field;
  // With changeTables: the least a game of the two could repeat a table, over this round's tables.
  const tablesThisRound = Math.floor(n / 2);
  const tableRepeat = (a: EntrantId, b: EntrantId): number => {
    if (!input.changeTables) return 0;
    const ta = past.tablesTonight.get(a);
    const tb = past.tablesTonight.get(b);
    if (!ta && !tb) return 0;
    let best = 2;
    for (let t = 1; t <= tablesThisRound && best > 0; t++)
      best = Math.min(best, (ta?.has(t) ? 1 : 0) + (tb?.has(t) ? 1 : 0));
    return best;
  };
  const levelsOf = (i: number, j: number): number[] => {
    if (j === byeVertex) return [field.byesOf(i) - field.minByes, 0, 0, 0, 0, 0, 0, 0, field.byeRank[i]!, 0, 0];
    const a = id(i);
    const b = id(j);
    const ca = past.colour.get(a);
    const cb = past.colour.get(b);
    const clash = perTeam && ca !== undefined && ca === cb ? 1 : 0;
    const dg = input.group[i]! - input.group[j]!;
    const d = Math.abs(j - i) - 1;
    const met = past.met.get(pairKey(a, b)) ?? 0;
    return [
      0,
      clash,
      (past.metTonight.get(pairKey(a, b)) ?? 0) > 0 ? 1 : 0,
      tableRepeat(a, b),
      season && met + 1 > season.max ? 1 : 0,
      season?.guide && !season.guide.has(pairKey(a, b)) ? 1 : 0,
      met > 0 ? 1 : 0,
      met,
      0,
      dg * dg,
      d,
    ];
  };
  const cands: Candidate[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) cands.push({ u: i, v: j, levels: levelsOf(i, j) });
    if (field.odd) cands.push({ u: i, v: byeVertex, levels: levelsOf(i, byeVertex) });
  }
  return cands;
}

/** The levels packed into one weight: widths from the largest value present, the distance capped only when the product would pass 2^50. */
interface Packing {
  readonly packer: LexPacker;
  readonly cap: number;
  /** A candidate's values as packed (the distance squared, capped). */
  readonly valuesOf: (c: Candidate) => number[];
}

function packLevels(cands: readonly Candidate[], maxPairs: number): Packing {
  const maxima = new Array<number>(LEVELS.length).fill(0);
  for (const c of cands) c.levels.forEach((x, k) => (maxima[k] = Math.max(maxima[k]!, x)));
  let cap = maxima[L.distance]!;
  const levelsFor = (dcap: number) =>
    LEVELS.map((name, k) => ({
      name,
      max: k === L.distance ? dcap * dcap : maxima[k]!,
      ...(k === L.byeAgain || k === L.byeRank ? { count: 1 } : {}),
    }));
  while (cap > 1 && !Number.isFinite(packedBound(levelsFor(cap), maxPairs))) cap = Math.floor(cap * 0.9);
  const packer = lexPacker(levelsFor(cap), maxPairs);
  const valuesOf = (c: Candidate) => c.levels.map((x, k) => (k === L.distance ? Math.min(x, cap) ** 2 : x));
  return { packer, cap, valuesOf };
}

/** The pairing: the matching, its games (positions), the bye's position, the level sums, and a way to solve again. */
interface Pairing {
  readonly mate: readonly number[];
  readonly pairs: readonly [number, number][];
  /** The bye team's position, or -1. */
  readonly byePos: number;
  readonly sums: readonly number[];
  /** The bye's position forced by `byeTo`, or -1. */
  readonly forced: number;
  /** The best matching among the candidates `keep` allows. */
  readonly solve: (keep: (c: Candidate) => boolean) => number[];
  /** The level sums of a matching. */
  readonly sumsOf: (m: readonly number[]) => number[];
}

function pairTeams(field: Field, cands: readonly Candidate[], packing: Packing, input: TeamDrawInput): Pairing {
  const { n, odd, byeVertex, vertexCount, id, past } = field;
  const { packer, valuesOf } = packing;
  const forced = input.byeTo === undefined ? -1 : input.present.indexOf(input.byeTo);
  if (input.byeTo !== undefined && (!odd || forced < 0)) throw new RangeError(`no bye to give to ${input.byeTo}`);
  const allowed = (c: Candidate) => forced < 0 || c.v !== byeVertex || c.u === forced;
  const solve = (keep: (c: Candidate) => boolean) =>
    maxWeightMatching(
      vertexCount,
      cands.filter(keep).map((c) => ({ u: c.u, v: c.v, weight: packer.weight(valuesOf(c)) })),
      { maxCardinality: true },
    );
  const mate = solve(allowed);

  const levelMap = new Map<string, number[]>();
  for (const c of cands) levelMap.set(`${c.u}:${c.v}`, valuesOf(c));
  const sumsOf = (m: readonly number[]): number[] => {
    const out = new Array<number>(LEVELS.length).fill(0);
    for (let v = 0; v < n; v++) if (m[v]! > v) levelMap.get(`${v}:${m[v]!}`)!.forEach((x, k) => (out[k]! += x));
    return out;
  };
  let pairs: [number, number][] = [];
  for (let v = 0; v < n; v++) if (mate[v]! > v && mate[v]! < n) pairs.push([v, mate[v]!]);
  if (input.changeTables)
    pairs = improveTables(
      pairs,
      (u, v) => levelMap.get(`${Math.min(u, v)}:${Math.max(u, v)}`)!.slice(0, L.table),
      (ps) =>
        tablesCost(
          ps.map(([i, j]) => ({ a: id(i), b: id(j) })),
          past,
        ),
    );
  const byePos = odd ? mate.findIndex((m, v) => v < n && m === byeVertex) : -1;
  const sums = new Array<number>(LEVELS.length).fill(0);
  for (const [i, j] of pairs) levelMap.get(`${i}:${j}`)!.forEach((x, k) => (sums[k]! += x));
  if (byePos >= 0) levelMap.get(`${byePos}:${byeVertex}`)!.forEach((x, k) => (sums[k]! += x));
  return { mate, pairs, byePos, sums, forced, solve, sumsOf };
}

/** The games in the order of their better-ranked team, each with its sides and table. */
function seatGames(
  field: Field,
  pairs: readonly [number, number][],
  input: TeamDrawInput,
): { games: TeamGame[]; sameTable: number } {
  const { id, past, perTeam } = field;
  const rng = seededRng(`${input.seed}|teams|${input.evening}|${input.round}`);
  const sided = pairs.map(([i, j]) => sides(id(i), id(j), past, perTeam, rng));
  const tableOf = input.changeTables ? assignTables(sided, past) : sided.map((_, k) => k + 1);
  let sameTable = 0;
  const games: TeamGame[] = sided.map((g, k) => {
    const table = tableOf[k]!;
    const same = input.changeTables ? [g.a, g.b].filter((t) => past.tablesTonight.get(t)?.has(table)) : [];
    sameTable += same.length;
    const colourA = past.colour.get(g.a);
    const clash = perTeam && colourA !== undefined && colourA === past.colour.get(g.b);
    return {
      table,
      a: g.a,
      b: g.b,
      metTonight: past.metTonight.get(pairKey(g.a, g.b)) ?? 0,
      met: past.met.get(pairKey(g.a, g.b)) ?? 0,
      clash,
      ...(clash ? { clashColour: colourA === 0 ? 0 : 1 } : {}),
      sameTable: same,
      side: g.side,
    };
  });
  games.sort((x, y) => x.table - y.table);
  return { games, sameTable };
}

/**
 * The bye, with the lower-ranked teams passed over; when the lowest-ranked team with the fewest byes is
 * passed over, the first level on which the best draw with the bye to it is worse.
 */
function describeBye(field: Field, pairing: Pairing): TeamBye | undefined {
  const { n, id, byeVertex, byesOf } = field;
  const { byePos, forced } = pairing;
  if (byePos < 0) return undefined;
  const passed: { team: EntrantId; byes: number }[] = [];
  for (let pos = n - 1; pos > byePos; pos--) passed.push({ team: id(pos), byes: byesOf(pos) });
  const lowest = field.byeOrder[0]!;
  let notLowest: TeamBye['notLowest'];
  if (forced < 0 && lowest !== byePos) {
    const alt = pairing.sumsOf(pairing.solve((c) => c.v !== byeVertex || c.u === lowest));
    const chosen = pairing.sumsOf(pairing.mate);
    const k = alt.findIndex((x, i) => x !== chosen[i]);
    const because = LEVELS[k];
    if (
      because === 'clash' ||
      because === 'tonight' ||
      because === 'table' ||
      because === 'spread' ||
      because === 'rematch' ||
      because === 'meetings'
    )
      notLowest = { team: id(lowest), because };
  }
  return { team: id(byePos), byesBefore: byesOf(byePos), passed, ...(notLowest ? { notLowest } : {}) };
}

/** Why no pairing without a repeat (or a clash) exists: the Tutte–Berge witness of the clean pairs. */
function unavoidableSets(field: Field, cands: readonly Candidate[], input: TeamDrawInput): UnavoidableSet[] {
  const { n, id, past, vertexCount, byeVertex, perTeam } = field;
  const unavoidable: UnavoidableSet[] = [];
  const clean: [number, number][] = [];
  let clashes = false;
  for (const c of cands) {
    const rep = input.repeatScope === 'evening' ? c.levels[L.tonight]! : c.levels[L.rematch]!;
    if (c.levels[L.clash]! > 0) clashes = true;
    if (c.levels[L.clash] === 0 && c.levels[L.byeAgain] === 0 && rep === 0) clean.push([c.u, c.v]);
  }
  const witness = tutteBergeWitness(vertexCount, clean);
  const barrier = witness.barrier.filter((v) => v < n);
  for (const comp of witness.oddComponents) {
    const inSet = comp.filter((v) => v < n);
    if (inSet.length === 0) continue;
    const set: UnavoidableSet = {
      teams: inSet.map(id),
      barrier: barrier.map(id),
      bye: comp.includes(byeVertex) ? 'inSet' : witness.barrier.includes(byeVertex) ? 'inBarrier' : 'none',
      colours: clashes,
      met: [],
      sameColour: [],
    };
    if (inSet.length === 1) {
      // One team alone: whom it can still play (its clean pairs); every other present team it met already, or it has the same colour.
      const x = inSet[0]!;
      const scoped = input.repeatScope === 'evening' ? past.metTonight : past.met;
      const options = new Set(clean.flatMap(([u, v]) => (u === x ? [v] : v === x ? [u] : [])));
      const met: EntrantId[] = [];
      const sameColour: EntrantId[] = [];
      for (let pos = 0; pos < n; pos++) {
        if (pos === x || options.has(pos)) continue;
        ((scoped.get(pairKey(id(x), id(pos))) ?? 0) > 0 ? met : sameColour).push(id(pos));
      }
      const can = [...options].filter((v) => v < n).sort((a, b) => a - b);
      const colour = past.colour.get(id(x));
      unavoidable.push({
        ...set,
        barrier: can.map(id),
        bye: options.has(byeVertex) ? 'inBarrier' : 'none',
        met,
        sameColour,
        ...(perTeam && colour !== undefined ? { colour } : {}),
      });
      continue;
    }
    unavoidable.push(set);
  }
  return unavoidable;
}

/** Which team of a game is side A (left on the form: deals first, plays colour A). */
function sides(
  x: EntrantId,
  y: EntrantId,
  past: TeamPast,
  perTeam: boolean,
  rng: { int(n: number): number },
): { a: EntrantId; b: EntrantId; side: SideReason } {
  const as = (a: EntrantId, side: SideReason) => ({ a, b: a === x ? y : x, side });
  if (perTeam) {
    const cx = past.colour.get(x);
    const cy = past.colour.get(y);
    if (cx !== undefined && cy !== undefined) return cx === cy ? as(x, 'clash') : as(cx === 0 ? x : y, 'colour');
    if (cx !== undefined) return as(cx === 0 ? x : y, 'colour');
    if (cy !== undefined) return as(cy === 0 ? y : x, 'colour');
    return as(rng.int(2) === 0 ? x : y, 'drawn');
  }
  const tx = past.aTonight.get(x) ?? 0;
  const ty = past.aTonight.get(y) ?? 0;
  if (tx !== ty) return as(tx < ty ? x : y, 'balance');
  const ax = past.aAll.get(x) ?? 0;
  const ay = past.aAll.get(y) ?? 0;
  if (ax !== ay) return as(ax < ay ? x : y, 'balance');
  const lx = past.lastSide.get(x);
  const ly = past.lastSide.get(y);
  if (lx !== undefined && ly !== undefined && lx !== ly) return as(lx === 1 ? x : y, 'lastB');
  return as(rng.int(2) === 0 ? x : y, 'drawn');
}

/**
 * With changeTables: re-pair two games at a time (a–b, c–d into a–c, b–d or
 * a–d, b–c) when that keeps every level above the table level and lets fewer
 * teams sit at a table they had earlier this evening. The matching's table
 * level looks at one game at a time; two games can want the same free table,
 * which only the assignment sees.
 */
function improveTables(
  pairs: [number, number][],
  high: (u: number, v: number) => number[],
  cost: (ps: [number, number][]) => number,
): [number, number][] {
  const norm = (ps: [number, number][]) =>
    ps.map(([x, y]) => (x < y ? [x, y] : [y, x]) as [number, number]).sort((p, q) => p[0] - q[0]);
  let best = norm(pairs);
  let bestCost = cost(best);
  const add = (x: number[], y: number[]) => x.map((v, k) => v + y[k]!);
  for (let pass = 0; pass < 4 && bestCost > 0; pass++) {
    let improved = false;
    for (let g = 0; g < best.length && bestCost > 0; g++) {
      for (let h = g + 1; h < best.length && bestCost > 0; h++) {
        const [a, b] = best[g]!;
        const [c, d] = best[h]!;
        const before = add(high(a, b), high(c, d));
        for (const alt of [
          [
            [a, c],
            [b, d],
          ],
          [
            [a, d],
            [b, c],
          ],
        ] as [number, number][][]) {
          const after = add(high(alt[0]![0], alt[0]![1]), high(alt[1]![0], alt[1]![1]));
          if (compareLex(after, before) > 0) continue;
          const trial = norm(best.map((p, k) => (k === g ? alt[0]! : k === h ? alt[1]! : p)));
          const c2 = cost(trial);
          if (c2 < bestCost) {
            best = trial;
            bestCost = c2;
            improved = true;
            break;
          }
        }
      }
    }
    if (!improved) break;
  }
  return best;
}

/** Teams at a table they had earlier this evening, under the best assignment of these games (in this order). */
function tablesCost(games: readonly { a: EntrantId; b: EntrantId }[], past: TeamPast): number {
  const tables = assignTables(games, past);
  let c = 0;
  games.forEach((g, k) => {
    for (const t of [g.a, g.b]) if (past.tablesTonight.get(t)?.has(tables[k]!)) c++;
  });
  return c;
}

/**
 * Tables for the games (in their order) so that as few teams as possible sit
 * at a table they had earlier this evening, then as close to the game's place
 * in the order as possible: a maximum-weight matching of games to tables.
 */
function assignTables(games: readonly { a: EntrantId; b: EntrantId }[], past: TeamPast): number[] {
  const P = games.length;
  if (P === 0) return [];
  const packer = lexPacker(
    [
      { name: 'sameTable', max: 2 },
      { name: 'offset', max: P - 1 },
    ],
    P,
  );
  const edges: MatchEdge[] = [];
  games.forEach((g, k) => {
    for (let t = 0; t < P; t++) {
      const same = [g.a, g.b].filter((team) => past.tablesTonight.get(team)?.has(t + 1)).length;
      edges.push({ u: k, v: P + t, weight: packer.weight([same, Math.abs(k - t)]) });
    }
  });
  const mate = maxWeightMatching(2 * P, edges, { maxCardinality: true });
  return games.map((_, k) => mate[k]! - P + 1);
}
