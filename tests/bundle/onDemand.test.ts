/**
 * The parts of the add-on as the build makes them: dist/Code.js, which every
 * execution loads, and the parts loaded on demand through
 * HtmlService.createTemplateFromFile(...).getRawContent() (src/gas/onDemand.ts):
 * dist/OnDemand.html, which only the actions used a few times a season read,
 * and dist/Draw.html, the Keezen draw. No module is in two bundles; a part
 * takes the i18n catalogue, the tab contract and the workbook interface from
 * dist/Code.js; its texts are in it and not in dist/Code.js; custom functions,
 * the menu, the sidebar and the club night (but for the draw itself) never read
 * a part; and every action of a part runs in the emulator through that loading
 * path. dist/Code.js stays within the size Apps Script should load per click.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { CATALOGUE } from '../../src/actions/catalogue';
import { makeDraw } from '../../src/actions/draw';
import type { Cell } from '../../src/core/cell';
import { render, text } from '../../src/i18n';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { applyChanges } from '../../src/workbook/workbook';
import * as onDemandTexts from '../../src/i18n/onDemand';
import * as drawTexts from '../../src/i18n/drawPart';
import { simulateKeezen } from '../../src/sim/keezenEvent';
import { simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { loadBundle } from '../emu/bundle';
import { createEnv, Env, HtmlFiles, projectHtmlFiles } from '../emu/services';
import type { Value } from '../emu/spreadsheet';

const DIST = join(__dirname, '..', '..', 'dist');
const CODE = readFileSync(join(DIST, 'Code.js'), 'utf8');
const PART = readFileSync(join(DIST, 'OnDemand.html'), 'utf8');
const DRAW = readFileSync(join(DIST, 'Draw.html'), 'utf8');
const json = <T>(file: string): T => JSON.parse(readFileSync(join(DIST, file), 'utf8')) as T;
/** What every execution loads: at most 280 KiB. */
const CODE_MAX_BYTES = 280 * 1024;

/** The catalogue entries whose code is in a part (their run, or the page they show), by the part's file. */
const PARTS: Record<string, readonly string[]> = {
  OnDemand: [
    'crosstable',
    'rating',
    'seasonEnd',
    'publish',
    'trfExport',
    'pairingDisplay',
    'standingsDisplay',
    'tablesDisplay',
    'scoreForms',
  ],
  Draw: ['makePairing', 'newDraw', 'makeTables', 'redrawTables'],
};
const partOf = (id: string) => Object.keys(PARTS).find((file) => PARTS[file]!.includes(id));

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
/** The parts an execution read, each once: file → reads. */
const partsRead = (env: Env) => {
  const read: Record<string, number> = {};
  for (const c of env.log.calls) {
    const m = /^HtmlService\.createTemplateFromFile\((\w+)\)$/.exec(c);
    if (m) read[m[1]!] = (read[m[1]!] ?? 0) + 1;
  }
  return read;
};
/** The dialogs that report a failure (notes, such as a provisional season end, are not). */
const failures = (env: Env) => env.ui.alerts.filter((a) => a.title !== text('notesTitle', 'nl')).map((a) => a.prompt);

