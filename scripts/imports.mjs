#!/usr/bin/env node
/**
 * The floors of src/ lean one way: no module imports itself back through others (no import circle, type-only
 * imports included), and each layer imports only the layers below it (LAYERS). Run by `npm test`
 * (`npm run imports`); prints each circle and each import across a floor, and fails when there is one.
 * Reads the sources with the TypeScript compiler's own parser (no type check: quick).
 */
import ts from 'typescript';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');

/** What each folder of src/ may import besides itself (a folder not listed: anything but what lists it). */
export const LAYERS = {
  core: ['i18n'],
  i18n: ['core'],
  render: ['core', 'i18n'],
};

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? files(join(dir, d.name))
      : /\.ts$/.test(d.name) && !d.name.endsWith('.d.ts')
        ? [join(dir, d.name)]
        : [],
  );
}

/** The module a relative specifier names, if it is one of ours. */
function resolveSpec(from, spec, known) {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const f of [base, `${base}.ts`, join(base, 'index.ts')]) if (known.has(f)) return f;
  return undefined;
}

/** Every module a file imports or re-exports (type-only too), and dynamic import() of a literal. */
function importsOf(file, known) {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out = new Set();
  const visit = (node) => {
    let spec;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      spec = node.moduleSpecifier.text;
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      spec = node.arguments[0].text;
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      spec = node.argument.literal.text;
    const to = spec !== undefined ? resolveSpec(file, spec, known) : undefined;
    if (to) out.add(to);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return [...out];
}

/** The import circles: the strongly connected components of more than one module, or a module importing itself. */
function circles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const found = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v)) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const part = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || graph.get(v).includes(v)) found.push(part.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) strong(v);
  return found;
}

export function check() {
  const all = files(src);
  const known = new Set(all);
  const graph = new Map(all.map((f) => [f, importsOf(f, known)]));
  const name = (f) => relative(src, f);
  const layer = (f) => name(f).split(/[\\/]/)[0];
  const problems = [];
  for (const part of circles(graph)) problems.push(`import circle: ${part.map(name).join(' ⇄ ')}`);
  for (const [from, tos] of graph) {
    const allowed = LAYERS[layer(from)];
    if (!allowed) continue;
    for (const to of tos)
      if (layer(to) !== layer(from) && !allowed.includes(layer(to)))
        problems.push(`${name(from)} imports ${name(to)}: ${layer(from)}/ imports only ${allowed.join(', ')}`);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = check();
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`${problems.length} import ${problems.length === 1 ? 'problem' : 'problems'} (scripts/imports.mjs)`);
    process.exit(1);
  }
}
