/**
 * Every action of the catalogue's sidebar (the plain actions), from the menu of dist/Code.js on the emulator,
 * on sample competitions of each type:
 *  - service-call budget: each tab read at most once and written at most once,
 *    and the same number of calls for a small and a large competition;
 *  - no data loss: the tabs the user types are identical before and after
 *    (apart from the documented appends of "Ronde vastleggen", which only add
 *    rows below the existing ones);
 *  - repeating an action gives identical output;
 *  - a failed action writes nothing at all.
 */
import { loadBundle, Bundle } from '../emu/bundle';
import { createEnv, Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { sidebarEntries } from '../../src/actions/catalogue';
import type { CompetitionType } from '../../src/sheet/contract';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { simulateKeezen } from '../../src/sim/keezenEvent';
import type { Cell } from '../../src/core/cell';

/** Tabs the user types, per type; everything else is written by the add-on. */
const TYPED: Record<CompetitionType, string[]> = {
  keizer: ['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig', 'Nooit tegen elkaar'],
  keezen: ['Instellingen', 'Deelnemers', 'Uitslagen'],
};
/** Typed tabs an action may append rows to (documented). */
const APPENDS: Record<string, string[]> = { confirmRound: ['Uitslagen', 'Afwezig'] };

/** Actions that need an earlier one first (confirm needs a pairing; a new draw or the beamer view a drawn round). */
const NEEDS: Record<string, string> = {
  confirmRound: 'menuMakePairing',
  pairingDisplay: 'menuMakePairing',
  redrawTables: 'menuMakeTables',
  tablesDisplay: 'menuMakeTables',
};

/** Ronde terugdraaien takes back a round recorded just before (the typed tabs then are as before the recording). */
const RECORDED: Record<CompetitionType, string[]> = {
  keizer: ['menuMakePairing', 'menuConfirmRound'],
  keezen: ['menuMakeTables', 'menuRecordRound'],
};
const recorded = (id: string, type: CompetitionType) => (id === 'unrecord' ? RECORDED[type] : []);
/**
 * The rows a removal takes back are read once more just before they are cleared, as an edit's row is (RowRemoval):
 * Uitslagen always, Afwezig when the round had a bye.
 */
const CHECKED: Record<string, string[]> = { unrecord: ['Uitslagen', 'Afwezig'] };

/** Actions that show a drawn round: they read Instellingen, Deelnemers and Tafelindeling, not Uitslagen. */
const VIEWS = ['tablesDisplay'];

interface Sample {
  readonly type: CompetitionType;
  readonly name: string;
  tabs(size: 'small' | 'large'): Record<string, Cell[][]>;
}

const SAMPLES: Sample[] = [
  {
    type: 'keizer',
    name: 'Keizer, mid-season',
    tabs: (size) =>
      simulateKeizerSeason({
        players: size === 'small' ? 12 : 90,
        rounds: 28,
        played: size === 'small' ? 5 : 20,
        seed: 'actions',
        neverPairs: 2,
        categories: false,
      }).tabs,
  },
  ...(['nk4tegen4', 'buurtcompetitie', 'spelavond'] as const).map<Sample>((variant) => ({
    type: 'keezen',
    name: `Keezen ${variant}`,
    // An event under way (the NK after 3 of 4 rounds, 3 of 7 buurtcompetitie evenings), so that there is a next round to draw.
    tabs: (size) =>
      simulateKeezen({
        variant,
        entrants: size === 'small' ? 8 : 32,
        seed: 'actions',
        ...(variant === 'nk4tegen4' ? { rounds: 3 } : variant === 'buurtcompetitie' ? { evenings: 3 } : {}),
      }).tabs,
  })),
];

function envWith(tabs: Record<string, Cell[][]>): { env: Env; code: Bundle } {
  const env = createEnv();
  for (const [name, rows] of Object.entries(tabs)) env.spreadsheet.addTab(name, rows as Value[][]);
  return { env, code: loadBundle(env.globals) };
}

function snapshot(env: Env): Record<string, Value[][]> {
  return Object.fromEntries(env.spreadsheet.sheets.map((s) => [s.tabName, s.values()]));
}

function tabBudget(env: Env): { reads: Record<string, number>; writes: Record<string, number>; total: number } {
  const reads: Record<string, number> = {};
  const writes: Record<string, number> = {};
  for (const c of env.log.calls) {
    const m = /^Range\.(getValues|setValues)\((.*)\)$/.exec(c);
    if (!m) continue;
    const bucket = m[1] === 'getValues' ? reads : writes;
    bucket[m[2]!] = (bucket[m[2]!] ?? 0) + 1;
  }
  // Notes shown to the leader (a dialog) depend on what is in the competition, not on its size: not counted.
  return { reads, writes, total: env.log.calls.filter((c) => !/^(Ui\.|SpreadsheetApp\.getUi)/.test(c)).length };
}

describe.each(SAMPLES)('$name', (sample) => {
  // The plain actions: those with fields are run with their answers below.
  const actions = sidebarEntries(sample.type).filter((a) => a.fields.length === 0);

  test.each(actions.map((a) => [a.id, a] as const))(
    '%s: each tab read once and written once, typed tabs kept, budget flat',
    (_id, action) => {
      const totals: number[] = [];
      for (const size of ['small', 'large'] as const) {
        const { env, code } = envWith(sample.tabs(size));
        // Actions that need an earlier one get it first.
        if (NEEDS[action.id]) code[NEEDS[action.id]!]!();
        const unrecorded = snapshot(env);
        for (const fn of recorded(action.id, sample.type)) code[fn]!();
        const before = action.id === 'unrecord' ? unrecorded : snapshot(env);
        env.log.clear();
        code[action.menuFunction]!();
        const budget = tabBudget(env);
        for (const [tab, n] of Object.entries(budget.reads))
          expect([tab, n === 1 || (n === 2 && CHECKED[action.id]?.includes(tab) === true)]).toEqual([tab, true]);
        for (const [tab, n] of Object.entries(budget.writes)) expect([tab, n]).toEqual([tab, 1]);
        totals.push(budget.total);
        const after = snapshot(env);
        for (const tab of TYPED[sample.type]) {
          if (!before[tab]) continue;
          if (APPENDS[action.id]?.includes(tab)) expect(after[tab]!.slice(0, before[tab]!.length)).toEqual(before[tab]);
          else expect(after[tab]).toEqual(before[tab]);
        }
        expect(env.ui.alerts.filter((a) => /controleer|went wrong|mis/.test(a.title))).toEqual([]);
      }
      expect(totals[1]).toBe(totals[0]);
    },
  );

  // Taking a round back twice takes back the round before it too: the one action not meant to be idempotent.
  test.each(actions.filter((a) => a.id !== 'unrecord').map((a) => [a.id, a] as const))(
    '%s: repeating it gives identical tabs',
    (_id, action) => {
      const { env, code } = envWith(sample.tabs('small'));
      if (NEEDS[action.id]) code[NEEDS[action.id]!]!();
      code[action.menuFunction]!();
      const once = snapshot(env);
      code[action.menuFunction]!();
      const twice = snapshot(env);
      if (action.id === 'newDraw') {
        // A new draw is meant to move the seed on by one; nothing else may change.
        const seedRow = (t: Record<string, Value[][]>) => t['Indeling']!.findIndex((r) => r[0] === 'Loting');
        const i = seedRow(once);
        expect(Number(twice['Indeling']![i]![1])).toBe(Number(once['Indeling']![i]![1]) + 1);
        twice['Indeling']![i] = once['Indeling']![i]!;
      }
      if (action.id === 'redrawTables' || (action.id === 'makeTables' && sample.name === 'Keezen spelavond')) {
        // A new draw moves the seed on (new tables for the last round); on a games night "Tafelindeling maken"
        // draws the next round. Either way every other row and every typed tab stays as it was.
        const last = (t: Record<string, Value[][]>) =>
          Math.max(...t['Tafelindeling']!.slice(1).map((r) => Number(r[0])));
        const round = action.id === 'redrawTables' ? last(once) : last(once) + 1;
        expect(last(twice)).toBe(round);
        const keep = (t: Record<string, Value[][]>) => t['Tafelindeling']!.filter((r) => Number(r[0]) !== round);
        expect(keep(twice)).toEqual(keep(once));
        for (const tab of TYPED[sample.type]) expect(twice[tab]).toEqual(once[tab]);
        return;
      }
      expect(twice).toEqual(once);
    },
  );

  test.each(actions.map((a) => [a.id, a] as const))('%s: with bad input it writes nothing at all', (_id, action) => {
    const { env, code } = envWith(sample.tabs('small'));
    if (NEEDS[action.id]) code[NEEDS[action.id]!]!();
    // Break the competition: a participant name that does not exist in the first result row. The views of a
    // drawn round read no results (a typo in a form does not block them): for them, in the first row of Tafelindeling.
    if (VIEWS.includes(action.id)) {
      const tables = env.spreadsheet.tab('Tafelindeling')!;
      const header = tables.values()[0]!;
      tables.cell(2, header.findIndex((c) => c === 'Team A' || c === 'Speler 1') + 1).value = 'Niemand Bekend';
    } else {
      const results = env.spreadsheet.tab('Uitslagen')!;
      results.cell(2, sample.type === 'keizer' ? 2 : 4).value = 'Niemand Bekend';
    }
    const before = snapshot(env);
    code[action.menuFunction]!();
    expect(snapshot(env)).toEqual(before);
    expect(env.ui.alerts.length).toBeGreaterThan(0);
  });
});

/**
 * The answers to the prompts of the actions with fields (the night's corrections), on the Keizer sample: two
 * players absent in the last round recorded (a late game), a player of the roster, a new name.
 */
function fieldAnswers(env: Env, id: string): string[] {
  const results = env.spreadsheet.tab('Uitslagen')!.values();
  const last = Math.max(...results.slice(1).map((r) => Number(r[0])));
  const away = env.spreadsheet
    .tab('Afwezig')!
    .values()
    .filter((r) => r[0] === last && r[2] !== 'oneven')
    .map((r) => String(r[1]));
  const player = String(env.spreadsheet.tab('Spelers')!.values()[1]![0]);
  const answers: Record<string, string[]> = {
    addGame: [away[0] ?? player, away[1] ?? player, '1-0', ''],
    reportAbsence: [player, '', '', ''],
    leave: [player, ''],
    addPlayer: ['Nieuw Lid', '1700', ''],
  };
  return answers[id]!;
}

describe('the actions with fields, from the menu with their prompts answered (Keizer, mid-season)', () => {
  const sample = SAMPLES[0]!;
  const withFields = sidebarEntries('keizer').filter((a) => a.fields.length > 0);
  /** Typed tabs each may change: its documented append, or its edit in place. */
  const CHANGES: Record<string, string[]> = {
    addGame: ['Uitslagen', 'Afwezig'],
    reportAbsence: ['Afwezig'],
    leave: ['Spelers'],
    addPlayer: ['Spelers'],
  };

  test.each(withFields.map((a) => [a.id, a] as const))(
    '%s: each tab read once and written once, other typed tabs kept, budget flat',
    (_id, action) => {
      const totals: number[] = [];
      for (const size of ['small', 'large'] as const) {
        const { env, code } = envWith(sample.tabs(size));
        for (const answer of fieldAnswers(env, action.id)) env.ui.promptAnswers.push(['OK', answer]);
        const before = snapshot(env);
        env.log.clear();
        code[action.menuFunction]!();
        const budget = tabBudget(env);
        // A late game that breaks a rule asks first and, on the yes, runs again (the menu's consent): its reads twice.
        const asked = env.ui.alerts.some((a) => a.buttons === 'YES_NO');
        // An edit in place checks its rows just before writing: one more read of them.
        const allowed = (tab: string) => (asked ? 2 : 1) + (CHANGES[action.id]!.includes(tab) ? 1 : 0);
        for (const [tab, n] of Object.entries(budget.reads)) expect([tab, n <= allowed(tab)]).toEqual([tab, true]);
        for (const [tab, n] of Object.entries(budget.writes)) expect([tab, n]).toEqual([tab, 1]);
        totals.push(asked ? -1 : budget.total);
        const after = snapshot(env);
        expect(TYPED.keizer.filter((t) => before[t] && JSON.stringify(after[t]) !== JSON.stringify(before[t]))).toEqual(
          CHANGES[action.id],
        );
        expect(env.ui.alerts.filter((a) => /controleer|went wrong|mis/.test(a.title))).toEqual([]);
      }
      // Flat, unless one of the two asked first (a rule the game breaks in one sample only).
      if (!totals.includes(-1)) expect(totals[1]).toBe(totals[0]);
    },
  );

  test.each(withFields.map((a) => [a.id, a] as const))('%s: with bad input it writes nothing at all', (_id, action) => {
    const { env, code } = envWith(sample.tabs('small'));
    for (const answer of fieldAnswers(env, action.id)) env.ui.promptAnswers.push(['OK', answer]);
    env.spreadsheet.tab('Uitslagen')!.cell(2, 2).value = 'Niemand Bekend';
    const before = snapshot(env);
    code[action.menuFunction]!();
    expect(snapshot(env)).toEqual(before);
    expect(env.ui.alerts.length).toBeGreaterThan(0);
  });
});

describe('the sidebar calls', () => {
  /** `checked`: tabs of an edit checked against its row just before writing (one more getValues, of that row). */
  function readsAndWrites(env: Env, checked: string[] = [], removed: string[] = []) {
    const b = tabBudget(env);
    for (const [tab, n] of Object.entries(b.reads))
      if (removed.includes(tab)) expect([tab, n === 1 || n === 2]).toEqual([tab, true]);
      else expect([tab, n]).toEqual([tab, checked.includes(tab) ? 2 : 1]);
    for (const [tab, n] of Object.entries(b.writes)) expect([tab, n]).toEqual([tab, 1]);
    return b.total;
  }

  test('state, absence, result and every button read each tab once and write each tab once, whatever the size', () => {
    const totals: number[][] = [];
    for (const size of ['small', 'large'] as const) {
      const { env, code } = envWith(SAMPLES[0]!.tabs(size));
      const row: number[] = [];
      const round = Number(env.spreadsheet.tab('Uitslagen')!.values().at(-1)![0]) + 1;
      const name = String(env.spreadsheet.tab('Spelers')!.values()[1]![0]);
      const step = (fn: () => unknown, checked: string[] = [], removed: string[] = []) => {
        env.log.clear();
        fn();
        row.push(readsAndWrites(env, checked, removed));
      };
      step(() => code.sidebarState(round));
      step(() => code.sidebarSetAbsence(round, name, 'excused'));
      step(() => code.sidebarSetAbsence(round, name, ''), ['Afwezig']);
      for (const a of sidebarEntries('keizer')) if (a.id !== 'unrecord') step(() => code.sidebarRun(a.id, round, true));
      const game = env.spreadsheet.tab('Uitslagen')!.values().at(-1)!;
      step(() => code.sidebarSetResult(round, String(game[1]), String(game[2]), '1-0'), ['Uitslagen']);
      // Taking the round back comes last (it would take away the game whose result is set above).
      step(() => code.sidebarRun('unrecord', round, true), [], CHECKED.unrecord);
      totals.push(row);
    }
    expect(totals[1]).toEqual(totals[0]);
  });
});
