/**
 * What users wait for, as Apps Script runs it: every menu action, the sidebar's
 * state and every custom function, each measured cold (a fresh process that
 * loads dist/Code.js, bench/cold.ts) and warm (the same call again in that context), seven samples per
 * case, at club sizes and at the limits.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Env } from '../tests/emu/services';
import { simulateKeizerSeason } from '../src/sim/keizerSeason';
import { simulateKeezen } from '../src/sim/keezenEvent';

type Tabs = Record<string, readonly (readonly unknown[])[]>;
type Bundle = Record<string, (...a: unknown[]) => unknown>;

export interface ColdCase {
  readonly id: string;
  /** What the user does, for the table. */
  readonly label: string;
  readonly sizes: readonly number[];
  /** "60 players × 37 rounds" */
  readonly sizeLabel: (size: number) => string;
  readonly tabs: (size: number) => Tabs;
  readonly call: (bundle: Bundle, env: Env) => void;
}

const CLUB = [34, 60, 150];
const LIMITS = [...CLUB, 300, 500];

/** A Keizer club after `played` of 37 rounds; the big fields play fewer rounds (their setup pairs every round). */
function keizerTabs(players: number): Tabs {
  const played = players >= 300 ? 8 : 20;
  return simulateKeizerSeason({ players, rounds: 37, played, seed: `cold-${players}` }).tabs;
}
const keizerSize = (n: number) => `${n} players, ${n >= 300 ? 8 : 20} of 37 rounds played`;

/** The typed tabs' values as a custom function receives them (a 2-D array of values). */
const values = (env: Env, tab: string) => env.spreadsheet.tab(tab)!.values();

function menu(fn: string): (b: Bundle, env: Env) => void {
  return (b, env) => {
    env.mode = 'FULL';
    b[fn]!();
  };
}

function custom(fn: string, args: (env: Env) => unknown[]): (b: Bundle, env: Env) => void {
  return (b, env) => {
    const a = args(env);
    env.mode = 'CUSTOM_FUNCTION';
    try {
      b[fn]!(...a);
    } finally {
      env.mode = 'FULL';
    }
  };
}

const keizerRanges = (env: Env) => [
  values(env, 'Spelers'),
  values(env, 'Uitslagen'),
  values(env, 'Afwezig'),
  values(env, 'Instellingen'),
];

export const COLD_CASES: readonly ColdCase[] = [
  {
    id: 'pairing',
    label: 'Menu "Indeling maken"',
    sizes: LIMITS,
    sizeLabel: keizerSize,
    tabs: keizerTabs,
    call: menu('menuMakePairing'),
  },
  {
    id: 'standings',
    label: 'Menu "Ranglijst bijwerken"',
    sizes: LIMITS,
    sizeLabel: keizerSize,
    tabs: keizerTabs,
    call: menu('menuUpdateStandings'),
  },
  {
    id: 'crosstable',
    label: 'Menu "Kruistabel en verloop bijwerken"',
    sizes: CLUB,
    sizeLabel: keizerSize,
    tabs: keizerTabs,
    call: menu('menuCrosstable'),
  },
  {
    id: 'rating',
    label: 'Menu "Clubrating bijwerken"',
    sizes: CLUB,
    sizeLabel: keizerSize,
    tabs: keizerTabs,
    call: menu('menuRating'),
  },
  {
    id: 'seasonEnd',
    label: 'Menu "Seizoen afsluiten"',
    sizes: CLUB,
    sizeLabel: keizerSize,
    tabs: keizerTabs,
    call: menu('menuSeasonEnd'),
  },
  {
    id: 'sidebar',
    label: 'Sidebar opened (sidebarState)',
    sizes: CLUB,
    sizeLabel: keizerSize,
    tabs: keizerTabs,
    call: (b) => void b.sidebarState!(),
  },
  {
    id: 'points',
    label: '=KEIZERPOINTS(…) cell',
    sizes: LIMITS,
    sizeLabel: keizerSize,
    tabs: keizerTabs,
    call: custom('KEIZERPOINTS', keizerRanges),
  },
  {
    id: 'explain',
    label: '=KEIZERUITLEG(…) cell',
    sizes: CLUB,
    sizeLabel: keizerSize,
    tabs: keizerTabs,
    call: custom('KEIZERUITLEG', (env) => [values(env, 'Spelers')[1]![0], ...keizerRanges(env)]),
  },
  {
    id: 'tables',
    label: 'Menu "Tafelindeling maken" (games night)',
    sizes: [60],
    sizeLabel: (n) => `${n} players, round 4 of 5`,
    tabs: (n) => simulateKeezen({ variant: 'spelavond', entrants: n, rounds: 3, seed: 'cold' }).tabs,
    call: menu('menuMakeTables'),
  },
  {
    id: 'nkTables',
    label: 'Menu "Tafelindeling maken" (NK 4 tegen 4)',
    sizes: [40],
    sizeLabel: (n) => `${n} teams, round 4 of 4`,
    tabs: (n) => simulateKeezen({ variant: 'nk4tegen4', entrants: n, rounds: 3, seed: 'cold' }).tabs,
    call: menu('menuMakeTables'),
  },
  {
    id: 'keezenStanding',
    label: '=KEEZSTAND(…) cell (NK)',
    sizes: [40],
    sizeLabel: (n) => `${n} teams, 4 rounds`,
    tabs: (n) => simulateKeezen({ variant: 'nk4tegen4', entrants: n, rounds: 4, seed: 'cold' }).tabs,
    call: custom('KEEZSTAND', (env) => [
      values(env, 'Uitslagen'),
      values(env, 'Deelnemers'),
      values(env, 'Instellingen'),
    ]),
  },
];

export interface ColdResult {
  readonly name: string;
  readonly samples: number;
  readonly cold: { readonly minMs: number; readonly medianMs: number; readonly maxMs: number };
  readonly warm: { readonly minMs: number; readonly medianMs: number; readonly maxMs: number };
}

const SAMPLES = 7;

function spread(xs: number[]): { minMs: number; medianMs: number; maxMs: number } {
  const s = xs.slice().sort((a, b) => a - b);
  return { minMs: s[0]!, medianMs: s[Math.floor(s.length / 2)]!, maxMs: s[s.length - 1]! };
}

/** Runs every case: seven fresh processes each. `child` is dist/bench/cold.js. */
export function runColdCases(child: string, timeZone: string, onResult: (r: ColdResult) => void): ColdResult[] {
  const dir = mkdtempSync(join(tmpdir(), 'competitieleider-cold-'));
  const results: ColdResult[] = [];
  try {
    for (const c of COLD_CASES) {
      for (const size of c.sizes) {
        const file = join(dir, `${c.id}-${size}.json`);
        writeFileSync(file, JSON.stringify(c.tabs(size)));
        const cold: number[] = [];
        const warm: number[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          const run = spawnSync(process.execPath, [child, c.id, String(size), file], {
            encoding: 'utf8',
            env: { ...process.env, TZ: timeZone },
          });
          if (run.status !== 0) throw new Error(`cold ${c.id} ${size}: ${run.stderr}`);
          const m = JSON.parse(run.stdout.trim().split('\n').pop()!) as { coldMs: number; warmMs: number };
          cold.push(m.coldMs);
          warm.push(m.warmMs);
        }
        const r: ColdResult = {
          name: `${c.label}, ${c.sizeLabel(size)}`,
          samples: SAMPLES,
          cold: spread(cold),
          warm: spread(warm),
        };
        results.push(r);
        onResult(r);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
