/**
 * Standalone HTML pages for a club website: one file each, no scripts, no
 * external assets (the style sheet is inline, charts are inline SVG), readable
 * on a phone (tables scroll sideways inside their box, the first columns stay
 * in view). Every piece of text goes through `escapeHtml`.
 */
import { numberText } from '../core/numberText';
import type { Cell } from '../core/cell';
import { cellText } from '../core/cell';
import { Lang, msg, render } from '../i18n';
import { escapeHtml } from '../core/html';
import { standalonePage } from './shell';

export interface NavLink {
  readonly href: string;
  readonly label: string;
}

export interface PageOptions {
  readonly lang: Lang;
  /** The competition (shown above the menu and in the window title). */
  readonly site: string;
  /** Title of this page (h1). */
  readonly title: string;
  readonly nav: readonly NavLink[];
  /** The href of this page in the menu. */
  readonly current: string;
  readonly navLabel: string;
  readonly footer: string;
  /** The page content: HTML built with the helpers below (already escaped). */
  readonly body: string;
}

const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1d1d1f;background:#f6f6f4}
header{background:#23395d;color:#fff;padding:.75rem 1rem .5rem}
header .site{margin:0 0 .4rem;font-weight:600;font-size:1rem;overflow-wrap:anywhere}
nav ul{display:flex;flex-wrap:wrap;gap:.35rem;list-style:none;margin:0;padding:0}
nav a{display:inline-block;padding:.3rem .7rem;border-radius:1rem;color:#fff;text-decoration:none;background:rgba(255,255,255,.14)}
nav a[aria-current=page]{background:#fff;color:#23395d;font-weight:600}
main{max-width:64rem;margin:0 auto;padding:1rem}
h1{font-size:1.35rem;margin:.2rem 0 .6rem;overflow-wrap:anywhere}
h2{font-size:1.1rem;margin:1.4rem 0 .5rem}
p{margin:.4rem 0 .8rem;overflow-wrap:anywhere}
.note{color:#555;font-size:.9rem}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;border:1px solid #ddd;border-radius:.4rem;background:#fff;margin:.5rem 0 1rem}
table{border-collapse:separate;border-spacing:0;width:100%;font-size:.9rem}
th,td{padding:.35rem .5rem;border-bottom:1px solid #eee;text-align:left;white-space:nowrap;vertical-align:top}
th{background:#eef1f6;font-weight:600;position:sticky;top:0}
tbody tr:nth-child(even) td{background:#fafafa}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.sticky1{position:sticky;left:0;z-index:1;background:#fff;min-width:4rem;max-width:4rem;width:4rem;overflow:hidden;text-overflow:ellipsis}
.sticky2{position:sticky;left:4rem;z-index:1;background:#fff;max-width:11rem;overflow:hidden;text-overflow:ellipsis;box-shadow:1px 0 0 #ddd}
th.sticky1,th.sticky2{background:#eef1f6;z-index:2}
tbody tr:nth-child(even) td.sticky1,tbody tr:nth-child(even) td.sticky2{background:#fafafa}
dl.report{display:grid;grid-template-columns:minmax(7rem,max-content) 1fr;gap:.3rem 1rem;background:#fff;border:1px solid #ddd;border-radius:.4rem;padding:.75rem 1rem;margin:.5rem 0 1rem}
dl.report dt{font-weight:600}
dl.report dd{margin:0;overflow-wrap:anywhere}
figure{margin:.5rem 0 1rem;background:#fff;border:1px solid #ddd;border-radius:.4rem;padding:.5rem}
figure svg{display:block;max-width:100%;height:auto}
footer{max-width:64rem;margin:0 auto;padding:0 1rem 1.5rem;color:#777;font-size:.8rem}
@media (max-width:30rem){body{font-size:14px}main{padding:.75rem}th,td{padding:.3rem .4rem}dl.report{grid-template-columns:1fr}dl.report dd{margin-bottom:.4rem}}
`
  .trim()
  .replace(/\n/g, '');

/** A whole page, on the one standalone frame (shell.ts) with the menu, the heading and the footer. */
export function page(o: PageOptions): string {
  const nav = o.nav
    .map(
      (l) =>
        `<li><a href="${escapeHtml(l.href)}"${l.href === o.current ? ' aria-current="page"' : ''}>${escapeHtml(l.label)}</a></li>`,
    )
    .join('');
  const body = [
    `<header><p class="site">${escapeHtml(o.site)}</p><nav aria-label="${escapeHtml(o.navLabel)}"><ul>${nav}</ul></nav></header>`,
    '<main>',
    `<h1>${escapeHtml(o.title)}</h1>`,
    o.body,
    '</main>',
    `<footer><p>${escapeHtml(o.footer)}</p></footer>`,
  ].join('\n');
  return standalonePage({ lang: o.lang, title: `${o.title} · ${o.site}`, style: STYLE, body });
}

/** A cell as page text: numbers with the language's decimal sign, dates as d-m-yyyy (cellText). */
export function cellHtml(cell: Cell, lang: Lang): string {
  if (typeof cell === 'number') return escapeHtml(numberText(cell, lang));
  return escapeHtml(cellText(cell));
}

/** A day (`yyyy-mm-dd`) as people write it: "4 december 2026", "4 December 2026". */
export function dayText(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-').map(Number);
  const month = render(msg('monthNames'), lang).split(' ')[(m ?? 1) - 1] ?? '';
  return `${d} ${month} ${y}`;
}

export interface TableOptions {
  readonly lang: Lang;
  /** Columns that hold numbers (right-aligned); default: decided per column from the rows. */
  readonly numeric?: readonly boolean[];
  /** How many leading columns stay in view while scrolling sideways (0, 1 or 2). */
  readonly sticky?: 0 | 1 | 2;
  /** Hover texts per cell (the opponent's name in a crosstable). */
  readonly hints?: readonly (readonly (string | undefined)[])[];
  /** Accessible caption (visually the h1/h2 above says it). */
  readonly caption?: string;
}

/** A table in a sideways-scrolling box. */
export function tableHtml(header: readonly Cell[], rows: readonly (readonly Cell[])[], o: TableOptions): string {
  const width = Math.max(header.length, ...rows.map((r) => r.length));
  const numeric =
    o.numeric ??
    Array.from({ length: width }, (_, c) => {
      const values = rows.map((r) => r[c]).filter((x) => x !== '' && x !== null && x !== undefined);
      return values.length > 0 && values.every((x) => typeof x === 'number');
    });
  const cls = (c: number) => {
    const list: string[] = [];
    if (numeric[c]) list.push('num');
    if (o.sticky && c < o.sticky) list.push(`sticky${c + 1}`);
    return list.length ? ` class="${list.join(' ')}"` : '';
  };
  const head = Array.from(
    { length: width },
    (_, c) => `<th scope="col"${cls(c)}>${cellHtml(header[c], o.lang)}</th>`,
  ).join('');
  const body = rows
    .map((r, i) => {
      const cells = Array.from({ length: width }, (_, c) => {
        const hint = o.hints?.[i]?.[c];
        return `<td${cls(c)}${hint ? ` title="${escapeHtml(hint)}"` : ''}>${cellHtml(r[c], o.lang)}</td>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');
  const caption = o.caption ? `<caption class="note">${escapeHtml(o.caption)}</caption>` : '';
  return `<div class="scroll"><table>${caption}<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody></table></div>`;
}

export function paragraph(text: string, note = false): string {
  return `<p${note ? ' class="note"' : ''}>${escapeHtml(text)}</p>`;
}

export function heading(text: string): string {
  return `<h2>${escapeHtml(text)}</h2>`;
}

/** Label/text pairs (the season-end report). */
export function reportHtml(lines: readonly (readonly [string, string])[]): string {
  return `<dl class="report">${lines.map(([a, b]) => `<dt>${escapeHtml(a)}</dt><dd>${escapeHtml(b)}</dd>`).join('')}</dl>`;
}

/** An inline SVG chart in a figure (the SVG is built by lineChartSvg, which escapes its texts). */
export function figureHtml(svg: string): string {
  return `<figure>${svg}</figure>`;
}
