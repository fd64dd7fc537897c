/**
 * Actions that ask before they write (the catalogue's `ask`; confirming a pairing that
 * breaks a rule is the first): from the menu a yes/no dialog, from the sidebar
 * the question comes back as data; nothing is written before the yes. Runs
 * the TypeScript sources with the emulated services as globals, with a test
 * entry added to the catalogue.
 */
import { createEnv, Env } from '../emu/services';
import { CATALOGUE, Entry, action } from '../../src/actions/catalogue';
import { menuItem_ } from '../../src/gas/menu';
import { sidebarRun } from '../../src/gas/sidebar';
import { msg } from '../../src/i18n';

const askingAction = action({
  id: 'testAsk',
  types: ['keizer'],
  label: 'menuUpdateStandings',
  menu: { order: 99 },
  long: true,
  opens: 'keizerAsIs',
  options: (r) => ({ accepted: r.accepted === true }),
  run: (_opened, options) => ({
    changes: { writes: [{ name: 'Uit', rows: [[options.accepted ? 'accepted' : 'not accepted']] }], appends: [] },
    summary: [msg('actionCancelled')],
    warnings: [],
    lang: 'nl' as const,
  }),
  // Asks until accepted (an accepted run that still needs consent asks again).
  ask: (outcome, lang) =>
    outcome.changes.writes[0]!.rows[0]![0] === 'accepted'
      ? undefined
      : { title: lang === 'nl' ? 'Toch doen?' : 'Do it anyway?', lines: ['regel 1', 'regel 2'] },
  cli: { variantOf: 'updateStandings', option: 'round' },
});

let env: Env;
const saved: Record<string, unknown> = {};

beforeAll(() => {
  (CATALOGUE as Entry[]).push(askingAction);
});

afterAll(() => {
  (CATALOGUE as Entry[]).splice(CATALOGUE.indexOf(askingAction), 1);
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
  menuItem_('testAsk');
  expect(env.ui.alerts).toEqual([{ title: 'Toch doen?', prompt: 'regel 1\nregel 2', buttons: 'YES_NO' }]);
  expect(env.spreadsheet.toasts[0]!.message).toBe('Bezig: Ranglijst bijwerken…');
  expect(env.spreadsheet.tab('Uit')!.values()).toEqual([['accepted']]);
  expect(env.lock.held).toBe(false);
});

test('menu: no means nothing is written', () => {
  env.ui.answers.push('NO');
  menuItem_('testAsk');
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
