/**
 * The Apps Script bundle as the build makes it: minified, yet every custom
 * function keeps its help (the JSDoc Sheets shows), no command-line code or
 * texts inside, and a source map that leads an error report back to src/.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMap } from 'node:module';

const ROOT = join(__dirname, '..', '..');
const CODE = readFileSync(join(ROOT, 'dist', 'Code.js'), 'utf8');

/** Every `@customfunction` JSDoc block in src/gas with the function it documents. */
function customFunctionDocs(): { name: string; doc: string }[] {
  const dir = join(ROOT, 'src', 'gas');
  const found: { name: string; doc: string }[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(
      /(\/\*\*(?:(?!\*\/)[\s\S])*?@customfunction[\s\S]*?\*\/)\s*export function (\w+)\s*\(/g,
    ))
      found.push({ name: m[2]!, doc: m[1]! });
  }
  return found;
}

describe('dist/Code.js', () => {
  const docs = customFunctionDocs();

  test('there are custom functions to check', () => {
    expect(docs.map((d) => d.name)).toEqual(
      expect.arrayContaining(['KEIZERPOINTS', 'KEIZERUITLEG', 'KEEZSCORE', 'KEEZSTAND']),
    );
  });

  test.each(docs.map((d) => [d.name, d.doc] as const))(
    '%s keeps its whole help text right above its top-level function',
    (name, doc) => {
      const at = CODE.indexOf(doc);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(CODE.slice(at + doc.length)).toMatch(new RegExp(`^\\s*function ${name}\\(`));
    },
  );

  test('the bundle is minified (long lines of code) but its entry points are plain top-level functions', () => {
    const code = CODE.slice(0, CODE.indexOf('\n// ---- Entry points'));
    // Unminified, the code is about 40 characters a line; minified only template literals (the pages) break it.
    expect(code.length / code.split('\n').length).toBeGreaterThan(1000);
    expect(CODE).toMatch(/\nfunction onOpen\(\) \{\n/);
  });

  test('no command-line module and none of its texts are in the Apps Script bundle', () => {
    const inputs = JSON.parse(readFileSync(join(ROOT, 'dist', 'Code.inputs.json'), 'utf8')) as string[];
    expect(inputs.filter((f) => f.startsWith('src/cli/') || f.startsWith('src/i18n/cli'))).toEqual([]);
    expect(inputs.some((f) => f.includes('node_modules/exceljs') || f.includes('node_modules/@e965/xlsx'))).toBe(false);
    const cliTexts = require('../../src/i18n/cli') as { nl: () => Record<string, unknown> };
    const fileTexts = require('../../src/i18n/cliFiles') as { nl: () => Record<string, unknown> };
    const keys = [...Object.keys(cliTexts.nl()), ...Object.keys(fileTexts.nl())];
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(CODE.includes(`${key}:`)).toBe(false);
  });

  test('the source map leads a position in the minified code back to its source file and line', () => {
    const map = new SourceMap(JSON.parse(readFileSync(join(ROOT, 'dist', 'Code.js.map'), 'utf8')));
    // A string literal survives minification: where is it in the bundle, and where in src/?
    const literal = 'pick from an empty list';
    const source = readFileSync(join(ROOT, 'src', 'core', 'rng.ts'), 'utf8').split('\n');
    const sourceLine = source.findIndex((l) => l.includes(literal)) + 1;
    const at = CODE.indexOf(literal);
    expect(sourceLine).toBeGreaterThan(0);
    expect(at).toBeGreaterThan(0);
    const before = CODE.slice(0, at).split('\n');
    const entry = map.findEntry(before.length - 1, before[before.length - 1]!.length);
    expect(entry).toMatchObject({ originalLine: sourceLine - 1 });
    expect((entry as { originalSource: string }).originalSource).toMatch(/src\/core\/rng\.ts$/);
  });

  test('npm run where leads an error report’s position (`Code:LINE:COLUMN`) back to src/', () => {
    const literal = 'Competitieleider keizer';
    const source = readFileSync(join(ROOT, 'src', 'core', 'trf', 'keizer.ts'), 'utf8').split('\n');
    const sourceLine = source.findIndex((l) => l.includes(`'${literal}'`)) + 1;
    const before = CODE.slice(0, CODE.indexOf(literal)).split('\n');
    expect(sourceLine).toBeGreaterThan(0);
    const at = `${before.length}:${before[before.length - 1]!.length + 1}`;
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'where.mjs'), `at x (Code:${at})`], {
      encoding: 'utf8',
    });
    expect(run.stdout).toMatch(new RegExp(`→ src/core/trf/keizer\\.ts:${sourceLine}:\\d+\\n$`));
  });
});
