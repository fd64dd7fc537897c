/**
 * A service call that fails half-way (`Service Spreadsheets timed out`), at
 * each write of an action in turn, in dist/Code.js on the emulator: the
 * message names what was written and where it stopped, and running the action
 * again gives exactly what one clean run gives. (The command line's faults —
 * disk full, kills, files held open — are in tests/cli/files/commit.test.ts.)
 */
import { loadBundle } from '../emu/bundle';
import { createEnv, Env } from '../emu/services';
import { FakeRange, FakeSheet, FakeSpreadsheet, Value } from '../emu/spreadsheet';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';

/** Every call that changes the spreadsheet. */
const WRITES: [object, string[]][] = [
  [
    FakeRange.prototype,
    ['setValues', 'setValue', 'setNumberFormats', 'setNumberFormat', 'setFontWeight', 'setFontSize', 'clearContent'],
  ],
  [FakeSheet.prototype, ['clear', 'clearContents', 'setFrozenRows', 'insertChart', 'removeChart', 'activate']],
  [FakeSpreadsheet.prototype, ['insertSheet']],
];

/** Makes the n-th write from now on throw (0: none); returns how many writes were made. */
const fault = { at: 0, count: 0 };
const originals: [object, string, unknown][] = [];
beforeAll(() => {
  for (const [proto, names] of WRITES) {
    for (const name of names) {
      const real = (proto as Record<string, (...a: unknown[]) => unknown>)[name]!;
      originals.push([proto, name, real]);
      (proto as Record<string, unknown>)[name] = function (this: unknown, ...a: unknown[]) {
        if (++fault.count === fault.at)
          throw new Error('Service Spreadsheets timed out while accessing document with id x.');
        return real.apply(this, a);
      };
    }
  }
});
afterAll(() => {
  for (const [proto, name, real] of originals) (proto as Record<string, unknown>)[name] = real;
});

function clubEnv(): Env {
  const env = createEnv();
  const season = simulateKeizerSeason({ players: 21, rounds: 28, played: 6, seed: 'faults' });
  for (const [name, rows] of Object.entries(season.tabs)) env.spreadsheet.addTab(name, rows as Value[][]);
  return env;
}

function state(env: Env): Record<string, Value[][]> {
  return Object.fromEntries(env.spreadsheet.sheets.map((s) => [s.tabName, s.values()]));
}

/** Actions with what must run before them. */
const ACTIONS: [string, string[]][] = [
  ['menuConfirmRound', ['menuMakePairing']],
  ['menuUpdateStandings', []],
  ['menuMakePairing', []],
  ['menuRating', []],
];

describe('a service call that fails at each write in turn: told what happened, completed by running again', () => {
  test.each(ACTIONS)('%s', (action, before) => {
    // The clean run, and how many writes it makes.
    const clean = clubEnv();
    const cleanCode = loadBundle(clean.globals);
    for (const b of before) cleanCode[b]!();
    fault.at = 0;
    fault.count = 0;
    cleanCode[action]!();
    const writes = fault.count;
    expect(writes).toBeGreaterThan(0);
    const expected = state(clean);

    for (let n = 1; n <= writes; n++) {
      const env = clubEnv();
      const code = loadBundle(env.globals);
      for (const b of before) code[b]!();
      fault.count = 0;
      fault.at = n;
      code[action]!();
      fault.at = 0;
      const alert = env.ui.alerts.at(-1);
      expect([n, alert?.prompt]).toEqual([
        n,
        expect.stringMatching(
          /^Het schrijven stopte halverwege \(Service Spreadsheets timed out.*\) bij tabblad .*Voer de actie opnieuw uit: ze maakt het af\.$/,
        ),
      ]);
      expect(env.lock.held).toBe(false);
      code[action]!();
      expect([n, state(env)]).toEqual([n, expected]);
    }
  });
});
