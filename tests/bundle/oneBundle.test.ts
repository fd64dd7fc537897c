/**
 * The add-on is one bundle: dist/Code.js holds every action, and the project's
 * only other files are the views (dist/sidebar.html, dist/wizard.html). Every
 * menu item runs from dist/Code.js alone, reading no file of the project as
 * code; custom functions make no service call; the text catalogue of a language
 * is built only when a text of it is first shown.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from '../../src/actions/catalogue';
import type { Cell } from '../../src/core/cell';
import { render, text } from '../../src/i18n';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { applyChanges } from '../../src/workbook/workbook';
import { simulateKeezen } from '../../src/sim/keezenEvent';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { loadBundle } from '../emu/bundle';
import { createEnv, Env, projectHtmlFiles } from '../emu/services';
import type { Value } from '../emu/spreadsheet';
import { drawOf } from '../support/entries';

const ROOT = join(__dirname, '..', '..');
const CODE = readFileSync(join(ROOT, 'dist', 'Code.js'), 'utf8');

function withTabs(tabs: Record<string, readonly (readonly unknown[])[]>, locale?: string): Env {
  const env = createEnv(locale ? { locale } : {});
  for (const [name, rows] of Object.entries(tabs)) env.spreadsheet.addTab(name, rows.map((r) => [...r]) as Value[][]);
  return env;
}
const keizer = () => withTabs(simulateKeizerSeason({ players: 16, rounds: 10, played: 6, seed: 'one-bundle' }).tabs);
const keezen = () =>
  withTabs(simulateKeezen({ variant: 'nk4tegen4', entrants: 8, rounds: 2, seed: 'one-bundle' }).tabs);
/** The project files an execution read as templates (the add-on reads none: it is one bundle). */
const templatesRead = (env: Env) => env.log.calls.filter((c) => c.startsWith('HtmlService.createTemplateFromFile'));
/** The dialogs that report a failure (notes, such as a provisional season end, are not). */
const failures = (env: Env) => env.ui.alerts.filter((a) => a.title !== text('notesTitle', 'nl')).map((a) => a.prompt);

describe('one bundle', () => {
  test('the pushed project is dist/Code.js and the two views: no other HTML file, no code read from one', () => {
    expect(Object.keys(projectHtmlFiles()).sort()).toEqual(['sidebar', 'wizard']);
    expect(readFileSync(join(ROOT, '.claspignore'), 'utf8')).toMatch(/^!\*\.html$/m);
    expect(CODE).not.toContain('getRawContent');
    expect(CODE).not.toMatch(/\beval\b/);
  });

  test('the rare actions, the draw and the pairing engine are in dist/Code.js', () => {
    const inputs = JSON.parse(readFileSync(join(ROOT, 'dist', 'Code.inputs.json'), 'utf8')) as string[];
    for (const file of [
      'src/sheet/newCompetition.ts',
      'src/core/trf/trf.ts',
      'src/sheet/seasonReports.ts',
      'src/actions/draw.ts',
      'src/core/keezen/draw/exact.ts',
      'src/core/keizer/pairing/engine.ts',
      'src/core/matching/blossom.ts',
    ])
      expect([file, inputs.includes(file)]).toEqual([file, true]);
  });
});

