/**
 * The pairing menus in dist/Code.js on the Apps Script emulator: make the
 * pairing, confirm it (with the YES/NO question when it breaks rules), the
 * beamer tab; the service-call budget stays flat.
 */
import { loadBundle } from '../emu/bundle';
import { createEnv, Env } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';

function clubEnv(players = 21, played = 6): Env {
  const env = createEnv();
  const season = simulateKeizerSeason({ players, rounds: 28, played, seed: 'bundle-pairing' });
  for (const [name, rows] of Object.entries(season.tabs)) env.spreadsheet.addTab(name, rows as Value[][]);
  return env;
}

const values = (env: Env, tab: string) => env.spreadsheet.tab(tab)!.values();

describe('the pairing menu items', () => {
  test('are in the add-on menu of a Keizer competition and exist as top-level functions', () => {
    const env = clubEnv();
    const code = loadBundle(env.globals);
    code.onOpen({ authMode: 'FULL' });
    const fns = env.ui.menus[0]!.items.map((i) => i.fn);
    for (const fn of ['menuMakePairing', 'menuNewDraw', 'menuConfirmRound', 'menuPairingDisplay']) {
      expect(fns).toContain(fn);
      expect(typeof code[fn]).toBe('function');
    }
  });
});

describe('Indeling maken → Ronde vastleggen in the emulator', () => {
  test('make writes the Indeling tab with one setValues; confirm appends to Uitslagen and Afwezig', () => {
    const env = clubEnv();
    const code = loadBundle(env.globals);
    env.log.clear();
    code.menuMakePairing();
    expect(env.ui.alerts).toEqual([]);
    const rows = values(env, 'Indeling');
    expect(rows[0]![0]).toBe('Indeling ronde 7 van 28');
    expect(env.log.onTab('Range.setValues', 'Indeling')).toBe(1);
    for (const name of ['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig']) expect(env.log.onTab('Range.getValues', name)).toBe(1);
    // A long action: a progress toast first, then the summary.
    expect(env.spreadsheet.toasts.map((t) => t.message)).toEqual(['Bezig: Indeling maken…', expect.stringMatching(/^Indeling ronde 7: 10 borden, oneven: /)]);

    const before = values(env, 'Uitslagen').length;
    code.menuConfirmRound();
    expect(env.ui.alerts).toEqual([]);
    const after = values(env, 'Uitslagen');
    expect(after.length).toBe(before + 10);
    expect(after.slice(before).every((r) => r[0] === 7 && r[3] === '')).toBe(true);
    expect(values(env, 'Afwezig').at(-1)!.slice(0, 1)).toEqual([7]);

    // A second confirm: nothing added.
    code.menuConfirmRound();
    expect(values(env, 'Uitslagen').length).toBe(before + 10);
    expect(env.spreadsheet.toasts.at(-1)!.message).toBe('Ronde 7 was al vastgelegd; er is niets veranderd.');
  });

  test('an edited pairing that breaks a rule: the leader is asked YES/NO; NO writes nothing, YES records it', () => {
    const env = clubEnv(20);
    const code = loadBundle(env.globals);
    code.menuMakePairing();
    const sheet = env.spreadsheet.tab('Indeling')!;
    const rows = sheet.values();
    const header = rows.findIndex((r) => r[0] === 'Bord');
    // Delete board 1: its two players are present but not paired.
    sheet.cell(header + 2, 1).value = '';
    sheet.cell(header + 2, 2).value = '';
    sheet.cell(header + 2, 3).value = '';
    const before = values(env, 'Uitslagen').length;
    env.ui.answers.push('NO');
    code.menuConfirmRound();
    const question = env.ui.alerts.at(-1)!;
    expect(question.buttons).toBe('YES_NO');
    expect(question.prompt).toContain('is aanwezig maar niet ingedeeld');
    expect(question.prompt).toContain('Ronde 7 toch vastleggen?');
    expect(values(env, 'Uitslagen').length).toBe(before);
    env.ui.answers.push('YES');
    code.menuConfirmRound();
    expect(values(env, 'Uitslagen').length).toBe(before + 9);
  });

  test('new draw keeps the pairs and moves the seed on', () => {
    const env = clubEnv();
    const code = loadBundle(env.globals);
    code.menuMakePairing();
    const a = values(env, 'Indeling');
    code.menuNewDraw();
    const b = values(env, 'Indeling');
    expect(Number(b[2]![1])).toBe(Number(a[2]![1]) + 1);
    const pairs = (rows: Value[][]) => rows.slice(7).map((r) => [r[1], r[2]].map(String).sort().join('/'));
    expect(pairs(b)).toEqual(pairs(a));
  });

  test('the beamer tab is written in large print', () => {
    const env = clubEnv();
    const code = loadBundle(env.globals);
    code.menuMakePairing();
    code.menuPairingDisplay();
    expect(values(env, 'Indeling beamer')[0]![0]).toBe('Ronde 7');
    expect(env.log.count('Range.setFontSize')).toBeGreaterThan(0);
  });

  test('the call budget of "Indeling maken" does not grow with the club', () => {
    const small = clubEnv(10, 3);
    const big = clubEnv(120, 20);
    for (const env of [small, big]) {
      env.log.clear();
      loadBundle(env.globals).menuMakePairing();
    }
    expect(big.log.count()).toBe(small.log.count());
  });
});
