/**
 * Whole seasons in the strict Sheets model, as a club runs them: the shipped
 * 28-round Zwarte Dame season and a generated club of 70 players over 37
 * rounds (more than 1,000 result rows), imported into Sheets (each tab exactly
 * its own size), then round by round through the menu and the sidebar:
 * absences, pairing, a new draw, confirm, results, standings, crosstable,
 * rating, explanation and the season end. Odd rounds go through the menu,
 * even rounds through the sidebar. Nothing may throw, no range may fall
 * outside a sheet, and every tab written must read back.
 *
 * Results are typed into Uitslagen as a leader types them (in the Dutch
 * locale), a few per round through the sidebar; the games are decided by a
 * seeded draw weighted by rating, so the season is the same on every run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBundle, Bundle } from '../emu/bundle';
import { createEnv, Env } from '../emu/services';
import type { FakeSheet, Value } from '../emu/spreadsheet';
import { textFor } from '../emu/typed';
import { parseCsv } from '../../src/cli/files/csv';
import { seededRng } from '../../src/core/rng';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { ABSENCE_WORDS } from '../../src/sheet/contract';
import { KeezenSimOptions, simulateKeezen } from '../../src/sim/keezenEvent';

interface Reply {
  result: { ok: boolean; lines: string[]; warnings: string[]; errors: string[]; question?: unknown };
  state: { round: number; problems: string[] };
}

function call(code: Bundle, name: string, ...args: unknown[]): Reply {
  return code[name]!(...(JSON.parse(JSON.stringify(args)) as unknown[])) as Reply;
}

function csv(dir: string, tab: string): string[][] {
  const text = readFileSync(join(__dirname, '..', '..', 'examples', dir, `${tab}.csv`), 'utf8');
  return parseCsv(text).map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c))));
}

/** A tab imported into Sheets from a file: each value as Sheets parses it in the Dutch locale, the tab its own size. */
function importTab(env: Env, name: string, rows: readonly (readonly Value[])[]): FakeSheet {
  return env.spreadsheet.addTypedTab(
    name,
    rows.map((r) => r.map((v) => (typeof v === 'number' ? v : textFor(v, 'nl_NL')))),
  );
}

/** Fails with the reply's own words when a sidebar call did not succeed. */
function ok(reply: Reply, what: string): Reply {
  if (!reply.result.ok || reply.result.errors.length > 0) throw new Error(`${what}: ${reply.result.errors.join('\n')}`);
  if (reply.state.problems.length > 0) throw new Error(`${what}: sidebar shows ${reply.state.problems.join('\n')}`);
  return reply;
}

/** Runs a menu item; any dialog other than a note or the confirm question is a failure. */
function menu(env: Env, code: Bundle, fn: string): void {
  const before = env.ui.alerts.length;
  code[fn]!();
  for (const a of env.ui.alerts.slice(before)) {
    if (a.buttons === 'YES_NO') continue;
    if (/(opmerkingen|notes)$/i.test(a.title)) continue; // notes (e.g. a penalty bye still owed) are no failure
    throw new Error(`${fn}: ${a.title}\n${a.prompt}`);
  }
}

/** Every tab reads back, whole, with one getDataRange().getValues(), and nothing lies outside its grid. */
function readBack(env: Env): void {
  for (const sheet of env.spreadsheet.sheets) {
    const rows = sheet.getDataRange().getValues();
    expect(rows.length).toBeLessThanOrEqual(sheet.maxRows);
    expect(sheet.cells.length).toBeLessThanOrEqual(sheet.maxRows);
    for (const r of sheet.cells) expect(r.length).toBeLessThanOrEqual(sheet.maxColumns);
  }
}

/** A result for a game, drawn by rating: the same on every run. */
function decide(rng: ReturnType<typeof seededRng>, white: number, black: number): string {
  const expected = 1 / (1 + 10 ** ((black - white) / 400));
  const x = rng.next();
  if (x < 0.01) return '+-';
  if (x < expected * 0.85) return '1-0';
  if (x < expected * 0.85 + 0.15) return '½-½';
  return '0-1';
}

