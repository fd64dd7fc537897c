/**
 * The simulator of Keezen events, as an organiser runs them: every round is
 * drawn by the real draw ("Tafelindeling maken"), played (random but valid
 * score forms typed into Uitslagen, a time-out and a forfeit here and there),
 * and the next round drawn from the games played, with teams or players
 * arriving late or leaving on the way. Deterministic for a seed. Used for the
 * shipped examples, the tests, the benchmarks and the screenshots.
 */
import { tablesEntry } from '../actions/catalogue';
import type { DrawOutcome } from '../actions/draw';
import { optionValues } from '../actions/request';
import type { Cell } from '../core/cell';
import { Rng, seededRng } from '../core/rng';
import { KeezenSettings, Variant, keezenSettingsSpec, presetSettings } from '../core/keezen/settings';
import { KEEZEN_SETTINGS_HELP } from '../core/keezen/settingsHelp';
import { formatMinutes } from '../core/keezen/time';
import { Problems } from '../core/problems';
import { KEEZEN_PARTICIPANTS_TAB, KEEZEN_RESULTS_TAB, SETTINGS_HELP_COLUMN, SETTINGS_TAB } from '../sheet/contract';
import { ResultColumn, readKeezenSettings, scoreFormColumns } from '../sheet/keezenInput';
import { readSettingsTab } from '../sheet/settingsTab';
import { MemoryWorkbook } from '../workbook/memory';
import { applyChanges } from '../workbook/workbook';
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

/** `count` team names: the invented ones, then "Team 17", "Team 18", ... */
export function teamNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => TEAM_NAMES[i] ?? `Team ${i + 1}`);
}

export interface KeezenSimOptions {
  readonly variant: Variant;
  /** Teams, or players on a games night. */
  readonly entrants: number;
  readonly seed: string;
  /** Evenings played (default 1). */
  readonly evenings?: number;
  /** Rounds per evening (default roundsPerEvening, or 4 when open). */
  readonly rounds?: number;
  /** Chance that a game runs out of time (only with a time limit; default 0.1). */
  readonly timeouts?: number;
  /** Absent at the table: [evening, round, entrant index (0-based)]; the form records the forfeit. */
  readonly forfeits?: readonly (readonly [number, number, number])[];
  /** Settings that override the preset in Instellingen. */
  readonly settings?: readonly (readonly [string, Cell])[];
  /** Presence changes before a round's draw: [evening, round, entrant index (0-based), present]. */
  readonly presence?: readonly (readonly [number, number, number, boolean])[];
  /** Chance that two teams stay away for an evening of a season (default 0). */
  readonly awayEvenings?: number;
  /** Type the results after each round (default true). */
  readonly results?: boolean;
}

export interface SimulatedKeezen {
  readonly settings: KeezenSettings;
  /** The tabs as the organiser has them: Instellingen, Deelnemers, Uitslagen, Tafelindeling. */
  readonly tabs: Record<string, Cell[][]>;
  readonly wb: MemoryWorkbook;
  readonly outcomes: readonly DrawOutcome[];
  readonly names: readonly string[];
}

/** Occupied holes (1 = at the entrance .. 4 = farthest) as people write them: "1,3,4" or "-". Pawns tend to fill the farthest holes first. */
function holesText(rng: Rng, holeCount: number, count: number): string {
  const out: number[] = [];
  for (let h = holeCount; h >= 1 && out.length < count; h--)
    if (rng.next() < 0.8 || holeCount - h + 1 > count) out.push(h);
  while (out.length < count) {
    const h = 1 + rng.int(holeCount);
    if (!out.includes(h)) out.push(h);
  }
  return out.length === 0 ? '-' : out.sort((a, b) => a - b).join(',');
}

