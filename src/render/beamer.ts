/**
 * A pairing as a standalone HTML page in large print for a beamer: no menu,
 * sized to the screen, no scripts, no external assets. Every piece of text
 * goes through `escapeHtml`. (A module of its own, apart from page.ts: the
 * Apps Script bundle takes this one in with pairingTab.ts, not the website's
 * style sheet.)
 */
import { escapeHtml } from '../core/html';
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

/** The page: title, table (board, white, black), the lines below it. */
export function beamerPage(o: BeamerPageOptions): string {
  const title = escapeHtml(o.title);
  const rows = o.boards.map(([b, w, z]) => `<tr><td class="b">${b}</td><td>${escapeHtml(w)}</td><td>${escapeHtml(z)}</td></tr>`).join('\n');
  const lines = o.lines.map((l) => `<p class="bye">${escapeHtml(l)}</p>`).join('\n');
  return `<!doctype html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>
body { font-family: system-ui, sans-serif; font-size: 3.2vw; margin: 2vw 4vw; background: #fff; color: #000; }
h1 { font-size: 5vw; margin: 0 0 1vw; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.4vw 1.2vw; border-bottom: 0.15vw solid #ccc; }
th { font-size: 2.4vw; color: #444; }
td.b { text-align: right; width: 8vw; font-weight: bold; }
.bye { margin-top: 2vw; font-weight: bold; }
</style>
</head>
<body>
<h1>${title}</h1>
<table>
<thead><tr>${o.header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
${lines}
</body>
</html>
`;
}
