/**
 * Actions that ask before they write (the catalogue's `consent`, through consent.ts; confirming a pairing that
 * breaks a rule is the first): from the menu a yes/no dialog, from the sidebar
 * the question comes back as data; nothing is written before the yes. Runs
 * the TypeScript sources with the emulated services as globals, with a test
 * entry added to the catalogue.
 */
import { createEnv, Env } from '../emu/services';
import { CATALOGUE, Entry, action } from '../../src/actions/catalogue';
import { menuItem_ } from '../../src/gas/menu';
import { sidebarRun } from '../../src/gas/sidebar';
import { msg, render } from '../../src/i18n';
import { Asks, ConsentOptions, askFirst, consentOf } from '../../src/actions/consent';
import type { Outcome } from '../../src/actions/outcome';
import { NO_CHANGES } from '../../src/workbook/workbook';

const askingAction = action({
  id: 'testAsk',
  types: ['keizer'],
  label: 'menuUpdateStandings',
  menu: { order: 99 },
  long: true,
  opens: 'keizerAsIs',
  options: consentOf,
  // Asks until the yes to what it showed (a yes to something else asks again).
  run: (_opened: unknown, options: ConsentOptions): Outcome & Asks => {
    const asking = askFirst(options, {
      title: msg('overwriteTitle'),
      head: msg('overwriteEdited', 1, 2),
      question: msg('overwriteQuestion'),
      changed: msg('overwriteChanged'),
      shown: 'the test tab',
      findings: [],
      always: true,
    });
    return {
      changes: asking ? NO_CHANGES : { writes: [{ name: 'Uit', rows: [['accepted']] }], appends: [] },
      summary: [msg('actionCancelled')],
      warnings: [],
      lang: 'nl' as const,
      ...(asking ? { asking } : {}),
    };
  },
  consent: true,
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

const TITLE = render(msg('overwriteTitle'), 'nl');
const LINES = [render(msg('overwriteEdited', 1, 2), 'nl'), render(msg('overwriteQuestion'), 'nl')];

test('menu: progress toast, the question as a yes/no dialog, then the accepted run writes', () => {
  menuItem_('testAsk');
  expect(env.ui.alerts).toEqual([{ title: TITLE, prompt: LINES.join('\n'), buttons: 'YES_NO' }]);
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
  expect(first.result.question).toEqual({ title: TITLE, lines: LINES, consent: expect.any(String) });
  expect(env.spreadsheet.tab('Uit')).toBeUndefined();
  expect(env.ui.alerts).toEqual([]);
  const second = sidebarRun('testAsk', 1, first.result.question!.consent);
  expect(second.result.ok).toBe(true);
  expect(second.result.question).toBeUndefined();
  expect(env.spreadsheet.tab('Uit')!.values()).toEqual([['accepted']]);
});
