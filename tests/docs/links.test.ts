/**
 * The documentation holds together: every relative link and picture of
 * README.md, CONTRIBUTING.md and docs/*.md points at a file that exists, and
 * a link to a section (`keizer.md#how-the-pairing-is-made`) at a heading that
 * is there, by the anchors GitHub makes of headings.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

const FILES = [
  join(ROOT, 'README.md'),
  join(ROOT, 'CONTRIBUTING.md'),
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(ROOT, 'docs', f)),
];

/** The text outside code: fenced blocks and inline code hold command lines, not links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors GitHub gives the headings of a file: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of prose(markdown).split('\n')) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = m[1]!
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Every link target of a file that is not a web address: markdown links and pictures, and HTML src/href. */
function targets(markdown: string): string[] {
  const text = prose(markdown);
  return [
    ...[...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!),
  ].filter((t) => !/^[a-z][a-z+.-]*:/i.test(t));
}

test('the anchors of headings are made as GitHub makes them', () => {
  expect([...anchors('# Keizer settings and their defaults\n## How the season end is decided (and how points are explained)\n## A\n## A')]).toEqual([
    'keizer-settings-and-their-defaults',
    'how-the-season-end-is-decided-and-how-points-are-explained',
    'a',
    'a-1',
  ]);
});

test.each(FILES.map((f) => [relative(ROOT, f), f]))(
  'every relative link of %s points at a file and heading that exist',
  (_name, file) => {
    const markdown = readFileSync(file, 'utf8');
    const broken = targets(markdown).filter((target) => {
      const [path = '', anchor] = target.split('#') as [string, string | undefined];
      const to = path === '' ? file : join(dirname(file), decodeURIComponent(path));
      if (!existsSync(to)) return true;
      if (anchor === undefined || !to.endsWith('.md')) return false;
      return !anchors(readFileSync(to, 'utf8')).has(anchor.toLowerCase());
    });
    expect(broken).toEqual([]);
  },
);
