/**
 * The two parts of the add-on as the build makes them: dist/Code.js, which
 * every execution loads, and dist/OnDemand.html, which only the actions used a
 * few times a season read, through HtmlService.createTemplateFromFile(...)
 * .getRawContent() (src/gas/onDemand.ts). No module is in both; the part takes
 * the i18n catalogue, the tab contract and the workbook interface from
 * dist/Code.js; its texts are in it and not in dist/Code.js; custom functions,
 * the menu, the sidebar and the club night never read it; and every on-demand
 * action runs in the emulator through that loading path.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { CATALOGUE } from '../../src/actions/catalogue';
import { text } from '../../src/i18n';
import * as onDemandTexts from '../../src/i18n/onDemand';
import { simulateKeezen } from '../../src/sim/keezenEvent';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { loadBundle } from '../emu/bundle';
import { createEnv, Env, HtmlFiles, projectHtmlFiles } from '../emu/services';
import type { Value } from '../emu/spreadsheet';

const DIST = join(__dirname, '..', '..', 'dist');
const CODE = readFileSync(join(DIST, 'Code.js'), 'utf8');
const PART = readFileSync(join(DIST, 'OnDemand.html'), 'utf8');
const json = <T>(file: string): T => JSON.parse(readFileSync(join(DIST, file), 'utf8')) as T;

/** The catalogue entries whose code is in the on-demand part (their run, or the page they show). */
const ON_DEMAND = [
  'crosstable',
  'rating',
  'seasonEnd',
  'publish',
  'trfExport',
  'pairingDisplay',
  'standingsDisplay',
  'tablesDisplay',
  'scoreForms',
];

function withTabs(tabs: Record<string, readonly (readonly unknown[])[]>, project?: HtmlFiles): Env {
  const env = createEnv(project ? { project } : {});
  for (const [name, rows] of Object.entries(tabs)) env.spreadsheet.addTab(name, rows.map((r) => [...r]) as Value[][]);
  return env;
}
const keizer = (project?: HtmlFiles) =>
  withTabs(simulateKeizerSeason({ players: 16, rounds: 10, played: 6, seed: 'on-demand' }).tabs, project);
const keezen = (project?: HtmlFiles) =>
  withTabs(simulateKeezen({ variant: 'nk4tegen4', entrants: 8, rounds: 2, seed: 'on-demand' }).tabs, project);
const reads = (env: Env) => env.log.count('HtmlService.createTemplateFromFile');
/** The dialogs that report a failure (notes, such as a provisional season end, are not). */
const failures = (env: Env) => env.ui.alerts.filter((a) => a.title !== text('notesTitle', 'nl')).map((a) => a.prompt);

describe('the two bundles', () => {
  test('no module is in both: the part takes what dist/Code.js has from it, and bundles only what it alone needs', () => {
    const code = json<string[]>('Code.inputs.json');
    const part = json<string[]>('OnDemand.inputs.json');
    expect(part.filter((f) => code.includes(f))).toEqual([]);
    // The rare actions' own modules are in the part, not in dist/Code.js.
    for (const file of ['src/sheet/newCompetition.ts', 'src/core/trf/trf.ts', 'src/sheet/seasonReports.ts']) {
      expect(part).toContain(file);
      expect(code).not.toContain(file);
    }
  });

  test('the part shares the i18n catalogue, the tab contract and the workbook interface of dist/Code.js', () => {
    const shared = json<Record<string, string[] | '*'>>('OnDemand.shared.json');
    expect(shared['src/i18n/index.ts']).toEqual(expect.arrayContaining(['addTexts', 'msg', 'render']));
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining(['src/sheet/contract.ts', 'src/workbook/workbook.ts', 'src/core/problems.ts']),
    );
    for (const file of Object.keys(shared)) expect(json<string[]>('Code.inputs.json')).toContain(file);
  });

  test('the texts of the on-demand part are in it, and none of them is in dist/Code.js', () => {
    const keys = Object.keys(onDemandTexts.nl);
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) {
      expect([key, CODE.includes(`"${key}"`) || CODE.includes(`${key}:`)]).toEqual([key, false]);
      expect([key, PART.includes(`${key}:`)]).toEqual([key, true]);
    }
  });

  test('the part is one function expression of the shared modules, with nothing a template would run', () => {
    const evaluate = vm.runInNewContext(PART) as unknown;
    expect(typeof evaluate).toBe('function');
    expect(PART).not.toContain('<?');
  });

  test('its source map leads an error position in the part (`OnDemand:LINE:COLUMN`) back to src/, as npm run where prints it', () => {
    const literal = 'Competitieleider keizer';
    const source = readFileSync(join(__dirname, '..', '..', 'src', 'core', 'trf', 'keizer.ts'), 'utf8').split('\n');
    const sourceLine = source.findIndex((l) => l.includes(`'${literal}'`)) + 1;
    const before = PART.slice(0, PART.indexOf(literal)).split('\n');
    expect(sourceLine).toBeGreaterThan(0);
    const at = `${before.length}:${before[before.length - 1]!.length + 1}`;
    const run = spawnSync(
      process.execPath,
      [join(__dirname, '..', '..', 'scripts', 'where.mjs'), `at x (OnDemand:${at})`],
      {
        encoding: 'utf8',
      },
    );
    expect(run.stdout).toMatch(new RegExp(`→ src/core/trf/keizer\\.ts:${sourceLine}:\\d+\\n$`));
  });

  test('the pushed project holds the part as an HTML file next to the views', () => {
    expect(Object.keys(projectHtmlFiles()).sort()).toEqual(['OnDemand', 'sidebar', 'wizard']);
    expect(readFileSync(join(__dirname, '..', '..', '.claspignore'), 'utf8')).toMatch(/^!\*\.html$/m);
  });
});

