/**
 * No text in the catalogue that nothing shows: every key of src/i18n is named by code in src/ outside
 * src/i18n/. A dead text misleads a translator and the next engineer (it reads like a message the product
 * gives), and every Apps Script execution and every command-line start builds it.
 *
 * What it sees. The keys come from the catalogue modules themselves (./catalogue.ts, as the test of both
 * languages lists them). The code is read with the TypeScript parser, and a key counts as named when it is
 * the whole of a string literal anywhere in a source file: `msg('key', …)`, `text('key', lang)`,
 * `c.summary = 'cliSumX'`, `cond ? 'a' : 'b'`, a table of keys, `help: 'cliOptRound'`, a string literal type.
 * The views' texts (src/i18n/views.ts) are named by the pages' `data-t` attributes (every quoted string of
 * src/ui/pages/*.html counts) or by `t('key')` in the client. A comment names nothing.
 *
 * What it cannot see. A key used as a property name (`texts.key`) is not seen as named (no code does that:
 * keys are passed as strings). A key built from parts (a template literal or a `+`) is named only through
 * BUILT below; the last test finds such a build where a key is taken (the first argument of `msg`, `text`
 * or `t`, or a cast to a key type) and fails until it is listed. Nor does it know whether the code naming
 * a key ever runs, or that a literal equal to a key means that key: a dead text whose key is also a
 * common word used elsewhere (`yes`, `round`) passes.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import { allKeys } from '../../src/i18n';
import { catalogueModules } from './catalogue';

const SRC = join(__dirname, '..', '..', 'src');

/**
 * Keys built from parts: the code that builds them (a file of src/ and the literal text before the first
 * part, as in `` `menu${x}` ``) and every key its parts can make, derived from the data that code builds
 * them from, so that a key with the prefix that no part makes is still dead.
 *
 * None today: every text is named whole (`msg` takes a key of the catalogue's type, so a built key needs a
 * cast or a template literal type). `` `menu${…}` `` in src/actions/catalogue.ts (`menuFunctionOf`) is not
 * one: it makes the names of the menu's top-level functions, and the entries' labels are named whole
 * (`label: 'menuMakePairing'`).
 */
const BUILT: readonly { readonly file: string; readonly prefix: string; readonly keys: () => readonly string[] }[] = [];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const SOURCES = filesUnder(SRC)
  .map((path) => relative(SRC, path))
  .filter((file) => !file.startsWith('i18n/') && (file.endsWith('.ts') || file.endsWith('.html')))
  .sort();

/** Where code takes a key: the first argument of these, or an expression cast to a key type. */
const TAKES_A_KEY = new Set(['msg', 'text', 't']);
const KEY_TYPE = /^(MsgKey|PlainMsgKey|ViewKey)$/;

interface Build {
  readonly file: string;
  readonly line: number;
  /** The literal text before the first part. */
  readonly prefix: string;
}

function scan(): { named: Set<string>; builds: Build[] } {
  const named = new Set<string>();
  const builds: Build[] = [];
  for (const file of SOURCES) {
    const source = readFileSync(join(SRC, file), 'utf8');
    if (file.endsWith('.html')) {
      for (const m of source.matchAll(/"([^"]*)"|'([^']*)'/g)) named.add(m[1] ?? m[2]!);
      continue;
    }
    const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    const takesAKey = (n: ts.Node): boolean => {
      let p = n.parent;
      while (ts.isParenthesizedExpression(p)) p = p.parent;
      if (ts.isCallExpression(p))
        return p.arguments[0] === n && ts.isIdentifier(p.expression) && TAKES_A_KEY.has(p.expression.text);
      return (ts.isAsExpression(p) || ts.isTypeAssertionExpression(p)) && KEY_TYPE.test(p.type.getText(sf));
    };
    const visit = (n: ts.Node): void => {
      if (ts.isStringLiteralLike(n)) named.add(n.text);
      const prefix = ts.isTemplateExpression(n)
        ? n.head.text
        : ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken && ts.isStringLiteralLike(n.left)
          ? n.left.text
          : undefined;
      if (prefix !== undefined && takesAKey(n))
        builds.push({ file, line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1, prefix });
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return { named, builds };
}

const modules = catalogueModules();
const { named, builds } = scan();

test('the modules listed are the whole catalogue (index.ts merges no other)', () => {
  const listed = modules.filter((m) => m.file !== 'views.ts').flatMap((m) => Object.keys(m.nl));
  expect(listed.sort()).toEqual(allKeys().sort());
});

test('every text of the catalogue is named in src/ outside src/i18n/', () => {
  const built = new Set(BUILT.flatMap((b) => b.keys()));
  const dead = modules.flatMap((m) =>
    Object.keys(m.nl)
      .filter((key) => !named.has(key) && !built.has(key))
      .map((key) => `${m.file}: ${key}`),
  );
  // A dead text: remove it in both languages (or, if the product should say it, show it again).
  expect(dead).toEqual([]);
});

test('a key built from parts is built where BUILT says, and BUILT lists no build that is gone', () => {
  const where = (b: { file: string; prefix: string }) => `${b.file}: ${b.prefix}…`;
  const listed = new Set(BUILT.map(where));
  // A build found here: list it in BUILT, with the keys its parts can make.
  expect(builds.filter((b) => !listed.has(where(b))).map((b) => `${b.file}:${b.line}: ${b.prefix}…`)).toEqual([]);
  const found = new Set(builds.map(where));
  expect(BUILT.map(where).filter((b) => !found.has(b))).toEqual([]);
});
