/**
 * Standings for the beamer: one standalone page (shell.ts) that holds several
 * tables (the overall standings, each evening or round, the prize list), one
 * shown at a time and chosen with the buttons at the top — radio buttons and
 * CSS, no script, so it works in a Sheets dialog and as a file. Each table is
 * sized to the screen: rows in up to three columns side by side (ranks running
 * down the left column first), the type as large as the height and the width
 * allow, so nothing scrolls on a 16:9 beamer (1280 × 720 as 1920 × 1080).
 * Every text goes through `escapeHtml`.
 */
import type { Cell } from '../core/cell';
import { escapeHtml } from '../core/html';
import type { Lang } from '../i18n';
import { cellHtml } from './page';
import { standalonePage } from './shell';

export interface BeamerTable {
  /** The button's text. */
  readonly label: string;
  readonly title: string;
  /** Notes above the table. */
  readonly lines: readonly string[];
  readonly header: readonly Cell[];
  readonly rows: readonly (readonly Cell[])[];
}

/** Rows per column before the table is split into columns side by side. */
const ROWS_PER_COLUMN = 20;

function tableSection(v: BeamerTable, i: number, lang: Lang): { html: string; style: string } {
  const columns = Math.min(3, Math.max(1, Math.ceil(v.rows.length / ROWS_PER_COLUMN)));
  const perColumn = Math.max(1, Math.ceil(v.rows.length / columns));
  const width = v.header.length;
  const numeric = Array.from({ length: width }, (_, c) =>
    v.rows.some((r) => typeof r[c] === 'number' || /^\d+:\d\d$/.test(String(r[c] ?? ''))),
  );
  // The height: 100 vh less the padding, the buttons, the title and the notes; a row is 1.45 em, the header 1.8.
  // A note wraps at about 110 letters (95 vw of a 16:9 screen in type of 2.4 vh).
  const noteLines = v.lines.reduce((n, l) => n + Math.max(1, Math.ceil(l.length / 110)), 0);
  const free = 100 - 4 - 6 - 7 - noteLines * 2.9 - v.lines.length * 0.8 - 1;
  const byHeight = Math.min(4.5, free / (perColumn * 1.45 + 1.8));
  // The widths, in em of the rows' type: the first column its longest text, a number column 3.6 em or its header's
  // width (the header's type is 0.5 em, a bold letter about 0.7 of that), the name what is left (at least its
  // longest name at 0.58 em a letter, for the type's size; a name past 22 letters is cut off with an ellipsis).
  const text = (r: readonly Cell[], c: number) => String(r[c] ?? '').length;
  const first = Math.max(2.6, ...v.rows.map((r) => text(r, 0) * 0.62 + 0.6));
  const widths = v.header.map((h, c) => (c === 0 ? first : Math.max(3.6, String(h ?? '').length * 0.37 + 0.7)));
  const longest = Math.min(22, Math.max(8, ...v.rows.map((r) => text(r, 1))));
  const ems = widths.reduce((a, w, c) => a + (c === 1 ? longest * 0.58 + 0.6 : w), 0);
  const byWidth = (95 - 3 * (columns - 1)) / columns / ems;
  const id = `s${i}`;
  // Widths in the header's type (0.5 em of the rows').
  const style = [
    `#${id} { font-size: min(${byHeight.toFixed(2)}vh, ${byWidth.toFixed(2)}vw); }`,
    `#${id} .columns { grid-template-columns: repeat(${columns}, minmax(0, 1fr)); }`,
    ...widths.map((w, c) => (c === 1 ? '' : `#${id} th:nth-child(${c + 1}) { width: ${(w / 0.5).toFixed(1)}em; }`)),
  ]
    .filter((x) => x)
    .join('\n');
  const cls = (c: number) => (c === 1 ? ' class="name"' : numeric[c] ? ' class="num"' : '');
  const head = v.header.map((h, c) => `<th${cls(c)}>${cellHtml(h, lang)}</th>`).join('');
  const part = (rows: readonly (readonly Cell[])[]) =>
    `<table><thead><tr>${head}</tr></thead><tbody>
${rows.map((r) => `<tr>${Array.from({ length: width }, (_, c) => `<td${cls(c)}>${cellHtml(r[c], lang)}</td>`).join('')}</tr>`).join('\n')}
</tbody></table>`;
  const parts = Array.from({ length: columns }, (_, k) => v.rows.slice(k * perColumn, (k + 1) * perColumn));
  const html = `<section id="${id}">
<h1>${escapeHtml(v.title)}</h1>
${v.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<div class="columns">
${parts.map(part).join('\n')}
</div>
</section>`;
  return { html, style };
}

/** The page: the buttons, then every table (the first shown until another is chosen). */
export function standingsBeamerPage(lang: Lang, title: string, tables: readonly BeamerTable[]): string {
  const sections = tables.map((v, i) => tableSection(v, i, lang));
  const inputs = tables
    .map((_, i) => `<input type="radio" name="view" id="v${i}"${i === 0 ? ' checked' : ''}>`)
    .join('');
  const buttons = tables.map((v, i) => `<label for="v${i}">${escapeHtml(v.label)}</label>`).join('');
  const shown = tables.map((_, i) => `#v${i}:checked ~ .views #s${i}`).join(',\n');
  const pressed = tables.map((_, i) => `#v${i}:checked ~ nav label[for="v${i}"]`).join(',\n');
  const style = `
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: white; color: black; font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; }
body { height: 100vh; overflow: hidden; padding: 2vh 2.5vw; }
input { position: absolute; opacity: 0; pointer-events: none; }
nav { display: flex; flex-wrap: nowrap; gap: 0.6vw; height: 5vh; overflow: hidden; margin-bottom: 1vh; }
nav label { font-size: 2.2vh; padding: 0.8vh 1vw; border: 0.15vh solid #999; border-radius: 0.8vh; cursor: pointer; white-space: nowrap; color: #333; }
${pressed} { background: #23395d; border-color: #23395d; color: white; }
section { display: none; }
${shown} { display: block; }
h1 { font-size: 5vh; margin: 0 0 1vh; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
p { font-size: 2.4vh; line-height: 1.2; margin: 0 0 0.8vh; color: #333; }
.columns { display: grid; column-gap: 3vw; align-items: start; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
th, td { padding: 0.06em 0.3em; border-bottom: 0.15vh solid silver; line-height: 1.3; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; text-align: left; }
th { font-size: 0.5em; color: #444; line-height: 1.2; vertical-align: bottom; }
th:first-child, td:first-child { text-align: right; font-weight: bold; }
th.num, td.num { text-align: right; font-variant-numeric: tabular-nums; }
${sections.map((s) => s.style).join('\n')}
`;
  const body = `${inputs}
<nav>${buttons}</nav>
<div class="views">
${sections.map((s) => s.html).join('\n')}
</div>`;
  return standalonePage({ lang, title, style, body });
}