describe('what every execution runs never reads the part', () => {
  test('onOpen, the sidebar, the club night of a Keizer competition and its custom functions', () => {
    const env = keizer();
    const code = loadBundle(env.globals);
    code.onOpen({ authMode: 'FULL' });
    code.sidebarState!();
    code.menuUpdateStandings!();
    code.menuMakePairing!();
    code.menuConfirmRound!();
    const tab = (name: string) => env.spreadsheet.tab(name)!.values();
    env.mode = 'CUSTOM_FUNCTION';
    const points = code.KEIZERPOINTS!(tab('Spelers'), tab('Uitslagen'), tab('Afwezig'), tab('Instellingen'));
    const explained = code.KEIZERUITLEG!(tab('Spelers')[1]![0], tab('Spelers'), tab('Uitslagen'), tab('Afwezig'));
    env.mode = 'FULL';
    expect(Array.isArray(points) && Array.isArray(explained)).toBe(true);
    expect(env.ui.alerts).toEqual([]);
    expect(reads(env)).toBe(0);
  });

  test('the club night of a Keezen event: the draw, the record, the standings, the custom functions', () => {
    const env = keezen();
    const code = loadBundle(env.globals);
    code.onOpen({ authMode: 'FULL' });
    code.menuMakeTables!();
    code.sidebarState!();
    code.menuRecordRound!();
    code.menuUpdateStandings!();
    const tab = (name: string) => env.spreadsheet.tab(name)!.values();
    env.mode = 'CUSTOM_FUNCTION';
    const standing = code.KEEZSTAND!(tab('Uitslagen'), tab('Deelnemers'), tab('Instellingen'));
    const score = code.KEEZSCORE!(16, 12, 'nk4tegen4');
    env.mode = 'FULL';
    expect(Array.isArray(standing)).toBe(true);
    expect(score).toBe(42);
    expect(env.ui.alerts).toEqual([]);
    expect(reads(env)).toBe(0);
  });
});

describe('every on-demand action runs through the real loading path', () => {
  /** Runs an entry's menu item in a fresh execution; whether it read the part, and what it showed. */
  function run(id: string, type: 'keizer' | 'keezen'): { reads: number; env: Env } {
    const env = type === 'keizer' ? keizer() : keezen();
    const setup = loadBundle(env.globals);
    // The beamer and the forms show the round the draw or the pairing made.
    if (type === 'keizer') setup.menuMakePairing!();
    else setup.menuMakeTables!();
    const code = loadBundle(env.globals);
    env.log.clear();
    code[CATALOGUE.find((e) => e.id === id)!.menuFunction]!();
    return { reads: reads(env), env };
  }

  const entries = CATALOGUE.filter((e) => e.menu !== false && !e.needsPlayer);
  test.each(entries.map((e) => [e.id, e.types[0]!] as const))('%s', (id, type) => {
    const { reads: n, env } = run(id, type);
    expect(failures(env)).toEqual([]);
    expect(n).toBe(ON_DEMAND.includes(id) ? 1 : 0);
  });

  test('the list of on-demand entries is the catalogue’s', () => {
    const ids = CATALOGUE.map((e) => e.id);
    for (const id of ON_DEMAND) expect(ids).toContain(id);
  });

  test('the part is read once per execution, however many of its functions run', () => {
    const env = keizer();
    const code = loadBundle(env.globals);
    code.menuCrosstable!();
    code.menuRating!();
    code.menuSeasonEnd!();
    expect(reads(env)).toBe(1);
    expect(failures(env)).toEqual([]);
    expect(env.spreadsheet.tab('Seizoenseinde')).toBeDefined();
  });

  test('the wizard and the help page are in the part too', () => {
    const env = createEnv();
    const code = loadBundle(env.globals);
    const info = code.wizardInfo!() as { types: { presets: unknown[] }[] };
    expect(info.types[0]!.presets.length).toBeGreaterThan(1);
    code.menuHelp!();
    expect(env.ui.dialogs.at(-1)!.title).toBe(text('helpTitle', 'nl'));
    expect(reads(env)).toBe(1);
  });

  test('a project without the part: its actions fail with Apps Script’s own error, nothing is written, the rest works', () => {
    const { OnDemand: _left, ...without } = projectHtmlFiles();
    const env = keizer(without);
    const code = loadBundle(env.globals);
    code.menuCrosstable!();
    expect(failures(env)).toHaveLength(1);
    expect(failures(env)[0]).toContain('No HTML file named OnDemand was found');
    expect(env.spreadsheet.tab('Kruistabel')).toBeUndefined();
    code.menuUpdateStandings!();
    expect(failures(env)).toHaveLength(1);
    expect(env.spreadsheet.tab('Ranglijst')).toBeDefined();
  });
});
