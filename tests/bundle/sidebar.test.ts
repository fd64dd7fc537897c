/**
 * The round sidebar's server functions in dist/Code.js on the emulator: what
 * they answer (plain data only), the documented edits of Afwezig and
 * Uitslagen (one row or one cell, never another), the lock, and the action
 * catalogue that the menu and the sidebar share.
 */
import { loadBundle, Bundle } from '../emu/bundle';
import { illegalValue } from '../emu/scriptRun';
import { createEnv, Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { CATALOGUE, menuEntries, sidebarEntries } from '../../src/actions/catalogue';
import { render, msg } from '../../src/i18n';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../../src/cli/files/csv';

interface Button {
  id: string;
  label: string;
  long: boolean;
  primary: boolean;
  blocked: string;
}
interface State {
  round: number;
  rounds: number;
  roundTitle: string;
  type: string;
  message: string;
  players: { name: string; status: string; reason: string; detail: string; rank: number }[];
  games: { board: number; white: string; black: string; result: string }[];
  actions: Button[];
  steps: { id: string; label: string; status: string; note: string; actions: Button[] }[];
  season: Button[];
  proposal: {
    title: string;
    lines: string[];
    boards: { board: number; white: string; black: string; why: string }[];
    byes: { line: string; why: string }[];
    problems: string[];
  } | null;
  problems: string[];
  lang: string;
}
interface Reply {
  result: {
    ok: boolean;
    lines: string[];
    warnings: string[];
    errors: string[];
    busy?: boolean;
    question?: { title: string; lines: string[]; consent?: string };
  };
  state: State;
}

function club(locale = 'nl_NL'): { env: Env; code: Bundle } {
  const env = createEnv({ locale });
  env.spreadsheet.addTab('Instellingen', [
    ['Instelling', 'Waarde'],
    ['rounds', 10],
  ]);
  env.spreadsheet.addTab('Spelers', [
    ['Naam', 'Actief'],
    ['Anna', 'ja'],
    ['Bram', 'ja'],
    ['Carla', 'ja'],
    ['Daan', 'ja'],
    ['Eva', 'ja'],
    ['Oud Lid', 'nee'],
  ]);
  env.spreadsheet.addTab('Uitslagen', [
    ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
    [1, 'Anna', 'Bram', '1-0'],
    [1, 'Carla', 'Daan', '½-½'],
    [2, 'Bram', 'Carla', ''],
    [2, 'Daan', 'Anna', '0-1'],
  ]);
  // The club keeps its own column order and a remark column in Afwezig.
  env.spreadsheet.addTab('Afwezig', [
    ['Naam', 'Opmerking', 'Ronde', 'Reden'],
    ['Eva', 'vakantie', 1, 'afgemeld'],
    ['Eva', '', 2, 'afgemeld'],
  ]);
  return { env, code: loadBundle(env.globals) };
}

function values(env: Env, tab: string): Value[][] {
  return env.spreadsheet.tab(tab)!.values();
}

function call<T>(code: Bundle, name: string, ...args: unknown[]): T {
  // Through JSON, as google.script.run carries it.
  const value = code[name]!(...(JSON.parse(JSON.stringify(args)) as unknown[])) as T;
  expect(illegalValue(value)).toBeUndefined();
  return value;
}

describe('sidebarState', () => {
  test("opens on the round in progress (a game without result), with everyone's status", () => {
    const { code } = club();
    const s = call<State>(code, 'sidebarState');
    expect(s.round).toBe(2);
    expect(s.roundTitle).toBe('Ronde 2 van 10');
    expect(s.players.map(({ rank: _rank, ...p }) => p)).toEqual([
      { name: 'Anna', status: 'paired', reason: '', detail: 'Bord 2' },
      { name: 'Bram', status: 'paired', reason: '', detail: 'Bord 1' },
      { name: 'Carla', status: 'paired', reason: '', detail: 'Bord 1' },
      { name: 'Daan', status: 'paired', reason: '', detail: 'Bord 2' },
      { name: 'Eva', status: 'absent', reason: 'excused', detail: '' },
    ]);
    // Ranked as after round 1 (what round 2 was paired by): Anna won against Bram, Carla and Daan drew.
    expect([...s.players].sort((a, b) => a.rank - b.rank).map((p) => p.name)[0]).toBe('Anna');
    expect(s.players.map((p) => p.rank).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(s.games).toEqual([
      { board: 1, white: 'Bram', black: 'Carla', result: '' },
      { board: 2, white: 'Daan', black: 'Anna', result: '0-1' },
    ]);
    // Every sidebar entry of the catalogue is placed once: in a step of the night, or with the season.
    const placed = [...s.steps.flatMap((st) => st.actions), ...s.season, ...s.actions].map((a) => a.id);
    expect(placed).toEqual([
      'reportAbsence',
      'leave',
      'addPlayer',
      'makePairing',
      'newDraw',
      'confirmRound',
      'unrecord',
      'pairingDisplay',
      'addGame',
      'updateStandings',
      'crosstable',
      'rating',
      'seasonEnd',
      'publish',
    ]);
    expect([...placed].sort()).toEqual(
      sidebarEntries('keizer')
        .map((a) => a.id)
        .sort(),
    );
    expect(s.problems).toEqual([]);
  });

  test('the next round once every game has a result; any round on request', () => {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(4, 4).value = '1-0';
    expect(call<State>(code, 'sidebarState').round).toBe(3);
    expect(call<State>(code, 'sidebarState', 1).games).toHaveLength(2);
    expect(call<State>(code, 'sidebarState', 99).round).toBe(3);
  });

  test('English spreadsheet: English texts (the view picks its own, src/i18n/views.ts, by the language)', () => {
    const { code } = club('en_GB');
    const s = call<State>(code, 'sidebarState');
    expect(s.lang).toBe('en');
    expect(s.roundTitle).toBe('Round 2 of 10');
    expect(s.steps[0]!.label).toBe('Absences');
    expect(s.players[0]!.detail).toBe('Board 2');
  });

  test('no competition yet: a message that points to the wizard', () => {
    const env = createEnv();
    const s = call<State>(loadBundle(env.globals), 'sidebarState');
    expect(s.type).toBe('');
    expect(s.message).toBe('Deze spreadsheet heeft nog geen competitie. Begin er een met Nieuwe competitie…');
  });

  test('input errors come with their cell, and the rest still shows', () => {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(3, 4).value = '1-1';
    const s = call<State>(code, 'sidebarState');
    expect(s.problems).toEqual([
      'Uitslagen!D3: onbekende uitslag "1-1"; gebruik 1-0, 0-1, ½-½ (of 0.5-0.5, 1/2-1/2, =), +-, -+ of --',
    ]);
    expect(s.players).toHaveLength(5);
  });
});

describe('sidebarSetAbsence: a documented append to Afwezig', () => {
  test("appends one row below the last, laid out by the tab's own columns", () => {
    const { env, code } = club();
    const before = values(env, 'Afwezig');
    const reply = call<Reply>(code, 'sidebarSetAbsence', 3, 'anna', 'external');
    expect(reply.result).toEqual({ ok: true, lines: ['Ronde 3: Anna afwezig (extern).'], warnings: [], errors: [] });
    expect(values(env, 'Afwezig')).toEqual([...before, ['Anna', '', 3, 'extern']]);
    expect(reply.state.round).toBe(3);
    expect(reply.state.players.find((p) => p.name === 'Anna')).toMatchObject({
      name: 'Anna',
      status: 'absent',
      reason: 'external',
      detail: '',
    });
  });

  test('changing the reason changes that one cell; present again clears that row only', () => {
    const { env, code } = club();
    env.log.clear();
    expect(call<Reply>(code, 'sidebarSetAbsence', 2, 'Eva', 'clubDuty').result.lines).toEqual([
      'Ronde 2: Eva afwezig (clubtaak).',
    ]);
    expect(env.log.count('Range.setValues')).toBe(1);
    expect(values(env, 'Afwezig')[2]).toEqual(['Eva', '', 2, 'clubtaak']);
    expect(call<Reply>(code, 'sidebarSetAbsence', 2, 'Eva', '').result.lines).toEqual(['Ronde 2: Eva aanwezig.']);
    expect(values(env, 'Afwezig')).toEqual([
      ['Naam', 'Opmerking', 'Ronde', 'Reden'],
      ['Eva', 'vakantie', 1, 'afgemeld'],
    ]);
    // The remark column of the cleared row was not the add-on's to touch: it was empty anyway.
    expect(call<Reply>(code, 'sidebarSetAbsence', 2, 'Eva', '').result.lines).toEqual([
      'Ronde 2: Eva stond al zo; niets gewijzigd.',
    ]);
  });

  test('the same click twice does nothing twice', () => {
    const { env, code } = club();
    call<Reply>(code, 'sidebarSetAbsence', 3, 'Bram', 'excused');
    const once = values(env, 'Afwezig');
    expect(call<Reply>(code, 'sidebarSetAbsence', 3, 'Bram', 'excused').result.lines).toEqual([
      'Ronde 3: Bram stond al zo; niets gewijzigd.',
    ]);
    expect(values(env, 'Afwezig')).toEqual(once);
  });

  test('refuses a paired player, a bye by hand, an unknown player, a round out of range: nothing written', () => {
    const { env, code } = club();
    const before = values(env, 'Afwezig');
    expect(call<Reply>(code, 'sidebarSetAbsence', 2, 'Bram', 'excused').result.errors).toEqual([
      'Uitslagen!B4: Bram is in ronde 2 al ingedeeld (Uitslagen!4); haal eerst die partij weg of vul er een uitslag bij in',
    ]);
    expect(call<Reply>(code, 'sidebarSetAbsence', 3, 'Bram', 'bye').result.errors).toEqual([
      'oneven en straf-oneven worden door de indeling gegeven, niet met de hand',
    ]);
    expect(call<Reply>(code, 'sidebarSetAbsence', 3, 'Bram', 'penaltyBye').result.ok).toBe(false);
    expect(call<Reply>(code, 'sidebarSetAbsence', 3, 'Nobody', 'excused').result.errors[0]).toMatch(
      /^onbekende speler "Nobody"/,
    );
    expect(call<Reply>(code, 'sidebarSetAbsence', 3, 'Bramm', 'excused').result.errors).toEqual([
      'onbekende speler "Bramm"; bedoelde u "Bram"? (spelers staan in Spelers)',
    ]);
    expect(call<Reply>(code, 'sidebarSetAbsence', 11, 'Bram', 'excused').result.errors).toEqual([
      'ronde 11 bestaat niet (1 tot en met 10)',
    ]);
    expect(call<Reply>(code, 'sidebarSetAbsence', 3, 'Bram', 'holiday').result.ok).toBe(false);
    expect(call<Reply>(code, 'sidebarSetAbsence', '3', 'Bram', 'excused').result.ok).toBe(false);
    expect(values(env, 'Afwezig')).toEqual(before);
  });

  test('two rows for one player and round: refused, pointing at both', () => {
    const { env, code } = club();
    const afwezig = env.spreadsheet.tab('Afwezig')!;
    afwezig.insertRowsAfter(afwezig.maxRows, 1);
    [['Eva', '', 2, 'extern']].forEach((r, i) => r.forEach((v, j) => afwezig.type(4 + i, j + 1, String(v))));
    expect(call<Reply>(code, 'sidebarSetAbsence', 2, 'Eva', 'clubDuty').result.errors).toEqual([
      'Afwezig!A4: Eva staat in ronde 2 meer dan eens in Afwezig (Afwezig!3, Afwezig!4); verbeter dat eerst in het tabblad',
    ]);
  });

  test('a hostile name is written as text', () => {
    const env = createEnv();
    const name = '=IMPORTXML("http://x","//a")';
    env.spreadsheet.addTab('Spelers', [['Naam'], [name]]);
    env.spreadsheet.addTab('Uitslagen', [['Ronde', 'Wit', 'Zwart', 'Uitslag']]);
    const code = loadBundle(env.globals);
    expect(call<Reply>(code, 'sidebarSetAbsence', 1, name, 'excused').result.ok).toBe(true);
    const tab = env.spreadsheet.tab('Afwezig')!;
    expect(tab.values()).toEqual([
      ['Ronde', 'Naam', 'Reden'],
      [1, name, 'afgemeld'],
    ]);
    for (const row of tab.cells) for (const cell of row) expect(cell.formula).toBeUndefined();
  });

  test('another leader holding the lock: "busy", and nothing is written', () => {
    const { env, code } = club();
    const before = values(env, 'Afwezig');
    env.lock.heldByOther = true;
    const reply = call<Reply>(code, 'sidebarSetAbsence', 3, 'Anna', 'excused');
    expect(reply.result.errors).toEqual([render(msg('busy'), 'nl')]);
    expect(values(env, 'Afwezig')).toEqual(before);
    expect(env.ui.alerts).toEqual([]);
  });
});

describe('sidebarSetResult: the Uitslag cell of one game', () => {
  test('writes the result in its canonical form, one cell, and says which board', () => {
    const { env, code } = club();
    env.log.clear();
    const reply = call<Reply>(code, 'sidebarSetResult', 2, 'Bram', 'Carla', '1/2-1/2');
    expect(reply.result.lines).toEqual(['Ronde 2, bord 1: Bram – Carla ½-½.']);
    expect(env.log.count('Range.setValues')).toBe(1);
    expect(values(env, 'Uitslagen')[3]).toEqual([2, 'Bram', 'Carla', '½-½']);
    expect(reply.state.games[0]!.result).toBe('½-½');
    expect(call<Reply>(code, 'sidebarSetResult', 2, 'Bram', 'Carla', '').result.lines).toEqual([
      'Ronde 2, bord 1: Bram – Carla zonder uitslag.',
    ]);
    expect(values(env, 'Uitslagen')[3]).toEqual([2, 'Bram', 'Carla', '']);
  });

  test('a forfeit result is kept as text, not a formula or a number', () => {
    const { env, code } = club();
    call<Reply>(code, 'sidebarSetResult', 2, 'Bram', 'Carla', '-+');
    const cell = env.spreadsheet.tab('Uitslagen')!.cells[3]![3]!;
    expect(cell.value).toBe('-+');
    expect(cell.formula).toBeUndefined();
  });

  test('refuses an unknown result or a game that is not there', () => {
    const { env, code } = club();
    const before = values(env, 'Uitslagen');
    expect(call<Reply>(code, 'sidebarSetResult', 2, 'Bram', 'Carla', '2-0').result.errors[0]).toMatch(
      /^onbekende uitslag "2-0"/,
    );
    expect(call<Reply>(code, 'sidebarSetResult', 2, 'Carla', 'Bram', '1-0').result.errors).toEqual([
      'Uitslagen: geen partij Carla – Bram in ronde 2 gevonden (is het tabblad net gewijzigd? Vernieuw de zijbalk)',
    ]);
    expect(values(env, 'Uitslagen')).toEqual(before);
  });
});

describe('sidebarRun and the catalogue', () => {
  test('runs a registered action under the lock and answers with its summary, without dialogs', () => {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(4, 4).value = '1-0';
    const reply = call<Reply>(code, 'sidebarRun', 'updateStandings', 2);
    expect(reply.result.ok).toBe(true);
    expect(reply.result.lines[0]).toMatch(/^Ranglijst na ronde 2: 5 spelers; nummer 1 is /);
    expect(env.spreadsheet.tab('Ranglijst')).toBeDefined();
    expect(env.ui.alerts).toEqual([]);
    expect(env.lock.held).toBe(false);
  });

  test('warnings come back as notes', () => {
    const { code } = club();
    const reply = call<Reply>(code, 'sidebarRun', 'updateStandings', 2);
    expect(reply.result.warnings).toEqual(['Uitslagen: ronde 2: 1 partij heeft nog geen uitslag en telt nog niet mee']);
  });

  test('an unknown action is refused', () => {
    const { code } = club();
    expect(call<Reply>(code, 'sidebarRun', 'dropTables', 2).result.errors).toEqual([
      'De zijbalk is verouderd; klik op Vernieuwen en probeer het opnieuw.',
    ]);
  });

  test('every sidebar action has its top-level menu function in the bundle and its label in both languages', () => {
    const code = loadBundle({});
    for (const action of CATALOGUE.filter((e) => e.sidebar)) {
      expect(typeof code[action.menuFunction]).toBe('function');
      expect(render(msg(action.label), 'nl')).not.toBe(render(msg(action.label), 'en'));
    }
  });

  test('every menu item beside the sidebar actions (a name to ask, a page to show) has its top-level function in the bundle and its label in both languages', () => {
    const code = loadBundle({});
    const others = CATALOGUE.filter((e) => e.menu !== false && !e.sidebar);
    expect(others.map((e) => e.id)).toEqual(['explain', 'trfExport', 'standingsDisplay', 'scoreForms']);
    for (const item of others) {
      expect(typeof code[item.menuFunction]).toBe('function');
      expect(render(msg(item.label), 'nl')).not.toBe(render(msg(item.label), 'en'));
    }
  });

  test("the menu shows the actions of the open spreadsheet's type only", () => {
    const { env, code } = club();
    code.onOpen({ authMode: 'LIMITED' });
    const fns = env.ui.menus[0]!.items.map((i) => i.fn).filter(Boolean);
    // Keizer adds "Uitleg van een speler…" (it needs a name) and the TRF export (it shows a page), the website's pages; help.
    const keizerItems = [
      'menuMakePairing',
      'menuNewDraw',
      'menuConfirmRound',
      'menuUnrecord',
      'menuPairingDisplay',
      'menuAddGame',
      'menuReportAbsence',
      'menuLeave',
      'menuAddPlayer',
      'menuUpdateStandings',
      'menuCrosstable',
      'menuRating',
      'menuSeasonEnd',
      'menuPublish',
      'menuExplain',
      'menuTrfExport',
    ];
    expect(fns).toEqual(['menuSidebar', ...keizerItems, 'menuNewCompetition', 'menuHelp']);
    expect(menuEntries('keizer').map((e) => e.menuFunction)).toEqual(keizerItems);

    const keezen = createEnv();
    keezen.spreadsheet.addTab('Instellingen', [
      ['Instelling', 'Waarde'],
      ['type', 'keezen'],
    ]);
    loadBundle(keezen.globals).onOpen({ authMode: 'FULL' });
    const keezenFns = keezen.ui.menus[0]!.items.map((i) => i.fn).filter(Boolean);
    expect(keezenFns).toEqual([
      'menuSidebar',
      'menuMakeTables',
      'menuRedrawTables',
      'menuRecordRound',
      'menuTablesDisplay',
      'menuUnrecord',
      'menuUpdateStandings',
      'menuStandingsDisplay',
      'menuPublish',
      'menuScoreForms',
      'menuNewCompetition',
      'menuHelp',
    ]);
    for (const a of menuEntries('keizer'))
      if (!a.types.includes('keezen')) expect(keezenFns).not.toContain(a.menuFunction);
  });

  test('in AuthMode.NONE the menu is built from the Ui alone', () => {
    const { env, code } = club();
    env.mode = 'NONE';
    env.log.clear();
    code.onOpen({ authMode: 'NONE' });
    // The Ui, and the account's language (Session.getActiveUserLocale needs no authorisation).
    expect(
      env.log.calls.every((c) => /^(SpreadsheetApp\.getUi|Ui\.|Menu\.|Session\.getActiveUserLocale)/.test(c)),
    ).toBe(true);
    expect(env.ui.menus[0]!.items.map((i) => i.caption)).toEqual(['Nieuwe competitie…', 'Clubavond (zijbalk)']);
  });

  test('a quick menu action ends with one toast holding its one-line summary', () => {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(4, 4).value = '1-0';
    code.menuUpdateStandings();
    expect(env.spreadsheet.toasts.map((t) => t.message)).toEqual([
      expect.stringMatching(/^Ranglijst na ronde 2: 5 spelers/),
    ]);
  });
});

describe('the spreadsheet locale is read once per execution', () => {
  test.each([
    ['sidebarState', [2]],
    ['sidebarSetAbsence', [2, 'Eva', '']],
    ['sidebarSetResult', [2, 'Bram', 'Carla', '1-0']],
    ['sidebarRun', ['updateStandings', 2]],
    ['sidebarRun', ['confirmRound', 2]],
  ] as const)('%s', (fn, args) => {
    const { env, code } = club();
    env.log.clear();
    call<Reply>(code, fn, ...args);
    expect(env.log.count('Spreadsheet.getSpreadsheetLocale')).toBe(1);
  });

  test.each(['onOpen', 'menuUpdateStandings', 'menuConfirmRound', 'menuExplain', 'wizardInfo'])('%s', (fn) => {
    const { env, code } = club();
    env.ui.promptAnswers.push(['OK', 'Anna']);
    env.log.clear();
    code[fn]!({ authMode: 'FULL' });
    expect(env.log.count('Spreadsheet.getSpreadsheetLocale')).toBe(1);
  });
});

/** The steps of the sidebar's state: id → status. */
function steps(s: State): Record<string, string> {
  return Object.fromEntries(s.steps.map((st) => [st.id, st.status]));
}
function primary(s: State): string[] {
  return [...s.steps.flatMap((st) => st.actions), ...s.season, ...s.actions].filter((a) => a.primary).map((a) => a.id);
}
function buttonOf(s: State, id: string): Button {
  return [...s.steps.flatMap((st) => st.actions), ...s.season, ...s.actions].find((a) => a.id === id)!;
}

describe("the club night's steps, in order, with the next one primary", () => {
  test('a round in progress: results are next; pairing and confirming say why they cannot be taken', () => {
    const { code } = club();
    const s = call<State>(code, 'sidebarState');
    expect(s.steps.map((st) => st.id)).toEqual(['absences', 'pairing', 'confirm', 'results', 'standings']);
    expect(steps(s)).toEqual({
      absences: 'done',
      pairing: 'done',
      confirm: 'done',
      results: 'next',
      standings: 'open',
    });
    expect(s.steps.find((st) => st.id === 'results')!.note).toBe('1 van 2 uitslagen binnen');
    // The next step (results) has no button of its own: the sidebar leads to the games. No action is primary.
    expect(primary(s)).toEqual([]);
    expect(buttonOf(s, 'makePairing').blocked).toBe('ronde 2 staat in Uitslagen');
    expect(buttonOf(s, 'confirmRound').blocked).toBe('ronde 2 staat in Uitslagen');
    expect(buttonOf(s, 'updateStandings').blocked).toBe('');
    expect(buttonOf(s, 'seasonEnd').blocked).toBe('pas in de laatste ronde (10)');
    expect(s.season.map((a) => a.id)).toEqual(['crosstable', 'rating', 'seasonEnd', 'publish']);
  });

  test('every result in: the standings are next; once written, done', () => {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(4, 4).value = '1-0';
    const s = call<State>(code, 'sidebarState', 2);
    expect(steps(s).standings).toBe('next');
    expect(primary(s)).toEqual(['updateStandings']);
    const after = call<Reply>(code, 'sidebarRun', 'updateStandings', 2).state;
    expect(steps(after).standings).toBe('done');
    expect(primary(after)).toEqual([]);
  });

  test('the next round: pairing is next, confirming waits for it; after the pairing the proposal, and confirming is next', () => {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(4, 4).value = '1-0';
    const s = call<State>(code, 'sidebarState');
    expect(s.round).toBe(3);
    expect(steps(s)).toMatchObject({ absences: 'open', pairing: 'next', confirm: 'blocked', results: 'blocked' });
    expect(primary(s)).toEqual(['makePairing']);
    expect(buttonOf(s, 'confirmRound').blocked).toBe('maak eerst de indeling');
    expect(buttonOf(s, 'newDraw').blocked).toBe('er is nog geen indeling om opnieuw te loten');
    expect(s.proposal).toBeNull();

    const paired = call<Reply>(code, 'sidebarRun', 'makePairing', 3);
    expect(paired.result.ok).toBe(true);
    // The Indeling tab is brought forward, for the leader to check.
    expect(env.spreadsheet.getActiveSheet().getName()).toBe('Indeling');
    const p = paired.state.proposal!;
    expect(p.title).toBe('Voorstel voor ronde 3 (nog niet vastgelegd)');
    expect(p.lines[0]).toMatch(/^Loting \S+; het tabblad Indeling mag u nog wijzigen\.$/);
    // Five players present: two boards and a bye, as on the Indeling tab.
    const rows = values(env, 'Indeling');
    const head = rows.findIndex((r) => r[0] === 'Bord');
    expect(p.boards.map((b) => [b.board, b.white, b.black, b.why])).toEqual(
      rows.slice(head + 1, head + 3).map((r) => [r[0], r[1], r[2], r[3]]),
    );
    expect(p.byes).toHaveLength(1);
    expect(p.byes[0]!.line).toContain(String(rows[head + 3]![1]));
    expect(steps(paired.state)).toMatchObject({ pairing: 'done', confirm: 'next' });
    expect(primary(paired.state)).toEqual(['confirmRound']);
    expect(buttonOf(paired.state, 'newDraw').blocked).toBe('');

    const confirmed = call<Reply>(code, 'sidebarRun', 'confirmRound', 3);
    expect(confirmed.state.proposal).toBeNull();
    expect(steps(confirmed.state)).toMatchObject({ confirm: 'done', results: 'next' });
  });

  test('the relaxations of the proposal in words, as the Versoepeld line of the Indeling tab says', () => {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(4, 4).value = '1-0';
    const plain = call<Reply>(code, 'sidebarRun', 'makePairing', 3).state.proposal!;
    // No relaxation: the seed line only ('—' on the tab says none).
    expect(values(env, 'Indeling').find((r) => r[0] === 'Versoepeld')![1]).toBe('—');
    expect(plain.lines).toHaveLength(1);
    const sheet = env.spreadsheet.tab('Indeling')!;
    const row = sheet.values().findIndex((r) => r[0] === 'Versoepeld') + 1;
    sheet.cell(row, 2).value = 'andere tegenstanders (minstens 6 → 4)';
    expect(call<State>(code, 'sidebarState', 3).proposal!.lines[1]).toBe(
      'Versoepeld: andere tegenstanders (minstens 6 → 4)',
    );
  });
});

describe('making the pairing again over an Indeling tab the leader edited', () => {
  function paired(): { env: Env; code: Bundle; head: number } {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(4, 4).value = '1-0';
    expect(call<Reply>(code, 'sidebarRun', 'makePairing', 3).result.ok).toBe(true);
    return { env, code, head: values(env, 'Indeling').findIndex((r) => r[0] === 'Bord') };
  }

  test('untouched: made again at once (the same draw)', () => {
    const { env, code } = paired();
    const before = values(env, 'Indeling');
    const again = call<Reply>(code, 'sidebarRun', 'makePairing', 3);
    expect(again.result.question).toBeUndefined();
    expect(values(env, 'Indeling')).toEqual(before);
  });

  test('makePairing over a tab edited within the rules keeps the edit: nothing asked, nothing lost', () => {
    const { env, code, head } = paired();
    const sheet = env.spreadsheet.tab('Indeling')!;
    const [w, b] = [sheet.cell(head + 2, 2).value, sheet.cell(head + 2, 3).value];
    sheet.cell(head + 2, 2).value = b!;
    sheet.cell(head + 2, 3).value = w!;
    const again = call<Reply>(code, 'sidebarRun', 'makePairing', 3);
    expect(again.result.question).toBeUndefined();
    expect([sheet.cell(head + 2, 2).value, sheet.cell(head + 2, 3).value]).toEqual([b, w]);
  });

  test.each(['newDraw'])('%s over an edited tab asks first and writes nothing; yes overwrites', (id) => {
    const { env, code, head } = paired();
    const sheet = env.spreadsheet.tab('Indeling')!;
    const [w, b] = [sheet.cell(head + 2, 2).value, sheet.cell(head + 2, 3).value];
    sheet.cell(head + 2, 2).value = b!;
    sheet.cell(head + 2, 3).value = w!;
    const edited = values(env, 'Indeling');
    const asked = call<Reply>(code, 'sidebarRun', id, 3);
    expect(asked.result.question).toEqual({
      title: 'Competitieleider: indeling opnieuw maken',
      lines: [
        'Het tabblad Indeling van ronde 3 wijkt op 1 bord af van wat de loting erop nu geeft: met de hand gewijzigd, of de aanwezigheid is sindsdien veranderd.',
        'Opnieuw maken overschrijft het tabblad. Doorgaan? (Terughalen kan met Bestand → Versiegeschiedenis.)',
      ],
      consent: expect.any(String),
    });
    expect(values(env, 'Indeling')).toEqual(edited);
    // The yes is to what was shown (the sidebar passes the question's consent back).
    const yes = call<Reply>(code, 'sidebarRun', id, 3, asked.result.question!.consent);
    expect(yes.result.ok).toBe(true);
    expect(values(env, 'Indeling')).not.toEqual(edited);
  });

  test('from the menu: a yes/no dialog; no keeps the tab', () => {
    const { env, code, head } = paired();
    env.spreadsheet.tab('Indeling')!.cell(head + 2, 2).value = '';
    const edited = values(env, 'Indeling');
    env.ui.answers.push('NO');
    code.menuMakePairing!();
    expect(env.ui.alerts.at(-1)!.title).toBe('Competitieleider: indeling opnieuw maken');
    expect(values(env, 'Indeling')).toEqual(edited);
  });
});

describe('service calls per click stay one read per tab and one write (and one more read of the row an edit checks)', () => {
  test.each([
    ['sidebarState', [3], []],
    ['sidebarSetAbsence', [3, 'Eva', 'external'], ['Afwezig']],
    ['sidebarSetResult', [2, 'Bram', 'Carla', '1-0'], ['Uitslagen']],
  ] as const)('%s', (fn, args, checked: readonly string[]) => {
    const { env, code } = club();
    call<Reply>(code, 'sidebarRun', 'makePairing', 3);
    env.spreadsheet.addTab('Ranglijst', [['Ranglijst na ronde 1 van 10']]);
    env.log.clear();
    call<Reply>(code, fn, ...args);
    for (const t of ['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig', 'Indeling', 'Ranglijst'])
      expect(env.log.onTab('Range.getValues', t)).toBeLessThanOrEqual(checked.includes(t) ? 2 : 1);
    expect(env.log.count('Range.setValues')).toBeLessThanOrEqual(1);
  });
});

describe('sidebarSetPresence: the Aanwezig cell of one Deelnemers row (Keezen)', () => {
  function keezen(header: Value[]): { env: Env; code: Bundle } {
    const env = createEnv({ locale: 'nl_NL' });
    env.spreadsheet.addTab('Instellingen', [
      ['Instelling', 'Waarde'],
      ['type', 'keezen'],
      ['variant', 'spelavond'],
    ]);
    env.spreadsheet.addTab('Deelnemers', [
      header,
      ...['Lieke', 'Gijs', 'Tom', 'Sara'].map((n, i) => (header.length === 3 ? [i + 1, n, ''] : [i + 1, n])),
    ]);
    return { env, code: loadBundle(env.globals) };
  }

  test('gone home: nee in that row only; back: the cell cleared; the sidebar lists who is in the next draw', () => {
    const { env, code } = keezen(['Nr', 'Naam', 'Aanwezig']);
    env.log.clear();
    const left = call<Reply>(code, 'sidebarSetPresence', 'tom', false);
    expect(left.result.lines).toEqual(['Tom is weg: doet niet mee in de volgende ronde.']);
    expect(env.log.count('Range.setValues')).toBe(1);
    expect(values(env, 'Deelnemers')[3]).toEqual([3, 'Tom', 'nee']);
    const state = left.state as State & { keezen: { entrants: { name: string; present: boolean }[]; note: string } };
    expect(state.keezen.entrants.find((e) => e.name === 'Tom')!.present).toBe(false);
    expect(state.keezen.note).toBe('Nog geen tafelindeling: kies Tafelindeling maken.');
    expect(call<Reply>(code, 'sidebarSetPresence', 'Tom', false).result.lines).toEqual([
      'Tom stond al zo; niets gewijzigd.',
    ]);
    call<Reply>(code, 'sidebarSetPresence', 'Tom', true);
    expect(values(env, 'Deelnemers')[3]).toEqual([3, 'Tom', '']);
  });

  test('no Aanwezig column: refused with what to add, nothing written', () => {
    const { env, code } = keezen(['Nr', 'Naam']);
    const before = values(env, 'Deelnemers');
    expect(call<Reply>(code, 'sidebarSetPresence', 'Tom', false).result.errors).toEqual([
      'Deelnemers: Deelnemers heeft geen kolom Aanwezig; voeg die kolom toe (ja/nee) om aankomst en vertrek bij te houden',
    ]);
    expect(values(env, 'Deelnemers')).toEqual(before);
  });
});

describe('the Keezen calls stay one read per tab and one write', () => {
  const example = (tabName: string) =>
    parseCsv(readFileSync(join(__dirname, '..', '..', 'examples', 'keezen-spelavond', `${tabName}.csv`), 'utf8')).map(
      (r) => r.map((c) => (c === null ? '' : /^-?\d+$/.test(String(c)) ? Number(c) : String(c))),
    );

  test.each([
    ['sidebarState', []],
    ['sidebarSetPresence', ['Lieke Brink', false]],
    [
      'sidebarEnterForm',
      [2, { homeA1: '4', homeA2: '4', homeB1: '2', homeB2: '1', finished: 'ja', winner: 'A', forfeit: '' }],
    ],
  ] as const)('%s', (fn, args) => {
    const env = createEnv({ locale: 'nl_NL' });
    for (const t of ['Instellingen', 'Deelnemers', 'Uitslagen', 'Tafelindeling']) {
      const rows = example(t) as Value[][];
      env.spreadsheet.addTab(
        t,
        t === 'Instellingen' || t === 'Deelnemers'
          ? rows
          : [
              rows[0]!,
              ...rows.slice(1).filter((r) => Number(r[0]) < 2 || (t === 'Tafelindeling' && Number(r[0]) === 2)),
            ],
      );
    }
    const code = loadBundle(env.globals);
    env.log.clear();
    const reply = call<Reply>(code, fn, ...(args as readonly unknown[]));
    if ('result' in reply) expect(reply.result.errors).toEqual([]);
    for (const t of ['Instellingen', 'Deelnemers', 'Uitslagen', 'Tafelindeling'])
      expect(env.log.onTab('Range.getValues', t)).toBeLessThanOrEqual(1);
    expect(env.log.count('Range.setValues')).toBeLessThanOrEqual(1);
  });
});

describe('entries with a page show it from the sidebar too', () => {
  test('the beamer button writes Indeling beamer and opens the two-column page; the website button opens the downloads', () => {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(4, 4).value = '1-0';
    call<Reply>(code, 'sidebarRun', 'makePairing', 3);
    expect(call<Reply>(code, 'sidebarRun', 'pairingDisplay', 3).result.ok).toBe(true);
    expect(env.spreadsheet.tab('Indeling beamer')).toBeDefined();
    expect(env.ui.dialogs.map((d) => d.title)).toEqual(['Ronde 3']);
    expect(env.ui.dialogs[0]!.html).toContain('<div class="columns">');
    expect(call<Reply>(code, 'sidebarRun', 'publish', 3).result.ok).toBe(true);
    expect(env.ui.dialogs[1]!.title).toBe('Competitieleider: website voor de club');
    expect(env.ui.dialogs[1]!.html).toContain('download="index.html"');
  });
});

describe('sidebarSetResults: several boards in one call', () => {
  interface ResultsReply extends Reply {
    rows: { white: string; black: string; ok: boolean; message: string }[];
  }

  test('every result of the call in one write to Uitslagen, each row marked saved', () => {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(5, 4).value = '';
    env.log.clear();
    const reply = call<ResultsReply>(code, 'sidebarSetResults', 2, [
      { white: 'Bram', black: 'Carla', result: '1-0' },
      { white: 'Daan', black: 'Anna', result: '=' },
    ]);
    expect(reply.result.lines).toEqual(['Ronde 2: 2 uitslagen opgeslagen.']);
    expect(reply.rows.map((r) => r.ok)).toEqual([true, true]);
    expect(env.log.count('Range.setValues')).toBe(1);
    expect(values(env, 'Uitslagen').slice(3)).toEqual([
      [2, 'Bram', 'Carla', '1-0'],
      [2, 'Daan', 'Anna', '½-½'],
    ]);
    expect(reply.state.games.map((g) => g.result)).toEqual(['1-0', '½-½']);
  });

  test('a bad entry fails on its own row with why; the good one is saved', () => {
    const { env, code } = club();
    const reply = call<ResultsReply>(code, 'sidebarSetResults', 2, [
      { white: 'Bram', black: 'Carla', result: '2-0' },
      { white: 'Daan', black: 'Anna', result: '1-0' },
    ]);
    expect(reply.rows[0]).toMatchObject({ ok: false, message: expect.stringMatching(/^onbekende uitslag "2-0"/) });
    expect(reply.rows[1]).toEqual({ white: 'Daan', black: 'Anna', ok: true, message: '' });
    expect(values(env, 'Uitslagen').slice(3)).toEqual([
      [2, 'Bram', 'Carla', ''],
      [2, 'Daan', 'Anna', '1-0'],
    ]);
  });

  test('a formula between the edited cells is kept: then the cells are written one by one', () => {
    const { env, code } = club();
    const results = env.spreadsheet.tab('Uitslagen')!;
    results.cell(6, 1).value = 2;
    results.cell(6, 2).value = 'Eva';
    results.cell(6, 3).value = 'Bram';
    results.cell(5, 4).formula = '="0-1"';
    call<ResultsReply>(code, 'sidebarSetResults', 2, [
      { white: 'Bram', black: 'Carla', result: '1-0' },
      { white: 'Eva', black: 'Bram', result: '0-1' },
    ]);
    expect(results.cell(5, 4).formula).toBe('="0-1"');
    expect(values(env, 'Uitslagen')[3]![3]).toBe('1-0');
    expect(values(env, 'Uitslagen')[5]![3]).toBe('0-1');
  });

  test('refuses what is not a list of results: nothing written', () => {
    const { env, code } = club();
    const before = values(env, 'Uitslagen');
    expect(call<ResultsReply>(code, 'sidebarSetResults', 2, 'Bram').result.ok).toBe(false);
    expect(call<ResultsReply>(code, 'sidebarSetResults', 2, [{ white: 'Bram' }]).result.ok).toBe(false);
    expect(values(env, 'Uitslagen')).toEqual(before);
  });
});

describe('sidebarEditBoard: a board of the proposal with the verdict of Ronde vastleggen', () => {
  interface EditReply {
    result: Reply['result'];
    verdict: { changed: { board: string; white: string; black: string }[]; lines: string[]; blocked: boolean } | null;
    state: State | null;
  }

  function proposed(): { env: Env; code: Bundle; boards: Value[][] } {
    const { env, code } = club();
    env.spreadsheet.tab('Uitslagen')!.cell(4, 4).value = '1-0';
    code.menuMakePairing!();
    const rows = values(env, 'Indeling');
    const head = rows.findIndex((r) => r[0] === 'Bord');
    return { env, code, boards: rows.slice(head + 1) };
  }

  test('a preview gives the verdict and writes nothing; saving writes the names and the sidebar shows them', () => {
    const { env, code, boards } = proposed();
    const [a, b] = [String(boards[0]![1]), String(boards[0]![2])];
    const before = values(env, 'Indeling');
    env.log.clear();
    const preview = call<EditReply>(code, 'sidebarEditBoard', 3, { kind: 'swap', a, b }, false);
    expect(env.log.count('Range.setValues')).toBe(0);
    expect(preview.verdict!.changed).toEqual([{ board: '1', white: b, black: a }]);
    expect(preview.verdict!.lines[0]).toMatch(/regel|geen gebroken/);
    expect(values(env, 'Indeling')).toEqual(before);
    const saved = call<EditReply>(code, 'sidebarEditBoard', 3, { kind: 'swap', a, b }, true);
    expect(saved.result.ok).toBe(true);
    expect(saved.result.lines[0]).toBe('Indeling ronde 3: bord 1 met de hand gewijzigd.');
    expect(saved.state!.proposal!.boards[0]).toMatchObject({ white: b, black: a });
  });

  test('refuses a malformed edit', () => {
    const { code } = proposed();
    expect(call<EditReply>(code, 'sidebarEditBoard', 3, { kind: 'swap', a: 'Anna' }, false).result.ok).toBe(false);
    expect(call<EditReply>(code, 'sidebarEditBoard', 3, { kind: 'set', board: 'x' }, true).result.ok).toBe(false);
  });
});
