/**
 * The small pages the add-on shows in a Sheets dialog beside the beamer: the
 * website's pages offered as downloads, and Help / About. Pure strings, every
 * piece of text through `escapeHtml`; no scripts, no external assets. A page
 * to download travels inside its link as a data: URL, so nothing needs a
 * service or a scope beyond showing the dialog.
 */
import { escapeHtml } from '../core/html';
import type { Lang } from '../i18n';

const STYLE = `html { font: 14px/1.45 Arial, Helvetica, sans-serif; color: #202124; }
body { margin: 0; padding: 4px 16px 16px; }
h1 { font-size: 16px; margin: 8px 0; }
h2 { font-size: 14px; margin: 16px 0 4px; }
p { margin: 6px 0; }
ul { padding-left: 18px; margin: 4px 0; }
li { margin: 4px 0; }
a.download { display: inline-block; padding: 6px 12px; border-radius: 4px; background: #1a73e8; color: white; text-decoration: none; font-weight: bold; }
.note { color: #5f6368; font-size: 12px; }
.warn { background: rgb(254, 247, 224); color: #7a5901; padding: 6px 8px; border-radius: 4px; }
code { background: rgb(241, 243, 244); padding: 0 3px; border-radius: 3px; }`;

function shell(lang: Lang, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<base target="_blank">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

interface DownloadFile {
  readonly file: string;
  /** What the page is ("Ranglijst"). */
  readonly label: string;
  readonly html: string;
}

export interface DownloadsOptions {
  readonly lang: Lang;
  readonly title: string;
  /** Lines above the links (what the pages show, a round not complete yet). */
  readonly lines: readonly string[];
  readonly warnings: readonly string[];
  readonly files: readonly DownloadFile[];
  /** How to put them on the website, below the links. */
  readonly note: string;
}

/** The website's pages, each a download link (`<a download>` with the page as a data: URL). */
export function downloadsPage(o: DownloadsOptions): string {
  const links = o.files
    .map(
      (f) =>
        `<li><a class="download" download="${escapeHtml(f.file)}" href="data:text/html;charset=utf-8,${escapeHtml(encodeURIComponent(f.html))}">${escapeHtml(f.label)}</a> <code>${escapeHtml(f.file)}</code></li>`,
    )
    .join('\n');
  const warnings = o.warnings.map((w) => `<p class="warn">${escapeHtml(w)}</p>`).join('\n');
  return shell(
    o.lang,
    o.title,
    `<h1>${escapeHtml(o.title)}</h1>
${o.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${warnings}
<ul class="files">
${links}
</ul>
<p class="note">${escapeHtml(o.note)}</p>`,
  );
}

export interface HelpOptions {
  readonly lang: Lang;
  readonly title: string;
  /** Sections: a heading and its paragraphs. */
  readonly sections: readonly { readonly heading: string; readonly lines: readonly string[] }[];
  /** Links: text and address. */
  readonly links: readonly { readonly text: string; readonly href: string }[];
}

/** Help / About: the version, where the documentation is, how to undo. */
export function helpPage(o: HelpOptions): string {
  const sections = o.sections
    .map((s) => `<h2>${escapeHtml(s.heading)}</h2>\n${s.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}`)
    .join('\n');
  const links = o.links
    .map((l) => `<li><a href="${escapeHtml(l.href)}" rel="noopener">${escapeHtml(l.text)}</a></li>`)
    .join('\n');
  return shell(o.lang, o.title, `<h1>${escapeHtml(o.title)}</h1>\n${sections}\n<ul class="links">\n${links}\n</ul>`);
}
