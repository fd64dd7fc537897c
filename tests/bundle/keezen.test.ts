/** dist/Code.js in node:vm against the emulator: the Keezen entry points as Apps Script runs them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSource, loadBundle } from '../emu/bundle';
import { createEnv } from '../emu/services';
import { parseCsv } from '../../src/cli/files/csv';

const example = (name: string, tab: string) =>
  parseCsv(readFileSync(join(__dirname, '..', '..', 'examples', name, `${tab}.csv`), 'utf8')).map((r) =>
    r.map((c) => (c === null ? '' : /^-?\d+$/.test(String(c)) ? Number(c) : String(c))),
  );

test('KEEZSCORE and KEEZSTAND are top-level functions with their JSDoc help', () => {
  const code = bundleSource();
  for (const name of ['KEEZSCORE', 'KEEZSTAND']) {
    expect(code).toMatch(new RegExp(`@customfunction\\s*\\*/\\s*function ${name}\\(`));
  }
  expect(code).toContain('KEEZSCORE(16, 12, "nk4tegen4") = 42');
});

test('KEEZSCORE runs without any service (custom-function mode)', () => {
  const env = createEnv({ mode: 'CUSTOM_FUNCTION' });
  const bundle = loadBundle(env.globals);
  expect(bundle.KEEZSCORE!(16, 12, 'nk4tegen4')).toBe(42);
  expect(bundle.KEEZSCORE!(12, 16, 'nk4tegen4')).toBe(24);
  expect(bundle.KEEZSCORE!(4, 5, 'spelavond')).toBe(26);
  expect(bundle.KEEZSCORE!(3, 8, 'spelavond')).toBe(15);
  expect(JSON.stringify(bundle.KEEZSCORE!([[16], [12]], [[12], [16]]))).toBe('[[42],[24]]');
  const stand = bundle.KEEZSTAND!(
    example('keezen-spelavond', 'Uitslagen'),
    example('keezen-spelavond', 'Deelnemers'),
    'spelavond',
  ) as unknown[][];
  expect(stand[0]![0]).toBe('Plaats');
  expect(stand).toHaveLength(17);
  expect(env.log.count()).toBe(0);
});

test('the menu "Ranglijst bijwerken" writes Stand for a Keezen spreadsheet, reading each tab once', () => {
  const env = createEnv();
  for (const tab of ['Instellingen', 'Deelnemers', 'Uitslagen'])
    env.spreadsheet.addTab(tab, example('keezen-buurtcompetitie', tab));
  const bundle = loadBundle(env.globals);
  bundle.menuUpdateStandings!();
  expect(env.ui.alerts).toEqual([]);
  const stand = env.spreadsheet.tab('Stand')!.values();
  expect(stand[0]![0]).toBe('Seizoensstand na avond 5 van 7');
  expect(stand[2]!.slice(0, 3)).toEqual(['Plaats', 'Nr', 'Naam']);
  for (const tab of ['Instellingen', 'Deelnemers', 'Uitslagen']) expect(env.log.onTab('Range.getValues', tab)).toBe(1);
  expect(env.spreadsheet.toasts[0]!.message).toMatch(/nummer 1 is/);
});

test('an impossible form: one dialog with the cell and the reason, nothing written', () => {
  const env = createEnv();
  const forms = example('keezen-nk4tegen4', 'Uitslagen');
  forms[1]![4] = 17;
  env.spreadsheet.addTab('Instellingen', example('keezen-nk4tegen4', 'Instellingen'));
  env.spreadsheet.addTab('Deelnemers', example('keezen-nk4tegen4', 'Deelnemers'));
  env.spreadsheet.addTab('Uitslagen', forms);
  loadBundle(env.globals).menuUpdateStandings!();
  expect(env.ui.alerts).toHaveLength(1);
  expect(env.ui.alerts[0]!.prompt).toContain('Uitslagen!E2: 17 pionnen binnen kan niet');
  expect(env.spreadsheet.tab('Stand')).toBeUndefined();
});
