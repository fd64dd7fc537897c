/**
 * The custom functions get a date cell as a JavaScript Date of the moment the
 * cell shows in the spreadsheet's time zone (apps-script/guides/sheets/functions,
 * "Data types"), and may not ask for that zone. Every custom function whose
 * ranges hold a date column (Uitslagen's Datum, Spelers' Vanaf ronde beside
 * it, the Keezen time columns as the wizard makes them: plain text) gives, at
 * a real season's size, what the menu writes, whatever the spreadsheet's zone.
 */
import { loadBundle } from '../emu/bundle';
import { evaluate, growFor } from '../emu/formulas';
import { createEnv, Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { textFor } from '../emu/typed';
import type { Cell } from '../../src/core/cell';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { simulateKeezen } from '../../src/sim/keezenEvent';
import { KEEZEN_RESULTS_TAB, KEIZER_RESULTS_TAB, TabSpec } from '../../src/sheet/contract';

/** The columns the wizard makes plain text (the contract's text columns), by their Dutch header. */
const textOf = (spec: TabSpec) => (tab: string, col: string) =>
  tab === spec.nl && Object.values(spec.columns).some((c) => c.text && c.nl === col);

const ZONES = ['Europe/Amsterdam', 'America/New_York', 'Asia/Tokyo', 'Pacific/Auckland'];

/** The day of round r, typed as a Dutch club types it (a date cell once typed). */
const dayOf = (round: number) => {
  const d = new Date(Date.UTC(2025, 8, 4 + 7 * (round - 1)));
  return `${d.getUTCDate()}-${d.getUTCMonth() + 1}-${d.getUTCFullYear()}`;
};

/** The tabs typed into a Dutch spreadsheet of `zone`: text as typed (dates become date cells), numbers as numbers. */
function typedEnv(zone: string, tabs: Record<string, Cell[][]>, text: (tab: string, col: string) => boolean): Env {
  const env = createEnv({ timeZone: zone });
  for (const [name, rows] of Object.entries(tabs)) {
    const header = (rows[0] ?? []).map(String);
    const sheet = env.spreadsheet.addTypedTab(
      name,
      rows.map((r, i) =>
        r.map((v, j) => (typeof v === 'number' ? v : i > 0 && text(name, header[j]!) ? '' : textFor(v, 'nl_NL'))),
      ),
    );
    // Columns the wizard makes plain text: what was typed stays text.
    rows.forEach((r, i) =>
      r.forEach((v, j) => {
        if (i === 0 || !text(name, header[j]!)) return;
        sheet.cell(i + 1, j + 1).numberFormat = '@';
        if (v !== null && v !== undefined && v !== '') sheet.type(i + 1, j + 1, String(v));
      }),
    );
  }
  return env;
}

describe('KEIZERPOINTS and KEIZERUITLEG with a Datum column, 70 players × 37 rounds', () => {
  const season = simulateKeizerSeason({ players: 70, rounds: 37, seed: 'dates', attendance: 0.8, lateEntrants: 4 });
  const tabs = { ...season.tabs };
  const results = tabs.Uitslagen!;
  tabs.Uitslagen = results.map((r, i) => [...r, i === 0 ? 'Datum' : dayOf(Number(r[0]))]);
  const late = season.competition.players.find((p) => p.fromRound !== undefined)!.name;

  const run = (zone: string) => {
    const env = typedEnv(zone, tabs, textOf(KEIZER_RESULTS_TAB));
    expect(
      env.spreadsheet
        .tab('Uitslagen')!
        .cells.flat()
        .some((c) => c.date === 'date' || c.date === 'datetime'),
    ).toBe(true);
    const code = loadBundle(env.globals);
    code.menuUpdateStandings();
    expect(env.ui.alerts).toEqual([]);
    const points = evaluate(
      env,
      code,
      growFor(env, '=KEIZERPOINTS(Spelers!A:K, Uitslagen!A:E, Afwezig!A:C, Instellingen!A:B)'),
    );
    const ranges = ['Spelers', 'Uitslagen', 'Afwezig', 'Instellingen'].map((t) => {
      const sheet = env.spreadsheet.tab(t)!;
      return Array.from({ length: sheet.maxRows }, (_, r) =>
        Array.from({ length: sheet.maxColumns }, (_, c) => sheet.peek(r + 1, c + 1)),
      );
    });
    env.mode = 'CUSTOM_FUNCTION';
    const explained = code.KEIZERUITLEG!(late, ...ranges) as Value[][];
    return { points, explained, tab: env.spreadsheet.tab('Ranglijst')!.values().slice(1) };
  };

  let amsterdam: ReturnType<typeof run>;
  beforeAll(() => {
    amsterdam = run('Europe/Amsterdam');
  });
  test.each(ZONES)('in a spreadsheet of %s: KEIZERPOINTS is the Ranglijst, KEIZERUITLEG as in every zone', (zone) => {
    const r = zone === 'Europe/Amsterdam' ? amsterdam : run(zone);
    expect(r.points).toEqual(r.tab);
    expect(r.points).toEqual(amsterdam.points);
    expect(r.explained).toEqual(amsterdam.explained);
    expect(r.explained.length).toBeGreaterThan(2);
  });
});

describe('KEEZSTAND with a Datum column and the time columns as the wizard makes them', () => {
  const cases = [
    ['buurtcompetitie', simulateKeezen({ variant: 'buurtcompetitie', entrants: 8, seed: 'dates', evenings: 7 })],
    ['nk4tegen4', simulateKeezen({ variant: 'nk4tegen4', entrants: 16, seed: 'dates', timeouts: 0.2 })],
    ['spelavond', simulateKeezen({ variant: 'spelavond', entrants: 60, seed: 'dates', rounds: 4 })],
  ] as const;

  test.each(cases.flatMap(([v, sim]) => ZONES.map((z) => [v, z, sim] as const)))(
    '%s in a spreadsheet of %s: the Live stand is the Stand',
    (_variant, zone, sim) => {
      const tabs = { ...sim.tabs };
      const results = tabs.Uitslagen!;
      const header = results[0]!.map(String);
      const round = header.indexOf('Ronde');
      tabs.Uitslagen = results.map((r, i) => [...r, i === 0 ? 'Datum' : dayOf(Number(r[round]))]);
      const env = typedEnv(zone, tabs, textOf(KEEZEN_RESULTS_TAB));
      expect(
        env.spreadsheet
          .tab('Uitslagen')!
          .cells.flat()
          .some((c) => c.date !== undefined),
      ).toBe(true);
      const code = loadBundle(env.globals);
      code.menuUpdateStandings();
      expect(env.ui.alerts).toEqual([]);
      const width = tabs.Uitslagen[0]!.length;
      const letters = String.fromCharCode(64 + width);
      const live = evaluate(
        env,
        code,
        growFor(env, `=KEEZSTAND(Uitslagen!A:${letters}, Deelnemers!A:C, Instellingen!A:B)`),
      );
      const stand = env.spreadsheet.tab('Stand')!.values();
      const start = stand.findIndex((r) => r[0] === live[0]![0]);
      expect(live).toEqual(stand.slice(start, start + live.length).map((r) => r.slice(0, live[0]!.length)));
    },
  );
});

test("time cells (a sheet not made by the wizard) in a spreadsheet of the script's own zone: the Live stand is the Stand", () => {
  const sim = simulateKeezen({ variant: 'nk4tegen4', entrants: 16, seed: 'dates', timeouts: 0.2 });
  const env = typedEnv('Europe/Amsterdam', sim.tabs, () => false);
  expect(
    env.spreadsheet
      .tab('Uitslagen')!
      .cells.flat()
      .some((c) => c.date === 'time'),
  ).toBe(true);
  const code = loadBundle(env.globals);
  code.menuUpdateStandings();
  const live = evaluate(env, code, growFor(env, '=KEEZSTAND(Uitslagen!A:Q, Deelnemers!A:C, Instellingen!A:B)'));
  const stand = env.spreadsheet.tab('Stand')!.values();
  const start = stand.findIndex((r) => r[0] === live[0]![0]);
  expect(live).toEqual(stand.slice(start, start + live.length).map((r) => r.slice(0, live[0]!.length)));
});
