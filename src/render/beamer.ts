/**
 * A pairing as a standalone HTML page in large print for a beamer: no menu,
 * two columns sized to the screen, no scripts, no external assets. Every piece of text
 * goes through `escapeHtml`. (A module of its own, apart from page.ts: the
 * Apps Script bundle takes this one in with pairingTab.ts, not the website's
 * style sheet.)
 */
import { escapeHtml } from '../core/html';
import { standalonePage } from './shell';
import type { Lang } from '../i18n';

export interface BeamerPageOptions {
  readonly lang: Lang;
  readonly title: string;
  /** Board, white, black. */
  readonly header: readonly [string, string, string];
  readonly boards: readonly (readonly [number, string, string])[];
  /** Lines below the table (the bye). */
  readonly lines: readonly string[];
}

/**
 * The page: title, the boards in one column up to 12 boards and in two side by
 * side above that (board numbers running down the left column first), the
 * lines below. The type is sized from the number of lines so that every board
 * of a 30-board round fits a 16:9 beamer (1280 × 720 as 1920 × 1080): nothing
 * scrolls on a beamer.
 */
export function beamerPage(o: BeamerPageOptions): string {
  const title = escapeHtml(o.title);
  const columns = o.boards.length > 12 ? 2 : 1;
  const perColumn = Math.max(1, Math.ceil(o.boards.length / columns));
  // Lines of type: a header and the boards of one column, the bye lines; title and margins take 16 % of the height.
  const lines = perColumn + 1 + o.lines.length * 1.1;
  const font = Math.min(6, 80 / (lines * 1.45)).toFixed(2);
  // And as wide as the longest name allows: a column is (95 vw − the gaps) / columns, of which the board number and the
  // padding take about 3 em, and a name takes about 0.6 em a letter.
  const longest = Math.max(8, ...o.boards.flatMap(([, w, z]) => [w.length, z.length]));
  const columnWidth = (95 - 3 * (columns - 1)) / columns;
  const fontWide = (columnWidth / (2 * 0.6 * longest + 4)).toFixed(2);
  const table = (part: readonly (readonly [number, string, string])[]) =>
    `<table>
<thead><tr>${o.header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>
<tbody>
${part.map(([b, w, z]) => `<tr><td class="b">${b}</td><td>${escapeHtml(w)}</td><td>${escapeHtml(z)}</td></tr>`).join('\n')}
</tbody>
</table>`;
  const parts = Array.from({ length: columns }, (_, i) => o.boards.slice(i * perColumn, (i + 1) * perColumn));
  const byes = o.lines.map((l) => `<p class="bye">${escapeHtml(l)}</p>`).join('\n');
  const style = `
html, body { margin: 0; padding: 0; background: white; color: black; font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; }
body { height: 100vh; overflow: hidden; box-sizing: border-box; padding: 2vh 2.5vw; font-size: min(${font}vh, ${fontWide}vw); }
h1 { font-size: 6vh; margin: 0 0 1.5vh; }
.columns { display: grid; grid-template-columns: repeat(${columns}, minmax(0, 1fr)); column-gap: 3vw; align-items: start; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
th, td { text-align: left; padding: 0.08em 0.4em; border-bottom: 0.15vh solid silver; line-height: 1.25; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
th { font-size: 0.6em; color: #444; }
th:first-child, td.b { text-align: right; font-weight: bold; }
th:first-child { width: 4.5em; } /* of the header's smaller type: about 2.7 em of the boards' */
.bye { margin: 1.2vh 0 0; font-weight: bold; }
`;
  const body = `<h1>${title}</h1>
<div class="columns">
${parts.map(table).join('\n')}
</div>
${byes}`;
  return standalonePage({ lang: o.lang, title: o.title, style, body });
}
