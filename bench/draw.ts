/**
 * Keezen draw benchmarks: an evening of 60 players and 5 rounds
 * drawn in under 1 s with 0 repeated partners; 40 teams over 4 rounds without
 * a rematch. The conditions are checked on every run: a case throws (and the
 * bench fails) when they do not hold.
 */
import { drawPlayers, drawTeams, SeatedRound } from '../src/core/keezen/draw';
import { findEntry } from '../src/actions/catalogue';
import type { DrawOutcome } from '../src/actions/draw';
import { simulateKeezen } from '../src/sim/keezenEvent';
import { applyChanges } from '../src/workbook/workbook';
import { MemoryWorkbook } from '../src/workbook/memory';
import type { BenchCase } from './harness';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The whole evening planned at once (what round 1 of the night does). */
function eveningPlan(players: number, rounds: number): BenchCase {
  return {
    name: `Keezen partner draw, ${players} players × ${rounds} rounds planned at once, 0 repeated partners`,
    targetMs: 1000,
    runs: 9,
    setup() {
      return () => {
        const r = drawPlayers({
          evening: 1,
          round: 1,
          present: ids(players),
          history: [],
          roundsToPlan: rounds,
          playersPerSide: 2,
          oddPlayers: 'sitOut',
          seed: 'bench',
        });
        if (r.planned.partners !== 0) throw new Error(`${r.planned.partners} repeated partners`);
        return r;
      };
    },
  };
}

/** The evening as the organiser runs it: 5 draws, each re-planning the rest. */
function eveningRoundByRound(players: number, rounds: number): BenchCase {
  return {
    name: `Keezen partner draw, ${players} players, ${rounds} rounds one by one (re-planned), 0 repeated partners`,
    targetMs: 1000,
    runs: 5,
    setup() {
      return () => {
        const history: SeatedRound[] = [];
        for (let round = 1; round <= rounds; round++) {
          const r = drawPlayers({
            evening: 1,
            round,
            present: ids(players),
            history,
            roundsToPlan: rounds - round + 1,
            playersPerSide: 2,
            oddPlayers: 'sitOut',
            seed: 'bench',
          });
          history.push({ evening: 1, round, tables: r.tables, byes: r.sitOut });
          if (r.soFar.partners !== 0) throw new Error(`${r.soFar.partners} repeated partners`);
        }
        return history;
      };
    },
  };
}

/** 40 teams, 4 rounds of team Swiss (records from a fixed sequence of results), no rematch. */
function teamSwiss(teams: number, rounds: number): BenchCase {
  return {
    name: `Keezen team Swiss, ${teams} teams × ${rounds} rounds (engine), no rematch`,
    runs: 9,
    setup() {
      return () => {
        const history: SeatedRound[] = [];
        const wins = new Array<number>(teams).fill(0);
        for (let round = 1; round <= rounds; round++) {
          const order = ids(teams).sort((a, b) => wins[b]! - wins[a]! || a - b);
          const groups = [...new Set(order.map((t) => wins[t]!))];
          const r = drawTeams({
            evening: 1,
            round,
            present: order,
            group: order.map((t) => groups.indexOf(wins[t]!)),
            history,
            colours: 'perTeam',
            changeTables: false,
            repeatScope: 'competition',
            seed: 'bench',
          });
          if (r.cost.rematch !== 0 || r.cost.clash !== 0)
            throw new Error(`round ${round}: ${r.cost.rematch} rematches, ${r.cost.clash} clashes`);
          r.games.forEach((g, k) => wins[k % 2 === 0 ? g.a : g.b]!++);
          history.push({
            evening: 1,
            round,
            tables: r.games.map((g) => ({ table: g.table, sides: [[g.a], [g.b]] })),
            byes: r.bye ? [r.bye.team] : [],
          });
        }
        return history;
      };
    },
  };
}

/** The whole "Tafelindeling maken" action for round 4 of a 40-team NK (reading, standings, pairing, the tab). */
function teamAction(teams: number): BenchCase {
  return {
    name: `Keezen "Tafelindeling maken" action, NK round 4 of ${teams} teams, no rematch`,
    runs: 9,
    setup() {
      const e = simulateKeezen({ variant: 'nk4tegen4', entrants: teams, seed: 'bench', rounds: 3 });
      const tabs = new Map(e.wb.tabs);
      return () => {
        const wb = new MemoryWorkbook(tabs);
        const o = findEntry('makeTables')!.run(wb, { from: 'cli' }).outcome as DrawOutcome;
        if (o.teams!.cost.rematch !== 0) throw new Error(`${o.teams!.cost.rematch} rematches`);
        applyChanges(wb, o.changes);
        return o;
      };
    },
  };
}

/**
 * A small night drawn proven optimal: 9 players, 4 rounds (bound 0, the exact search proves 2); 10 × 5 (0);
 * 12 × 5 (2, proven beforehand).
 */
function exactNight(players: number, rounds: number, opponents: number): BenchCase {
  return {
    name: `Keezen partner draw, ${players} players × ${rounds} rounds, proven: ${opponents} repeated opponents the fewest`,
    targetMs: 3000,
    runs: 3,
    setup() {
      return () => {
        const r = drawPlayers({
          evening: 1,
          round: 1,
          present: ids(players),
          history: [],
          roundsToPlan: rounds,
          playersPerSide: 2,
          oddPlayers: 'sitOut',
          seed: 'bench',
        });
        if (r.planned.optimal !== true || r.planned.opponents !== opponents)
          throw new Error(`${r.planned.opponents} repeated opponents, optimal ${r.planned.optimal}`);
        return r;
      };
    },
  };
}

export const drawCases: BenchCase[] = [
  eveningPlan(60, 5),
  eveningRoundByRound(60, 5),
  exactNight(9, 4, 2),
  exactNight(10, 5, 0),
  exactNight(12, 5, 2),
  teamSwiss(40, 4),
  teamAction(40),
];
