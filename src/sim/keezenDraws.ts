/**
 * Whole Keezen events run through the draw, as an organiser runs them: draw a
 * round ("Tafelindeling maken"), play it (random but valid score forms typed
 * into Uitslagen), draw the next, with people arriving late or leaving on the
 * way. For tests, the bench and the screenshots. Deterministic for a seed.
 */
import { DrawOutcome, makeDraw } from '../actions/draw';
import type { Cell } from '../core/cell';
import { KeezenSettings, Variant, presetSettings } from '../core/keezen/settings';
import { Rng, seededRng } from '../core/rng';
import { MemoryWorkbook } from '../workbook/memory';
import { applyChanges } from '../workbook/workbook';
import { TEAM_NAMES } from './keezenEvent';
import { clubNames } from './names';

export interface DrawnEventOptions {
  readonly variant: Variant;
  /** Teams, or players on a games night. */
  readonly entrants: number;
  readonly seed: string;
  /** Evenings to play (default 1). */
  readonly evenings?: number;
  /** Rounds per evening (default roundsPerEvening, or 4 when open). */
  readonly rounds?: number;
  /** Extra rows for Instellingen. */
  readonly settings?: readonly (readonly [string, Cell])[];
  /** Presence changes before a round's draw: [evening, round, entrant index (0-based), present]. */
  readonly presence?: readonly (readonly [number, number, number, boolean])[];
  /** Type results after each round (default true). */
  readonly results?: boolean;
}

export interface DrawnEvent {
  readonly wb: MemoryWorkbook;
  readonly settings: KeezenSettings;
  readonly outcomes: readonly DrawOutcome[];
  readonly names: readonly string[];
}

export function teamNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => TEAM_NAMES[i] ?? `Team ${i + 1}`);
}

function holesText(rng: Rng, count: number): string {
  if (count === 0) return '-';
  const holes = rng.shuffle([1, 2, 3, 4]).slice(0, count).sort((a, b) => a - b);
  return holes.join(',');
}

export function simulateDrawnEvent(o: DrawnEventOptions): DrawnEvent {
  const rng = seededRng(`drawn:${o.variant}:${o.seed}`);
  const s0 = presetSettings(o.variant);
  const teams = s0.entrant === 'team';
  const names = teams ? teamNames(o.entrants) : clubNames(o.entrants, rng);
  const evenings = o.evenings ?? 1;
  const withEvenings = s0.evenings > 1;
  const n = s0.playersPerSide;
  const per = s0.pawnsPerPlayer;
  const full = n * per;
  const holes = s0.holeValues.length > 0;

  const header: string[] = [];
  if (withEvenings) header.push('Avond');
  header.push('Ronde', 'Tafel');
  const seats = (side: 'A' | 'B') => Array.from({ length: n }, (_, i) => `${side}${i + 1}`);
  if (teams) header.push('Team A', 'Team B');
  else header.push(...seats('A').map((x) => `Speler ${x}`), ...seats('B').map((x) => `Speler ${x}`));
  if (s0.countPer === 'side') header.push('Binnen A', 'Binnen B');
  else header.push(...seats('A').map((x) => `Binnen ${x}`), ...seats('B').map((x) => `Binnen ${x}`));
  header.push('Uitgespeeld', 'Winnaar', 'Speeltijd', 'Ingeleverd');

  const settingsRows: Cell[][] = [['Instelling', 'Waarde'], ['type', 'keezen'], ['variant', o.variant], ...(o.settings ?? []).map((r) => [...r])];
  const participants: Cell[][] = [['Nr', 'Naam', 'Aanwezig'], ...names.map((name, i) => [i + 1, name, 'ja'])];
  const wb = new MemoryWorkbook({ Instellingen: settingsRows, Deelnemers: participants, Uitslagen: [header] });
  const settings = presetSettings(o.variant);
  const rounds = o.rounds ?? (s0.roundsPerEvening > 0 ? s0.roundsPerEvening : 4);
  const outcomes: DrawOutcome[] = [];
  let clock = 19 * 60;
  for (let evening = 1; evening <= evenings; evening++) {
    for (let round = 1; round <= rounds; round++) {
      const deelnemers = wb.tabs.get('Deelnemers')!;
      for (const [e, r, who, present] of o.presence ?? []) if (e === evening && r === round) deelnemers[who + 1]![2] = present ? 'ja' : 'nee';
      const outcome = makeDraw(wb, withEvenings ? { evening, round } : { round });
      applyChanges(wb, outcome.changes);
      outcomes.push(outcome);
      if (o.results === false) continue;
      const rows: Cell[][] = [];
      for (const table of outcome.view.tables) {
        if (table.sides.length !== 2 || table.sides.some((side) => side.length !== (teams ? 1 : n))) continue;
        const row: Cell[] = [];
        if (withEvenings) row.push(evening);
        row.push(outcome.view.typedRound, table.table);
        for (const side of table.sides) for (const e of side) row.push(teams ? names[e]! : names[e]!);
        const timeout = s0.timeLimit > 0 && rng.next() < 0.1;
        const aWins = rng.next() < 0.5;
        const perPlayer = (complete: boolean): number[] => {
          if (complete) return new Array<number>(n).fill(per);
          for (;;) {
            const xs = Array.from({ length: n }, () => rng.int(per + 1));
            if (xs.reduce((x, y) => x + y, 0) < full) return xs;
          }
        };
        const a = perPlayer(!timeout && aWins);
        const b = perPlayer(!timeout && !aWins);
        if (s0.countPer === 'side') row.push(a.reduce((x, y) => x + y, 0), b.reduce((x, y) => x + y, 0));
        else if (holes) row.push(...[...a, ...b].map((k) => holesText(rng, k)));
        else row.push(...a, ...b);
        const playTime = timeout ? s0.timeLimit : 30 + rng.int(40);
        const h = clock + playTime + rng.int(5);
        row.push(timeout ? 'nee' : 'ja', timeout ? '' : aWins ? 'A' : 'B', `${Math.floor(playTime / 60)}:${String(playTime % 60).padStart(2, '0')}`, `${Math.floor(h / 60) % 24}:${String(h % 60).padStart(2, '0')}`);
        rows.push(row);
      }
      if (rows.length > 0) wb.append({ tab: 'Uitslagen', header, rows });
      clock += 75;
    }
  }
  return { wb, settings, outcomes, names };
}