interface Club {
  settings: Value[][];
  players: Value[][];
  /** Absences of a round a leader marks (not the byes: the pairing gives those). */
  absences: (round: number) => { name: string; reason: string }[];
  rounds: number;
}

const REASON_KEY = new Map<string, string>(Object.entries(ABSENCE_WORDS).map(([k, w]) => [w.nl, k]));

function fromAbsenceRows(rows: readonly (readonly Value[])[]): Club['absences'] {
  return (round) =>
    rows
      .slice(1)
      .filter(
        (r) =>
          Number(r[0]) === round &&
          REASON_KEY.has(String(r[2])) &&
          !['bye', 'penaltyBye'].includes(REASON_KEY.get(String(r[2]))!),
      )
      .map((r) => ({ name: String(r[1]), reason: REASON_KEY.get(String(r[2]))! }));
}

/**
 * Plays a season: `full` rounds go through every action; the other rounds
 * only pair, confirm, take results and update the standings (the long middle
 * of a season), so the test stays quick while every crossing is reached.
 */
function playSeason(club: Club, full: (round: number) => boolean): Env {
  const env = createEnv({ htmlFiles: { sidebar: '<p>sidebar</p>' } });
  importTab(env, 'Instellingen', club.settings);
  importTab(env, 'Spelers', club.players);
  importTab(env, 'Uitslagen', [['Ronde', 'Wit', 'Zwart', 'Uitslag']]);
  importTab(env, 'Afwezig', [['Ronde', 'Naam', 'Reden']]);
  const code = loadBundle(env.globals);
  code.onOpen({ authMode: 'LIMITED' });
  expect(env.ui.menus[0]!.items.map((i) => i.fn)).toContain('menuMakePairing');
  code.menuSidebar();
  const rating = new Map(club.players.slice(1).map((r) => [String(r[0]), Number(r[1]) || 1500]));
  const rng = seededRng('whole-season');
  const results = env.spreadsheet.tab('Uitslagen')!;
  for (let round = 1; round <= club.rounds; round++) {
    const byMenu = round % 2 === 1;
    const everything = full(round);
    // The sidebar opens on the round in progress, without problems.
    const state = code['sidebarState']!() as Reply['state'];
    expect(state.problems).toEqual([]);
    expect(state.round).toBe(round);
    // Absences: through the sidebar in the full rounds, typed into Afwezig (a row added below) in the others.
    const afwezig = env.spreadsheet.tab('Afwezig')!;
    for (const a of club.absences(round)) {
      if (everything) ok(call(code, 'sidebarSetAbsence', round, a.name, a.reason), `round ${round}: absence ${a.name}`);
      else {
        const row = afwezig.lastRow() + 1;
        if (row > afwezig.maxRows) afwezig.insertRowsAfter(afwezig.maxRows, 1);
        [String(round), a.name, ABSENCE_WORDS[a.reason as keyof typeof ABSENCE_WORDS].nl].forEach((t, j) =>
          afwezig.type(row, j + 1, t),
        );
      }
    }
    if (byMenu) menu(env, code, 'menuMakePairing');
    else ok(call(code, 'sidebarRun', 'makePairing', round), `round ${round}: pairing`);
    if (everything) {
      if (byMenu) menu(env, code, 'menuNewDraw');
      else ok(call(code, 'sidebarRun', 'newDraw', round), `round ${round}: new draw`);
      if (byMenu) menu(env, code, 'menuPairingDisplay');
      else ok(call(code, 'sidebarRun', 'pairingDisplay', round), `round ${round}: beamer`);
    }
    const rowsBefore = results.lastRow();
    if (byMenu) menu(env, code, 'menuConfirmRound');
    else {
      const first = call(code, 'sidebarRun', 'confirmRound', round);
      if (first.result.question)
        ok(call(code, 'sidebarRun', 'confirmRound', round, true), `round ${round}: confirm (accepted)`);
      else ok(first, `round ${round}: confirm`);
    }
    const rowsAfter = results.lastRow();
    expect(rowsAfter).toBeGreaterThan(rowsBefore);
    // Results: two through the sidebar, the rest typed into the tab.
    for (let row = rowsBefore + 1; row <= rowsAfter; row++) {
      const [r, white, black] = [results.peek(row, 1), String(results.peek(row, 2)), String(results.peek(row, 3))];
      expect(r).toBe(round);
      const result = decide(rng, rating.get(white) ?? 1500, rating.get(black) ?? 1500);
      if (row - rowsBefore <= 2)
        ok(call(code, 'sidebarSetResult', round, white, black, result), `round ${round}: result ${white}-${black}`);
      // A forfeit typed without the apostrophe becomes a formula in Sheets (the add-on then says so, at its cell).
      else results.type(row, 4, /^[+-]/.test(result) ? `'${result}` : result);
    }
    if (byMenu) menu(env, code, 'menuUpdateStandings');
    else ok(call(code, 'sidebarRun', 'updateStandings', round), `round ${round}: standings`);
    if (everything) {
      if (byMenu) {
        menu(env, code, 'menuCrosstable');
        menu(env, code, 'menuRating');
      } else {
        ok(call(code, 'sidebarRun', 'crosstable', round), `round ${round}: crosstable`);
        ok(call(code, 'sidebarRun', 'rating', round), `round ${round}: rating`);
      }
      const leader = env.spreadsheet.tab('Ranglijst')!;
      env.spreadsheet.current = { sheet: leader, row: 3, col: 2 };
      menu(env, code, 'menuExplain');
      expect(env.spreadsheet.tab('Uitleg')).toBeDefined();
      readBack(env);
    }
  }
  menu(env, code, 'menuCrosstable');
  menu(env, code, 'menuSeasonEnd');
  ok(call(code, 'sidebarRun', 'seasonEnd', club.rounds), 'season end from the sidebar');
  readBack(env);
  return env;
}

