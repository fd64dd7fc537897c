/**
 * The newcomer's map is the territory: every path CONTRIBUTING.md and
 * README.md name exists, the folder tree of CONTRIBUTING's Layout names
 * every folder of src and every module at the top of src/core.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Whether a path exists; `<name>` in it stands for any one name (`src/ui/pages/<page>.html`). */
function exists(path: string): boolean {
  const parts = path.replace(/\/$/, '').split('/');
  const walk = (dir: string, i: number): boolean => {
    if (i === parts.length) return existsSync(dir);
    const part = parts[i]!;
    if (!part.includes('<')) return walk(join(dir, part), i + 1);
    const pattern = new RegExp(`^${part.replace(/[.]/g, '\\.').replace(/<[^>]+>/g, '[^/]+')}$`);
    if (!existsSync(dir)) return false;
    return readdirSync(dir).some((name) => pattern.test(name) && walk(join(dir, name), i + 1));
  };
  return walk(ROOT, 0);
}

/** The entries of the Layout tree, as paths from the repository's root. */
function treeEntries(): { entries: string[]; sections: Map<string, string> } {
  const text = read('CONTRIBUTING.md');
  const block = text.slice(text.indexOf('## Layout')).split('```')[1]!;
  const entries: string[] = [];
  const sections = new Map<string, string>();
  const parents: string[] = [];
  let section = '';
  for (const line of block.split('\n')) {
    const indent = /^ */.exec(line)![0].length;
    if (line.trim() === '') continue;
    if (indent <= 4) {
      const depth = indent / 2;
      const names = line.trim().split(/\s{2,}/)[0]!.split(', ');
      for (const name of names) {
        const path = (depth === 0 ? '' : parents[depth - 1]!) + name;
        entries.push(path);
        if (name.endsWith('/')) parents[depth] = path;
      }
      if (depth === 1) section = names[0]!.replace(/\/$/, '');
    }
    if (section !== '') sections.set(section, (sections.get(section) ?? '') + line + '\n');
  }
  return { entries, sections };
}

function folders(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => [`${dir}/${d.name}`, ...folders(`${dir}/${d.name}`)]);
}

/** The top folders of src, by which a path in backticks is known as one under src (`sheet/open.ts`). */
const TOP = readdirSync(join(ROOT, 'src')).join('|');

test.each(['CONTRIBUTING.md', 'README.md'])('every src/ path %s names exists', (file) => {
  const text = read(file);
  const named = [
    ...[...text.matchAll(/\bsrc\/[\w.<>/-]*[\w>/]/g)].map((m) => m[0]),
    ...[...text.matchAll(new RegExp(`\`((?:${TOP})/[\\w.<>/-]*[\\w>/])\``, 'g'))].map((m) => `src/${m[1]}`),
  ];
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((p) => !exists(p))).toEqual([]);
});

test("every entry of CONTRIBUTING's folder tree exists", () => {
  const { entries } = treeEntries();
  expect(entries).toContain('src/core/keezen/draw/');
  expect(entries.filter((p) => !exists(p))).toEqual([]);
});

test('the folder tree names every folder of src (an entry, or in its top folder\'s lines) and every module of src/core', () => {
  const { entries, sections } = treeEntries();
  const unnamed = folders('src').filter((dir) => {
    if (entries.includes(`${dir}/`)) return false;
    const [, top, ...rest] = dir.split('/');
    return !new RegExp(`(?<![\\w/])${rest.join('/')}(?!\\w)`).test(sections.get(top!) ?? '');
  });
  expect(unnamed).toEqual([]);
  const modules = readdirSync(join(ROOT, 'src/core')).filter((f) => f.endsWith('.ts'));
  expect(modules.filter((m) => !entries.includes(`src/core/${m}`))).toEqual([]);
});