describe('every menu item runs from dist/Code.js alone', () => {
  const entries = CATALOGUE.filter((e) => e.menu !== false && !e.needsPlayer);
  test.each(entries.map((e) => [e.id, e.types[0]!] as const))('%s', (id, type) => {
    const env = type === 'keizer' ? keizer() : keezen();
    // The beamer and the forms show the round the draw or the pairing made.
    if (type === 'keizer') loadBundle(env.globals).menuMakePairing!();
    else loadBundle(env.globals).menuMakeTables!();
    // Ronde terugdraaien takes back the round just recorded (the simulated tabs type absences below a bye).
    if (id === 'unrecord') loadBundle(env.globals).menuConfirmRound!();
    env.log.clear();
    loadBundle(env.globals)[CATALOGUE.find((e) => e.id === id)!.menuFunction]!();
    expect(failures(env)).toEqual([]);
    expect(templatesRead(env)).toEqual([]);
  });

  test('the wizard and the help page too', () => {
    const env = createEnv();
    const info = loadBundle(env.globals).wizardInfo!() as { types: { presets: unknown[] }[] };
    expect(info.types[0]!.presets.length).toBeGreaterThan(1);
    loadBundle(env.globals).menuHelp!();
    expect(env.ui.dialogs.at(-1)!.title).toBe(text('helpTitle', 'nl'));
    expect(templatesRead(env)).toEqual([]);
  });

  test('the draw’s summary and Toelichting column are the draw’s own, in the user’s language', () => {
    const tabs = simulateKeezen({ variant: 'spelavond', entrants: 9, rounds: 2, seed: 'one-bundle' }).tabs;
    const copy = () => Object.fromEntries(Object.entries(tabs).map(([n, rows]) => [n, rows.map((r) => [...r])]));
    const wb = new MemoryWorkbook(copy() as Record<string, Cell[][]>);
    const expected = drawOf(wb);
    applyChanges(wb, expected.changes);
    const written = wb.tabs.get('Tafelindeling')!.map((r) => r.map((c) => String(c ?? '')));
    expect(written.some((r) => r.at(-1)!.length > 0)).toBe(true);
    for (const [locale, lang] of [
      ['nl_NL', 'nl'],
      ['en_US', 'en'],
    ] as const) {
      const env = withTabs(copy(), locale);
      loadBundle(env.globals).menuMakeTables!();
      expect(failures(env)).toEqual([]);
      const toasts = env.spreadsheet.toasts.map((t) => t.message).join('\n');
      for (const m of expected.summary) expect(toasts).toContain(render(m, lang));
      const tab = env.spreadsheet.tab('Tafelindeling')!.values();
      expect(tab.map((r) => r.map((c) => String(c ?? '')))).toEqual(written);
    }
  });
});

describe('custom functions make no service call', () => {
  test('KEIZERPOINTS and KEIZERUITLEG, each a fresh execution, call no service', () => {
    const env = keizer();
    const tab = (name: string) => env.spreadsheet.tab(name)!.values();
    const args = [tab('Spelers'), tab('Uitslagen'), tab('Afwezig'), tab('Instellingen')];
    const name = tab('Spelers')[1]![0];
    env.log.clear();
    env.mode = 'CUSTOM_FUNCTION';
    const points = loadBundle(env.globals).KEIZERPOINTS!(...args);
    const explained = loadBundle(env.globals).KEIZERUITLEG!(name, ...args.slice(0, 3));
    env.mode = 'FULL';
    expect(Array.isArray(points) && Array.isArray(explained)).toBe(true);
    expect(env.log.calls).toEqual([]);
  });

  test('KEEZSTAND and KEEZSCORE, each a fresh execution, call no service', () => {
    const env = keezen();
    const tab = (name: string) => env.spreadsheet.tab(name)!.values();
    const args = [tab('Uitslagen'), tab('Deelnemers'), tab('Instellingen')];
    env.log.clear();
    env.mode = 'CUSTOM_FUNCTION';
    const standing = loadBundle(env.globals).KEEZSTAND!(...args);
    const score = loadBundle(env.globals).KEEZSCORE!(16, 12, 'nk4tegen4');
    env.mode = 'FULL';
    expect(Array.isArray(standing)).toBe(true);
    expect(score).toBe(42);
    expect(env.log.calls).toEqual([]);
  });
});

describe('the text catalogue of a language is built when a text of it is first shown', () => {
  test('rendering Dutch texts builds the Dutch catalogue once and the English one never', () => {
    jest.isolateModules(() => {
      const common = require('../../src/i18n/common') as { nl: () => object; en: () => object };
      const nl = jest.spyOn(common, 'nl');
      const en = jest.spyOn(common, 'en');
      const i18n = require('../../src/i18n') as typeof import('../../src/i18n');
      expect(nl).not.toHaveBeenCalled();
      expect(i18n.render(i18n.msg('tabMissing', 'Spelers'), 'nl')).toBe('tabblad "Spelers" ontbreekt');
      expect(i18n.render(i18n.msg('notANumber', 'x'), 'nl')).toBe('"x" is geen getal');
      expect(nl).toHaveBeenCalledTimes(1);
      expect(en).not.toHaveBeenCalled();
      expect(i18n.render(i18n.msg('tabMissing', 'Players'), 'en')).toBe('tab "Players" is missing');
      expect(en).toHaveBeenCalledTimes(1);
    });
  });
});