describe('a whole Keizer season in the strict Sheets model', () => {
  test('the shipped 28-round Zwarte Dame season: every action, round by round; Kruistabel passes column Z at round 23', () => {
    const absences = csv('zwarte-dame', 'Afwezig');
    const club: Club = {
      settings: csv('zwarte-dame', 'Instellingen'),
      players: csv('zwarte-dame', 'Spelers'),
      absences: fromAbsenceRows(absences),
      rounds: 28,
    };
    const env = playSeason(club, (r) => r <= 3 || (r >= 21 && r <= 24) || r === 28);
    const cross = env.spreadsheet.tab('Kruistabel')!;
    expect(cross.maxColumns).toBeGreaterThan(26);
    expect(env.spreadsheet.tab('Verloop')!.maxColumns).toBeGreaterThan(26);
    expect(env.spreadsheet.tab('Seizoenseinde')).toBeDefined();
  });

  test('a club of 70 over 37 rounds: Uitslagen passes row 1000 by appends, and every action still runs', () => {
    const season = simulateKeizerSeason({ players: 70, rounds: 37, seed: 'seventy', attendance: 0.85 });
    const tabs = season.tabs as Record<string, Value[][]>;
    const club: Club = {
      settings: tabs['Instellingen']!,
      players: tabs['Spelers']!,
      absences: fromAbsenceRows(tabs['Afwezig']!),
      rounds: 37,
    };
    const env = playSeason(club, (r) => r === 1 || r === 2 || r >= 34);
    const results = env.spreadsheet.tab('Uitslagen')!;
    expect(results.lastRow()).toBeGreaterThan(1000);
    expect(results.maxRows).toBeGreaterThanOrEqual(results.lastRow());
  });
});

