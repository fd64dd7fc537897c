/**
 * Actions that ask before they write (ActionDef.ask; confirming a pairing that
 * breaks a rule is the first): from the menu a yes/no dialog, from the sidebar
 * the question comes back as data; nothing is written before the yes. Runs
 * the TypeScript sources with the emulated services as globals, with a test
 * action added to the registry.
 */
import { createEnv, Env } from '../emu/services';
import { ACTIONS, ActionDef } from '../../src/gas/registry';
import { menuHandler } from '../../src/gas/menu';
import { sidebarRun } from '../../src/gas/sidebar';
import { msg } from '../../src/i18n';

const askingAction: ActionDef = {
  id: 'testAsk',
  label: 'menuUpdateStandings',
  menuFunction: 'menuTestAsk',
  long: true,
  run: (_wb, context) => ({
    changes: { writes: [{ name: 'Uit', rows: [[context.accepted ? 'accepted' : 'not accepted']] }], appends: [] },
    summary: [msg('actionCancelled')],
    warnings: [],
    lang: 'nl',
  }),
  // Asks until accepted (an accepted run that still needs consent asks again).
  ask: (outcome, lang) => (outcome.changes.writes[0]!.rows[0]![0] === 'accepted' ? undefined : { title: lang === 'nl' ? 'Toch doen?' : 'Do it anyway?', lines: ['regel 1', 'regel 2'] }),
};

let env: Env;
const saved: Record<string, unknown> = {};

beforeAll(() => {
  (ACTIONS.keizer as ActionDef[]).push(askingAction);
});

afterAll(() => {
  (ACTIONS.keizer as ActionDef[]).splice((ACTIONS.keizer as ActionDef[]).indexOf(askingAction), 1);
});

beforeEach(() => {
  env = createEnv();
  env.spreadsheet.addTab('Spelers', [['Naam'], ['Anna']]);
  env.spreadsheet.addTab('Uitslagen', [['Ronde', 'Wit', 'Zwart', 'Uitslag']]);
  for (const [k, v] of Object.entries(env.globals)) {
    saved[k] = (globalThis as Record<string, unknown>)[k];
    (globalThis as Record<string, unknown>)[k] = v;
  }
});

afterEach(() => {
  for (const [k, v] of Object.entries(saved)) (globalThis as Record<string, unknown>)[k] = v;
});

test('menu: progress toast, the question as a yes/no dialog, then the accepted run writes', () => {
  menuHandler('testAsk')();
  expect(env.ui.alerts).toEqual([{ title: 'Toch doen?', prompt: 'regel 1\nregel 2', buttons: 'YES_NO' }]);
  expect(env.spreadsheet.toasts[0]!.message).toBe('Bezig: Ranglijst bijwerken…');
  expect(env.spreadsheet.tab('Uit')!.values()).toEqual([['accepted']]);
  expect(env.lock.held).toBe(false);
});

test('menu: no means nothing is written', () => {
  env.ui.answers.push('NO');
  menuHandler('testAsk')();
  expect(env.spreadsheet.tab('Uit')).toBeUndefined();
  expect(env.spreadsheet.toasts.map((t) => t.message)).toContain('Geannuleerd; er is niets gewijzigd.');
});

test('sidebar: the question comes back as data and nothing is written; the accepted call writes', () => {
  const first = sidebarRun('testAsk', 1);
  expect(first.result.question).toEqual({ title: 'Toch doen?', lines: ['regel 1', 'regel 2'] });
  expect(env.spreadsheet.tab('Uit')).toBeUndefined();
  expect(env.ui.alerts).toEqual([]);
  const second = sidebarRun('testAsk', 1, true);
  expect(second.result.ok).toBe(true);
  expect(second.result.question).toBeUndefined();
  expect(env.spreadsheet.tab('Uit')!.values()).toEqual([['accepted']]);
});
