/**
 * Simulated Keezen events for the examples and tests: the score forms an
 * organiser would type for the NK 4-v-4, a buurtcompetitie season and a games
 * night. Deterministic for a seed. Only valid forms are produced (one complete
 * side per finished game), with a time-out and a forfeit here and there.
 */
import type { Cell } from '../core/cell';
import { Rng, seededRng } from '../core/rng';
import { KeezenSettings, Variant, keezenSettingsSpec, presetSettings } from '../core/keezen/settings';
import { formatMinutes } from '../core/keezen/time';
import { clubNames } from './names';

const TEAM_NAMES = [
  'De Pionniers',
  'Keezkoppen',
  'Tien Vooruit',
  'Zeven Splitsers',
  'Het Honk',
  'De Opzetters',
  'Ruilboeren',
  'Texelse Keezers',
  'Vier Terug',
  'De Startvakjes',
  'Heer & Vrouw',
  'Slagvaardig',
  'De Doorlopers',
  'Aas Opzet',
  'Klooster Keezers',
  'Buurvrouwen',
];

export interface KeezenSimOptions {
  readonly variant: Variant;
  /** Teams (or players on a games night). */
  readonly entrants: number;
  readonly seed: string;
  /** Evenings played (default settings.evenings). */
  readonly evenings?: number;
  /** Rounds per evening (default settings.roundsPerEvening, or 4 when open). */
  readonly rounds?: number;
  /** Chance that a game runs out of time (only with a time limit). */
  readonly timeouts?: number;
  /** Forfeits as [evening, round, absent entrant index]. */
  readonly forfeits?: readonly [number, number, number][];
}

export interface SimulatedKeezen {
  readonly settings: KeezenSettings;
  /** The tabs as the organiser types them. */
  readonly tabs: Record<string, Cell[][]>;
}

/** Random pawn counts of a player who did not get all pawns home. */
function someHome(rng: Rng, max: number): number {
  return Math.min(max, Math.floor(rng.next() * (max + 1)));
}

/** A random set of occupied holes (1..n) written as people do: "1,3,4" or "-". */
function holesText(holes: number[]): string {
  return holes.length === 0 ? '-' : holes.sort((a, b) => a - b).join(',');
}

function randomHoles(rng: Rng, n: number, count: number): number[] {
  // Pawns tend to fill the farthest holes first.
  const out: number[] = [];
  for (let h = n; h >= 1 && out.length < count; h--) if (rng.next() < 0.8 || n - h + 1 > count) out.push(h);
  while (out.length < count) {
    const h = 1 + rng.int(n);
    if (!out.includes(h)) out.push(h);
  }
  return out;
}