/**
 * A Keezen event made with the wizard, then round by round: the draw (menu on
 * odd rounds, sidebar on even ones), the beamer view and score forms, the
 * organiser typing the forms into Uitslagen (in the Dutch locale: times like
 * 1:05 and holes like 2,3 go into the columns the wizard formatted as text),
 * and the standings. The forms come from the seeded simulator, which draws
 * with the same engine: the add-on's tables in Sheets must be the simulator's.
 */
function playEvent(o: KeezenSimOptions): Env {
  const sim = simulateKeezen(o);
  const env = createEnv({ htmlFiles: { sidebar: '<p>sidebar</p>' } });
  const code = loadBundle(env.globals);
  const created = call(code, 'wizardCreate', {
    type: 'keezen',
    preset: o.variant,
    lang: 'nl',
    players: [...sim.names],
    createMissing: false,
  }) as unknown as { status: string; errors: string[] };
  expect(created.errors).toEqual([]);
  expect(env.ui.menus[0]!.items.map((i) => i.fn)).toContain('menuMakeTables');
  const simResults = sim.tabs['Uitslagen']!;
  const simTables = sim.tabs['Tafelindeling']!;
  const header = simResults[0]!.map(String);
  const results = env.spreadsheet.tab('Uitslagen')!;
  // The score form's columns, and Datum for the day of an evening (the simulation does not fill it).
  expect(results.values()[0]).toEqual([...header, 'Datum']);
  const keyOf = (r: readonly unknown[], h: readonly unknown[]) => {
    const e = h.indexOf('Avond');
    return `${e >= 0 ? r[e] : 1}/${r[h.indexOf('Ronde')]}`;
  };
  const rounds = [...new Set(simTables.slice(1).map((r) => keyOf(r, simTables[0]!)))];
  let typed = 1;
  rounds.forEach((key, i) => {
    const byMenu = i % 2 === 0;
    if (byMenu) menu(env, code, 'menuMakeTables');
    else ok(call(code, 'sidebarRun', 'makeTables', i + 1), `${key}: draw`);
    const drawn = env.spreadsheet.tab('Tafelindeling')!.values();
    const ours = drawn
      .slice(1)
      .filter((r) => keyOf(r, drawn[0]!) === key)
      .map((r) => r.map(String));
    const theirs = simTables
      .slice(1)
      .filter((r) => keyOf(r, simTables[0]!) === key)
      .map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c))));
    expect(ours).toEqual(theirs);
    menu(env, code, 'menuTablesDisplay');
    menu(env, code, 'menuScoreForms');
    for (const row of simResults.slice(1).filter((r) => keyOf(r, header) === key)) {
      typed++;
      row.forEach(
        (v, j) => v !== null && v !== undefined && v !== '' && results.type(typed, j + 1, textFor(v, 'nl_NL')),
      );
    }
    if (byMenu) menu(env, code, 'menuUpdateStandings');
    else ok(call(code, 'sidebarRun', 'updateStandings', i + 1), `${key}: standings`);
    readBack(env);
  });
  // The leader draws the next round and then asks for a new draw of it.
  if (rounds.length > 0 && o.variant === 'spelavond') {
    menu(env, code, 'menuMakeTables');
    menu(env, code, 'menuRedrawTables');
  }
  readBack(env);
  expect(env.spreadsheet.tab('Stand')!.values().length).toBeGreaterThan(sim.names.length);
  return env;
}

describe('whole Keezen events in the strict Sheets model', () => {
  test('the NK 4 tegen 4: 16 teams, 4 rounds, time-outs and a forfeit', () => {
    playEvent({ variant: 'nk4tegen4', entrants: 16, seed: 'texel-2025', timeouts: 0.12, forfeits: [[1, 3, 5]] });
  });

  test('a buurtcompetitie evening series: 8 teams over 7 evenings of 3 rounds', () => {
    playEvent({ variant: 'buurtcompetitie', entrants: 8, seed: 'zijtaart-2025', evenings: 7 });
  });

  test('a games night of 60 players, 4 rounds, partners drawn every round', () => {
    playEvent({ variant: 'spelavond', entrants: 60, seed: 'spierdijk', rounds: 4 });
  });
});
