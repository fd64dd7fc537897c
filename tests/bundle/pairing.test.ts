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
    for (const name of ['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig'])
      expect(env.log.onTab('Range.getValues', name)).toBe(1);
    // A long action: a progress toast first, then the summary.
    expect(env.spreadsheet.toasts.map((t) => t.message)).toEqual([
      'Bezig: Indeling maken…',
      expect.stringMatching(/^Indeling ronde 7: 10 borden, straf-oneven: /),
    ]);

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

  /** The pairing made, then board 1 deleted (two players present but not paired: a violation to accept). */
  function brokenPairing(
    env: Env,
    code: ReturnType<typeof loadBundle>,
  ): { sheet: ReturnType<Env['spreadsheet']['tab']>; header: number } {
    code.menuMakePairing();
    const sheet = env.spreadsheet.tab('Indeling')!;
    const header = sheet.values().findIndex((r) => r[0] === 'Bord');
    for (const c of [1, 2, 3]) sheet.cell(header + 2, c).value = '';
    return { sheet, header };
  }

  test('consent is to the pairing shown: a yes after Indeling changed asks again (menu), and records nothing on no', () => {
    const env = clubEnv(20);
    const code = loadBundle(env.globals);
    const { sheet, header } = brokenPairing(env, code);
    const before = values(env, 'Uitslagen').length;
    // While the question is open (the lock is released), another editor deletes board 2 as well.
    const ui = env.ui as unknown as { alert: (...a: unknown[]) => unknown };
    const alert = ui.alert.bind(ui);
    let asked = 0;
    ui.alert = (...a: unknown[]) => {
      const answer = alert(...a);
      if (++asked === 1) for (const c of [1, 2, 3]) sheet!.cell(header + 3, c).value = '';
      return answer;
    };
    env.ui.answers.push('YES', 'NO');
    code.menuConfirmRound();
    expect(asked).toBe(2);
    const again = env.ui.alerts.at(-1)!;
    expect(again.prompt).toMatch(/^Indeling is veranderd sinds de vraag/);
    expect(again.prompt.match(/is aanwezig maar niet ingedeeld/g)!.length).toBe(4);
    expect(values(env, 'Uitslagen').length).toBe(before);
  });

  test('sidebar: the yes carries what was shown; after a change the question comes back and nothing is written; the new yes records', () => {
    const env = clubEnv(20);
    const code = loadBundle(env.globals);
    const { sheet, header } = brokenPairing(env, code);
    const before = values(env, 'Uitslagen').length;
    const first = code.sidebarRun('confirmRound', 7);
    const consent = first.result.question.consent as string;
    expect(consent).toMatch(/^[0-9a-f]{32}$/);
    for (const c of [1, 2, 3]) sheet!.cell(header + 3, c).value = '';
    const second = code.sidebarRun('confirmRound', 7, consent);
    expect(second.result.question.lines[0]).toMatch(/^Indeling is veranderd sinds de vraag/);
    expect(second.result.question.consent).not.toBe(consent);
    expect(values(env, 'Uitslagen').length).toBe(before);
    // A bare yes (no consent) is no consent to a pairing either.
    expect(code.sidebarRun('confirmRound', 7, true).result.question).toBeDefined();
    const third = code.sidebarRun('confirmRound', 7, second.result.question.consent);
    expect(third.result.ok).toBe(true);
    expect(values(env, 'Uitslagen').length).toBe(before + 8);
  });

  test('a service call that fails half-way: the message says what was written and where it stopped; confirming again completes the round', () => {
    const env = clubEnv(21);
    const code = loadBundle(env.globals);
    code.menuMakePairing();
    const before = { games: values(env, 'Uitslagen').length, byes: values(env, 'Afwezig').length };
    // The second write (the games, after the bye) times out.
    const sheet = env.spreadsheet.tab('Uitslagen')!;
    const real = sheet.getRange.bind(sheet);
    let fail = true;
    (sheet as unknown as { getRange: (...a: unknown[]) => unknown }).getRange = (...a: unknown[]) => {
      const range = real(...(a as Parameters<typeof real>)) as unknown as { setValues: (v: unknown) => unknown };
      if (fail) {
        range.setValues = () => {
          fail = false;
          throw new Error('Service Spreadsheets timed out while accessing document');
        };
      }
      return range;
    };
    code.menuConfirmRound();
    const alert = env.ui.alerts.at(-1)!;
    expect(alert.prompt).toBe(
      'Het schrijven stopte halverwege (Service Spreadsheets timed out while accessing document) bij tabblad Uitslagen; al bijgewerkt: Afwezig. Voer de actie opnieuw uit: ze maakt het af.',
    );
    expect(values(env, 'Afwezig').length).toBe(before.byes + 1);
    expect(values(env, 'Uitslagen').length).toBe(before.games);
    code.menuConfirmRound();
    expect(env.spreadsheet.toasts.at(-1)!.message).toMatch(
      /^Ronde 7 was maar voor een deel vastgelegd; aangevuld: 10 partijen in Uitslagen\.$/,
    );
    expect(values(env, 'Uitslagen').length).toBe(before.games + 10);
    expect(values(env, 'Afwezig').length).toBe(before.byes + 1);
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

describe("Ronde vastleggen dates the round in Uitslagen's Datum column", () => {
  test("today in the spreadsheet's time zone (not the script's), written as that day at midnight there, formatted as a day", () => {
    const env = clubEnv();
    const sheet = env.spreadsheet.tab('Uitslagen')!;
    const header = sheet.values()[0]!;
    sheet.cell(1, header.length + 1).value = 'Datum';
    const code = loadBundle(env.globals);
    const dayThere = () => new Intl.DateTimeFormat('en-CA', { timeZone: env.spreadsheet.timeZone }).format(new Date());
    const before = dayThere();
    code.menuMakePairing();
    const rows = values(env, 'Uitslagen').length;
    code.menuConfirmRound();
    expect(env.ui.alerts).toEqual([]);
    const added = env.spreadsheet.tab('Uitslagen')!.range(rows + 1, header.length + 1, 10, 1);
    // The day there at midnight (the emulator shows the moment in nl_NL as d-m-yyyy H:mm:ss), formatted as a day.
    const dmy = (iso: string) => {
      const [y, m, d] = iso.split('-').map(Number);
      return `${d}-${m}-${y} 0:00:00`;
    };
    const shown = added.getDisplayValues().map((r) => r[0]);
    expect(new Set(shown).size).toBe(1);
    expect([dmy(before), dmy(dayThere())]).toContain(shown[0]);
    expect(new Set(added.getNumberFormats().map((r) => r[0]))).toEqual(new Set(['yyyy-mm-dd']));
  });
});
