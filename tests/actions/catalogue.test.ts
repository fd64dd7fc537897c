/**
 * The action catalogue is complete: every entry has its texts in both
 * languages, a command (or is an option of one), and, when it is in the menu,
 * its top-level function in dist/Code.js (made by the build from the
 * catalogue); ids, commands and menu places are unique.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE, CliCommandInfo, Entry, menuEntries } from '../../src/actions/catalogue';
import { COMPETITION_TYPES } from '../../src/sheet/contract';
import { PlainMsgKey, text } from '../../src/i18n';
import { loadBundle } from '../emu/bundle';

const CODE = join(__dirname, '..', '..', 'dist', 'Code.js');

function command(entry: Entry): CliCommandInfo | undefined {
  return 'name' in entry.cli ? entry.cli : undefined;
}

function expectBothLanguages(key: PlainMsgKey): void {
  const nl = text(key, 'nl');
  const en = text(key, 'en');
  expect([key, nl.trim().length > 0, en.trim().length > 0]).toEqual([key, true, true]);
  expect([key, nl === en]).toEqual([key, false]);
}

describe.each(CATALOGUE.map((e) => [e.id, e] as const))('%s', (_id, entry) => {
  test('its label is in Dutch and English, for every type it serves', () => {
    expect(entry.types.length).toBeGreaterThan(0);
    for (const type of entry.types) expectBothLanguages(entry.labelIn(type));
  });

  test("it has a command with its summary and every option's help in both languages, or is an option of another entry's command", () => {
    const cli = entry.cli;
    if ('name' in cli) {
      expect(cli.name).toMatch(/^[a-z][a-z-]*$/);
      expectBothLanguages(cli.summary);
      for (const o of cli.options) expectBothLanguages(o.help);
      return;
    }
    const of = CATALOGUE.find((e) => e.id === cli.variantOf);
    expect(of && command(of)?.options.map((o) => o.name)).toContain(cli.option);
  });

  test('when it asks a question, its command answers it with --yes (its own or that of the command it is an option of)', () => {
    if (!entry.asks) return;
    const cli = entry.cli;
    const info = 'name' in cli ? cli : command(CATALOGUE.find((e) => e.id === cli.variantOf)!);
    expect(info?.options.map((o) => o.name)).toContain('yes');
  });

  test('its menu item, if any, has its top-level function in dist/Code.js', () => {
    if (entry.menu === false) return;
    expect(readFileSync(CODE, 'utf8')).toContain(`\nfunction ${entry.menuFunction}() {`);
    expect(typeof loadBundle({})[entry.menuFunction]).toBe('function');
  });
});

test('ids and command names are unique, and so is each menu place within a type', () => {
  const ids = CATALOGUE.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  const names = CATALOGUE.flatMap((e) => command(e)?.name ?? []);
  expect(new Set(names).size).toBe(names.length);
  for (const type of COMPETITION_TYPES) {
    const orders = menuEntries(type).map((e) => (e.menu === false ? 0 : e.menu.order));
    expect(new Set(orders).size).toBe(orders.length);
  }
});

test('a menu function is made from the id alone (menuMakePairing for makePairing)', () => {
  expect(CATALOGUE.find((e) => e.id === 'makePairing')?.menuFunction).toBe('menuMakePairing');
  for (const e of CATALOGUE) expect(e.menuFunction).toBe(`menu${e.id[0]!.toUpperCase()}${e.id.slice(1)}`);
});