export function simulateKeezen(o: KeezenSimOptions): SimulatedKeezen {
  const rng = seededRng(`keezen:${o.variant}:${o.seed}`);

  // Instellingen: every setting with its explanation; the preset applies where the value is empty.
  const preset = presetSettings(o.variant);
  const overrides = new Map((o.settings ?? []).map(([k, v]) => [k, v]));
  const settingsRows: Cell[][] = [
    [SETTINGS_TAB.columns.key.nl, SETTINGS_TAB.columns.value.nl, SETTINGS_HELP_COLUMN.nl],
    ['type', 'keezen', 'Soort competitie: keizer of keezen.'],
    ['variant', o.variant, KEEZEN_SETTINGS_HELP.variant.nl],
  ];
  for (const key of Object.keys(keezenSettingsSpec) as (keyof typeof keezenSettingsSpec)[]) {
    if (key === 'variant') continue;
    const spec = keezenSettingsSpec[key];
    const value = (spec.show as (v: unknown) => string)(preset[key]);
    settingsRows.push([
      key,
      overrides.get(key) ?? '',
      `${KEEZEN_SETTINGS_HELP[key].nl} Leeg = ${value === '' ? '(leeg)' : value}.`,
    ]);
    overrides.delete(key);
  }
  for (const [k, v] of overrides) settingsRows.push([k, v, '']);
  const wb = new MemoryWorkbook({ [SETTINGS_TAB.nl]: settingsRows });

  // The settings as the sheet reads them (the preset with the overrides): the forms are typed by them.
  const problems = new Problems();
  const settingsTab = readSettingsTab(wb, problems);
  const s = readKeezenSettings(settingsTab.entries, problems, settingsTab.tab);
  problems.throwIfErrors();
  const n = s.playersPerSide;
  const per = s.pawnsPerPlayer;
  const full = n * per;
  const teams = s.entrant === 'team';
  const names = teams ? teamNames(o.entrants) : clubNames(o.entrants, rng);
  const evenings = o.evenings ?? 1;
  const rounds = o.rounds ?? (s.roundsPerEvening > 0 ? s.roundsPerEvening : 4);
  const columns = scoreFormColumns(s);
  const withEvenings = columns.includes('evening');

  const pc = KEEZEN_PARTICIPANTS_TAB.columns;
  const people = teams ? clubNames(names.length * n, rng) : [];
  const participants: Cell[][] = [
    teams ? [pc.nr.nl, pc.name.nl, pc.players.nl, pc.present.nl] : [pc.nr.nl, pc.name.nl, pc.present.nl],
    ...names.map((name, i) =>
      teams ? [i + 1, name, people.slice(i * n, i * n + n).join(', '), 'ja'] : [i + 1, name, 'ja'],
    ),
  ];
  const presentCol = participants[0]!.length - 1;
  const header = columns.map((k) => KEEZEN_RESULTS_TAB.columns[k].nl);
  wb.tabs.set(KEEZEN_PARTICIPANTS_TAB.nl, participants);
  wb.tabs.set(KEEZEN_RESULTS_TAB.nl, [header]);
  const setPresent = (who: number, present: boolean) =>
    (wb.tabs.get(KEEZEN_PARTICIPANTS_TAB.nl)![who + 1]![presentCol] = present ? 'ja' : 'nee');
  const awayChance = o.awayEvenings ?? 0;

  const outcomes: DrawOutcome[] = [];
  for (let evening = 1; evening <= evenings; evening++) {
    // On an evening of a season two teams may stay away (keeping the number even).
    let away: number[] = [];
    if (evening > 1 || evenings > 1) {
      if (teams && names.length > 4 && rng.next() < awayChance) away = rng.shuffle(names.map((_, i) => i)).slice(0, 2);
      names.forEach((_, i) => setPresent(i, !away.includes(i)));
    }
    for (let round = 1; round <= rounds; round++) {
      for (const [e, r, who, present] of o.presence ?? []) if (e === evening && r === round) setPresent(who, present);
      // The simulated organiser answers yes when forms of the round before are missing (results: false).
      const given = optionValues({ yes: true, ...(withEvenings ? { evening: String(evening) } : {}) });
      const outcome = tablesEntry.run(wb, { from: 'cli', round, options: given }).outcome as DrawOutcome;
      applyChanges(wb, outcome.changes);
      outcomes.push(outcome);
      if (o.results === false) continue;
      const start = 11 * 60 + (round - 1) * 90;
      const rows: Cell[][] = [];
      for (const table of outcome.view.tables) {
        const [sideA, sideB] = table.sides;
        if (
          table.sides.length !== 2 ||
          !sideA ||
          !sideB ||
          sideA.length !== (teams ? 1 : n) ||
          sideB.length !== (teams ? 1 : n)
        )
          continue;
        const form: Partial<Record<ResultColumn, Cell>> = {
          evening,
          round: outcome.view.typedRound,
          table: table.table,
        };
        const who = (e: number) => (teams ? e + 1 : names[e]!);
        if (teams) {
          form.teamA = who(sideA[0]!);
          form.teamB = who(sideB[0]!);
        } else {
          sideA.forEach((e, i) => ((form as Record<string, Cell>)[`playerA${i + 1}`] = who(e)));
          sideB.forEach((e, i) => ((form as Record<string, Cell>)[`playerB${i + 1}`] = who(e)));
        }
        const forfeit = o.forfeits?.find(
          ([e, r, x]) => e === evening && r === round && (sideA.includes(x) || sideB.includes(x)),
        );
        if (forfeit) {
          form.forfeit = who(forfeit[2]);
        } else {
          const timeout = s.timeLimit > 0 && rng.next() < (o.timeouts ?? 0.1);
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
          const sum = (xs: number[]) => xs.reduce((x, y) => x + y, 0);
          if (s.countPer === 'side') {
            form.homeA = sum(a);
            form.homeB = sum(b);
          } else {
            const text = (k: number) => (s.holeValues.length > 0 ? holesText(rng, s.holeValues.length, k) : k);
            a.forEach((k, i) => ((form as Record<string, Cell>)[`homeA${i + 1}`] = text(k)));
            b.forEach((k, i) => ((form as Record<string, Cell>)[`homeB${i + 1}`] = text(k)));
          }
          form.finished = timeout ? 'nee' : 'ja';
          form.winner = timeout ? '' : aWins ? 'A' : 'B';
          const playTime = timeout ? s.timeLimit : Math.round(35 + rng.next() * ((s.timeLimit || 60) - 38));
          form.playTime = formatMinutes(playTime);
          form.handedIn = formatMinutes(start + playTime + 2 + rng.int(6));
        }
        rows.push(columns.map((k) => form[k] ?? ''));
      }
      if (rows.length > 0) wb.append({ tab: KEEZEN_RESULTS_TAB.nl, header, rows });
    }
  }
  return { settings: s, tabs: Object.fromEntries(wb.tabs), wb, outcomes, names };
}
