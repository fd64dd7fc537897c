// Build of the HTML views (called by scripts/build.mjs): HtmlService serves
// one file per page and no assets, so each page in src/ui/pages/<page>.html
// gets the parts every page shares (src/ui/pages/common.html: the head, the
// progress bar), the shared style sheet and its own script
// (src/ui/client/<page>.ts, bundled by esbuild) inlined, and lands in
// dist/<page>.html, which .claspignore lets through and
// HtmlService.createHtmlOutputFromFile('<page>') loads.
import * as esbuild from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PAGES = ['sidebar', 'wizard'];

/**
 * The parts of common.html by name: each starts at a line `<!-- NAME -->` and
 * runs to the next such line; a page takes a part where it has that marker.
 */
export function commonParts(text) {
  const parts = new Map();
  let name;
  for (const line of text.split('\n')) {
    const m = /^<!-- ([A-Z]+) -->$/.exec(line);
    if (m && m[1] !== 'STYLE' && m[1] !== 'SCRIPT') parts.set((name = m[1]), []);
    else if (name) parts.get(name).push(line);
  }
  return new Map([...parts].map(([k, lines]) => [k, lines.join('\n').replace(/\n+$/, '')]));
}

/** Script text that cannot end the <script> element or open a comment early. */
function inlineScript(js) {
  return js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

export async function buildHtml({ root, dist }) {
  const css = readFileSync(join(root, 'src/ui/pages/style.css'), 'utf8');
  const parts = commonParts(readFileSync(join(root, 'src/ui/pages/common.html'), 'utf8'));
  for (const page of PAGES) {
    let html = readFileSync(join(root, `src/ui/pages/${page}.html`), 'utf8');
    for (const [name, part] of parts) {
      const marker = `<!-- ${name} -->`;
      if (html.split(marker).length !== 2) throw new Error(`${page}.html: needs <!-- ${name} --> exactly once`);
      html = html.replace(marker, () => part);
    }
    const result = await esbuild.build({
      entryPoints: [join(root, `src/ui/client/${page}.ts`)],
      bundle: true,
      format: 'iife',
      target: 'es2019',
      platform: 'browser',
      charset: 'utf8',
      write: false,
      logLevel: 'warning',
    });
    const js = result.outputFiles[0].text;
    if (!html.includes('<!-- STYLE -->') || !html.includes('<!-- SCRIPT -->'))
      throw new Error(`${page}.html: missing <!-- STYLE --> or <!-- SCRIPT --> marker`);
    const out = html
      .replace('<!-- STYLE -->', () => `<style>\n${css}</style>`)
      .replace('<!-- SCRIPT -->', () => `<script>\n${inlineScript(js)}</script>`);
    writeFileSync(join(dist, `${page}.html`), out);
  }
}