describe('the bundles', () => {
  test(`dist/Code.js, which every execution loads, is at most 280 KiB (${CODE_MAX_BYTES} bytes)`, () => {
    expect(Buffer.byteLength(CODE, 'utf8')).toBeLessThanOrEqual(CODE_MAX_BYTES);
  });

  test('no module is in two: a part takes what dist/Code.js has from it, and bundles only what it alone needs', () => {
    const code = json<string[]>('Code.inputs.json');
    const part = json<string[]>('OnDemand.inputs.json');
    const draw = json<string[]>('Draw.inputs.json');
    expect(part.filter((f) => code.includes(f))).toEqual([]);
    expect(draw.filter((f) => code.includes(f))).toEqual([]);
    expect(draw.filter((f) => part.includes(f))).toEqual([]);
    // The rare actions' own modules are in the part, not in dist/Code.js.
    for (const file of ['src/sheet/newCompetition.ts', 'src/core/trf/trf.ts', 'src/sheet/seasonReports.ts']) {
      expect(part).toContain(file);
      expect(code).not.toContain(file);
    }
  });

  test('the Keezen draw, its engines and the Keizer pairing engine are in the Draw part; what the confirm, Ronde vastleggen and the views read stays in dist/Code.js', () => {
    const code = json<string[]>('Code.inputs.json');
    const draw = json<string[]>('Draw.inputs.json');
    for (const file of [
      'src/actions/draw.ts',
      'src/core/keezen/draw/teams.ts',
      'src/core/keezen/draw/players.ts',
      'src/core/keezen/draw/exact.ts',
      'src/core/keezen/draw/proven.ts',
      'src/sheet/tablesRows.ts',
      'src/core/keizer/pairing/engine.ts',
      'src/core/matching/edmonds.ts',
      'src/core/matching/blossom.ts',
    ]) {
      expect([file, draw.includes(file)]).toEqual([file, true]);
      expect([file, code.includes(file)]).toEqual([file, false]);
    }
    for (const file of [
      'src/actions/record.ts',
      'src/actions/drawViews.ts',
      'src/core/keezen/draw/check.ts',
      'src/core/keezen/draw/input.ts',
      'src/core/keezen/standings.ts',
      'src/core/keezen/score.ts',
      'src/actions/pairing.ts',
      'src/core/keizer/pairing/check.ts',
      'src/sheet/pairingTab.ts',
    ])
      expect([file, code.includes(file)]).toEqual([file, true]);
  });

  test('a module of a part exports only functions (dist/Code.js has a stub function in place of each export)', () => {
    for (const entry of ['onDemandPart', 'drawPart']) {
      const text = readFileSync(join(__dirname, '..', '..', 'src', 'gas', `${entry}.ts`), 'utf8');
      const modules = [...text.matchAll(/^export \* as (\w+) from '([^']+)';$/gm)].map((m) => m[2]!);
      expect(modules.length).toBeGreaterThan(0);
      for (const module of modules) {
        const exports = require(join(__dirname, '..', '..', 'src', 'gas', module)) as Record<string, unknown>;
        for (const [name, value] of Object.entries(exports))
          expect([module, name, typeof value]).toEqual([module, name, 'function']);
      }
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

  test('the texts of the Draw part are in it, none of them in dist/Code.js, and only modules of the part show them', () => {
    const keys = Object.keys(drawTexts.nl);
    expect(keys.length).toBeGreaterThan(20);
    const draw = json<string[]>('Draw.inputs.json');
    const everyday = json<string[]>('Code.inputs.json');
    const root = join(__dirname, '..', '..');
    const sources = new Map(everyday.concat(draw).map((f) => [f, readFileSync(join(root, f), 'utf8')]));
    for (const key of keys) {
      expect([key, CODE.includes(`"${key}"`) || CODE.includes(`${key}:`)]).toEqual([key, false]);
      expect([key, DRAW.includes(`${key}:`)]).toEqual([key, true]);
      // A text dist/Code.js shows before the part is loaded could not be rendered.
      const shownBy = [...sources].filter(([f, t]) => !f.startsWith('src/i18n/') && t.includes(`'${key}'`));
      expect([key, shownBy.length > 0 && shownBy.every(([f]) => draw.includes(f))]).toEqual([key, true]);
    }
  });

  test('each part is one function expression of the shared modules, with nothing a template would run', () => {
    for (const part of [PART, DRAW]) {
      const evaluate = vm.runInNewContext(part) as unknown;
      expect(typeof evaluate).toBe('function');
      expect(part).not.toContain('<?');
    }
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

  test('the Draw part’s source map leads an error position (`Draw:LINE:COLUMN`) back to src/ too', () => {
    const literal = 'matching defect at vertex';
    const source = readFileSync(join(__dirname, '..', '..', 'src', 'core', 'matching', 'blossom.ts'), 'utf8');
    const sourceLine = source.split('\n').findIndex((l) => l.includes(literal)) + 1;
    const before = DRAW.slice(0, DRAW.indexOf(literal)).split('\n');
    expect(sourceLine).toBeGreaterThan(0);
    const at = `${before.length}:${before[before.length - 1]!.length + 1}`;
    const where = join(__dirname, '..', '..', 'scripts', 'where.mjs');
    const run = spawnSync(process.execPath, [where, `at x (Draw:${at})`], { encoding: 'utf8' });
    expect(run.stdout).toMatch(new RegExp(`→ src/core/matching/blossom\\.ts:${sourceLine}:\\d+\\n$`));
  });

  test('the pushed project holds the parts as HTML files next to the views', () => {
    expect(Object.keys(projectHtmlFiles()).sort()).toEqual(['Draw', 'OnDemand', 'sidebar', 'wizard']);
    expect(readFileSync(join(__dirname, '..', '..', '.claspignore'), 'utf8')).toMatch(/^!\*\.html$/m);
  });
});

describe('what every execution runs never reads a part', () => {
  test('the club night of a Keizer competition: the pairing reads the Draw part; onOpen, the sidebar, the confirm, the standings and the custom functions no part', () => {
    const env = keizer();
    loadBundle(env.globals).menuMakePairing!();
    expect(partsRead(env)).toEqual({ Draw: 1 });
    env.log.clear();
    const code = loadBundle(env.globals);
    code.onOpen({ authMode: 'FULL' });
    code.sidebarState!();
    code.menuUpdateStandings!();
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

  test('the club night of a Keezen event: the draw reads the Draw part; the record, the standings, the sidebar and the custom functions no part', () => {
    const env = keezen();
    loadBundle(env.globals).menuMakeTables!();
    expect(partsRead(env)).toEqual({ Draw: 1 });
    env.log.clear();
    const code = loadBundle(env.globals);
    code.onOpen({ authMode: 'FULL' });
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

  test('Ronde vastleggen of a round edited into a rematch draws the round again through the Draw part, and asks', () => {
    const env = withTabs(simulateKeezen({ variant: 'nk4tegen4', entrants: 4, rounds: 1, seed: 'on-demand' }).tabs);
    loadBundle(env.globals).menuMakeTables!();
    // Round 2 edited by hand into round 1's tables (rows 2-3 → rows 4-5; Team A and Team B in columns 3 and 4).
    const tables = env.spreadsheet.tab('Tafelindeling')!;
    for (const [from, to] of [
      [2, 4],
      [3, 5],
    ] as const)
      for (const col of [3, 4]) tables.type(to, col, String(tables.peek(from, col)));
    env.log.clear();
    env.ui.answers.push('NO');
    loadBundle(env.globals).menuRecordRound!();
    expect(partsRead(env)).toEqual({ Draw: 1 });
    expect(env.ui.alerts.map((a) => a.prompt).join('\n')).toMatch(/treffen elkaar voor de 2e keer/);
    expect(
      env.spreadsheet
        .tab('Uitslagen')!
        .values()
        .filter((r) => r[0] === 2),
    ).toEqual([]);
  });
});

describe('every on-demand action runs through the real loading path', () => {
  /** Runs an entry's menu item in a fresh execution; which parts it read, and what it showed. */
  function run(id: string, type: 'keizer' | 'keezen'): { read: Record<string, number>; env: Env } {
    const env = type === 'keizer' ? keizer() : keezen();
    const setup = loadBundle(env.globals);
    // The beamer and the forms show the round the draw or the pairing made.
    if (type === 'keizer') setup.menuMakePairing!();
    else setup.menuMakeTables!();
    const code = loadBundle(env.globals);
    env.log.clear();
    code[CATALOGUE.find((e) => e.id === id)!.menuFunction]!();
    return { read: partsRead(env), env };
  }

  const entries = CATALOGUE.filter((e) => e.menu !== false && !e.needsPlayer);
  test.each(entries.map((e) => [e.id, e.types[0]!] as const))('%s', (id, type) => {
    const { read, env } = run(id, type);
    expect(failures(env)).toEqual([]);
    const part = partOf(id);
    expect(read).toEqual(part ? { [part]: 1 } : {});
  });

  test('the lists of the parts’ entries are the catalogue’s', () => {
    const ids = CATALOGUE.map((e) => e.id);
    for (const id of Object.values(PARTS).flat()) expect(ids).toContain(id);
  });

  test('the draw’s summary and Toelichting column (texts of the Draw part) are the draw’s own, in the user’s language', () => {
    const tabs = simulateKeezen({ variant: 'spelavond', entrants: 9, rounds: 2, seed: 'on-demand' }).tabs;
    const copy = () => Object.fromEntries(Object.entries(tabs).map(([n, rows]) => [n, rows.map((r) => [...r])]));
    const wb = new MemoryWorkbook(copy() as Record<string, Cell[][]>);
    const expected = makeDraw(wb);
    applyChanges(wb, expected.changes);
    const written = wb.tabs.get('Tafelindeling')!.map((r) => r.map((c) => String(c ?? '')));
    expect(written.some((r) => r.at(-1)!.length > 0)).toBe(true);
    for (const [locale, lang] of [
      ['nl_NL', 'nl'],
      ['en_US', 'en'],
    ] as const) {
      const env = createEnv({ locale });
      for (const [name, rows] of Object.entries(copy())) env.spreadsheet.addTab(name, rows as Value[][]);
      loadBundle(env.globals).menuMakeTables!();
      expect(failures(env)).toEqual([]);
      const toasts = env.spreadsheet.toasts.map((t) => t.message).join('\n');
      for (const m of expected.summary) expect(toasts).toContain(render(m, lang));
      const tab = env.spreadsheet.tab('Tafelindeling')!.values();
      expect(tab.map((r) => r.map((c) => String(c ?? '')))).toEqual(written);
    }
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

  test('a project without the Draw part: the pairing fails with Apps Script’s own error and writes nothing', () => {
    const { Draw: _left, ...without } = projectHtmlFiles();
    const env = keizer(without);
    loadBundle(env.globals).menuMakePairing!();
    expect(failures(env)).toHaveLength(1);
    expect(failures(env)[0]).toContain('No HTML file named Draw was found');
    expect(env.spreadsheet.tab('Indeling')).toBeUndefined();
  });
});
