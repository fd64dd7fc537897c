// Build of the HTML views (called by scripts/build.mjs): HtmlService serves
// one file per page and no assets, so each page in src/ui/pages/<page>.html
// gets the shared style sheet and its own script (src/ui/client/<page>.ts,
// bundled by esbuild) inlined, and lands in dist/<page>.html, which
// .claspignore lets through and HtmlService.createHtmlOutputFromFile('<page>')
// loads.
import * as esbuild from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PAGES = ['sidebar', 'wizard'];

/** Script text that cannot end the <script> element or open a comment early. */
function inlineScript(js) {
  return js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

export async function buildHtml({ root, dist }) {
  const css = readFileSync(join(root, 'src/ui/pages/style.css'), 'utf8');
  for (const page of PAGES) {
    const html = readFileSync(join(root, `src/ui/pages/${page}.html`), 'utf8');
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
    if (!html.includes('<!-- STYLE -->') || !html.includes('<!-- SCRIPT -->')) throw new Error(`${page}.html: missing <!-- STYLE --> or <!-- SCRIPT --> marker`);
    const out = html
      .replace('<!-- STYLE -->', () => `<style>\n${css}</style>`)
      .replace('<!-- SCRIPT -->', () => `<script>\n${inlineScript(js)}</script>`);
    writeFileSync(join(dist, `${page}.html`), out);
  }
}
