/**
 * The project speaks in its own words: the regulations by name (the Zwarte
 * Dame regulations, the NK regulations, ...), never by the file number they
 * came as, and no issue numbers or paths to documents outside the repository.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return ['golden', 'fixtures', 'img'].includes(d.name) ? [] : files(path);
    return /\.(ts|mjs|md)$/.test(d.name) ? [path] : [];
  });
}

const OUTSIDE = [
  /\bseeds? ?0\d\d\b/i, // a regulation by its file number
  /\bthe seed (says|names|writes|wants|has no)\b/i, // the regulations called "the seed" (the draw's seed is another thing)
  /\bissues? #?\d/i,
  /\.\.\/shared\b/,
];

test('no file of src, tests, docs, scripts or bench, nor README or CONTRIBUTING, cites a regulation by number, an issue or a path outside', () => {
  const all = [
    ...['src', 'tests', 'docs', 'scripts', 'bench'].flatMap((d) => files(join(ROOT, d))),
    join(ROOT, 'README.md'),
    join(ROOT, 'CONTRIBUTING.md'),
  ].filter((f) => !f.endsWith(join('tests', 'docs', 'words.test.ts')));
  const hits = all.flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .flatMap((line, i) => (OUTSIDE.some((re) => re.test(line)) ? [`${relative(ROOT, f)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(hits).toEqual([]);
});