export function simulateKeezen(o: KeezenSimOptions): SimulatedKeezen {
  const rng = seededRng(`keezen:${o.variant}:${o.seed}`);
  const s = presetSettings(o.variant);
  const n = s.playersPerSide;
  const per = s.pawnsPerPlayer;
  const full = n * per;
  const teams = s.entrant === 'team';
  const names = teams ? TEAM_NAMES.slice(0, o.entrants) : clubNames(o.entrants, rng);
  const evenings = o.evenings ?? s.evenings;
  const rounds = o.rounds ?? (s.roundsPerEvening > 0 ? s.roundsPerEvening : 4);
  const withEvenings = s.evenings > 1;
  const holes = s.holeValues.length > 0;
  const wins = new Array<number>(names.length).fill(0);
  const met = new Set<string>();

  // Header of Uitslagen, in the variant's terms.
  const header: string[] = [];
  if (withEvenings) header.push('Avond');
  header.push('Ronde', 'Tafel');
  const seats = (side: 'A' | 'B') => Array.from({ length: n }, (_, i) => `${side}${i + 1}`);
  if (teams) header.push('Team A', 'Team B');
  else header.push(...seats('A').map((x) => `Speler ${x}`), ...seats('B').map((x) => `Speler ${x}`));
  if (s.countPer === 'side') header.push('Binnen A', 'Binnen B');
  else header.push(...seats('A').map((x) => `Binnen ${x}`), ...seats('B').map((x) => `Binnen ${x}`));
  header.push('Uitgespeeld', 'Winnaar');
  if (s.timeLimit > 0 || s.order.includes('playTime')) header.push('Speeltijd');
  if (s.order.includes('handedIn')) header.push('Ingeleverd');
  header.push('Reglementair');
  const results: Cell[][] = [header];

  for (let evening = 1; evening <= evenings; evening++) {
    // On a buurtcompetitie evening a team may stay away (with an even number left).
    let present = names.map((_, i) => i);
    if (withEvenings && teams && names.length > 4 && rng.next() < 0.3) {
      const away = rng.shuffle(present).slice(0, 2);
      present = present.filter((i) => !away.includes(i));
    }
    for (let round = 1; round <= rounds; round++) {
      const start = 11 * 60 + (round - 1) * 90;
      let tables: number[][];
      if (teams) {
        // Round 1 at random, then by wins, avoiding rematches where possible.
        const order = round === 1 && evening === 1 ? rng.shuffle(present) : [...present].sort((a, b) => wins[b]! - wins[a]! || rng.next() - 0.5);
        tables = [];
        const free = order.slice();
        while (free.length > 1) {
          const a = free.shift()!;
          let j = free.findIndex((b) => !met.has(`${Math.min(a, b)}-${Math.max(a, b)}`));
          if (j < 0) j = 0;
          const b = free.splice(j, 1)[0]!;
          met.add(`${Math.min(a, b)}-${Math.max(a, b)}`);
          tables.push([a, b]);
        }
      } else {
        // Games night: partners and opponents drawn every round, 2n players a table.
        const drawn = rng.shuffle(present);
        tables = [];
        for (let i = 0; i + 2 * n <= drawn.length; i += 2 * n) tables.push(drawn.slice(i, i + 2 * n));
      }
      tables.forEach((seated, t) => {
        const sideA = teams ? [seated[0]!] : seated.slice(0, n);
        const sideB = teams ? [seated[1]!] : seated.slice(n, 2 * n);
        const forfeit = o.forfeits?.find(([e, r, who]) => e === evening && r === round && (sideA.includes(who) || sideB.includes(who)));
        const row: Cell[] = [];
        if (withEvenings) row.push(evening);
        row.push(round, t + 1);
        row.push(...sideA.map((i) => (teams ? i + 1 : names[i]!)), ...sideB.map((i) => (teams ? i + 1 : names[i]!)));
        const timeout = s.timeLimit > 0 && rng.next() < (o.timeouts ?? 0.1);
        const aWins = rng.next() < 0.5;
        const playTime = timeout ? s.timeLimit : Math.round(35 + rng.next() * ((s.timeLimit || 60) - 38));
        const counts: Cell[] = [];
        let winner: Cell = '';
        if (forfeit) {
          counts.push(...new Array<Cell>(s.countPer === 'side' ? 2 : 2 * n).fill(''));
        } else {
          const perPlayer = (complete: boolean): number[] => {
            if (complete) return new Array<number>(n).fill(per);
            for (;;) {
              const xs = Array.from({ length: n }, () => someHome(rng, per));
              if (xs.reduce((x, y) => x + y, 0) < full) return xs;
            }
          };
          const a = perPlayer(!timeout && aWins);
          const b = perPlayer(!timeout && !aWins);
          if (s.countPer === 'side') counts.push(a.reduce((x, y) => x + y, 0), b.reduce((x, y) => x + y, 0));
          else if (holes) counts.push(...[...a, ...b].map((k) => holesText(randomHoles(rng, per, k))));
          else counts.push(...a, ...b);
          if (!timeout) {
            winner = aWins ? 'A' : 'B';
            for (const i of aWins ? sideA : sideB) wins[i]!++;
          }
        }
        row.push(...counts);
        row.push(forfeit ? '' : timeout ? 'nee' : 'ja', forfeit ? '' : winner);
        if (s.timeLimit > 0 || s.order.includes('playTime')) row.push(forfeit ? '' : formatMinutes(playTime));
        if (s.order.includes('handedIn')) row.push(forfeit ? '' : formatMinutes(start + playTime + 2 + rng.int(6)));
        row.push(forfeit ? (teams ? forfeit[2] + 1 : names[forfeit[2]]!) : '');
        if (forfeit) for (const i of sideA.includes(forfeit[2]) ? sideB : sideA) wins[i]!++;
        results.push(row);
      });
    }
  }

  const settingsRows: Cell[][] = [
    ['Instelling', 'Waarde', 'Uitleg'],
    ['type', 'keezen', 'Soort competitie: keizer of keezen.'],
    ['variant', o.variant, keezenSettingsSpec.variant.help.nl],
  ];
  for (const key of Object.keys(keezenSettingsSpec) as (keyof typeof keezenSettingsSpec)[]) {
    if (key === 'variant') continue;
    const spec = keezenSettingsSpec[key];
    const value = (spec.show as (v: unknown) => string)(s[key]);
    settingsRows.push([key, '', `${spec.help.nl} Leeg = ${value === '' ? '(leeg)' : value}.`]);
  }
  const participants: Cell[][] = [teams ? ['Nr', 'Naam', 'Spelers'] : ['Nr', 'Naam']];
  const people = teams ? clubNames(names.length * n, rng) : [];
  names.forEach((name, i) => participants.push(teams ? [i + 1, name, people.slice(i * n, i * n + n).join(', ')] : [i + 1, name]));
  return { settings: s, tabs: { Instellingen: settingsRows, Deelnemers: participants, Uitslagen: results } };
}
