/**
 * A page that offers a file for download (the TRF export in a Sheets
 * dialog): a link with the file's content as a data: URL, which the
 * browser saves under the file's name, and the content itself to copy should
 * the browser not save it. No script and no service call: the add-on needs
 * no scope beyond the two it has.
 */
import { escapeHtml } from '../core/html';
import type { Lang } from '../i18n';

export interface DownloadPage {
  readonly lang: Lang;
  readonly title: string;
  /** Lines above the link (what the file holds). */
  readonly lines: readonly string[];
  readonly fileName: string;
  readonly content: string;
  readonly mime: string;
  readonly linkText: string;
  readonly copyHint: string;
}

/** The data: URL of a text (UTF-8, percent-encoded). */
function dataUrl(mime: string, content: string): string {
  return `data:${mime};charset=utf-8,${encodeURIComponent(content)}`;
}

/** A file name without characters a file system refuses. */
export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim() || 'competitie';
}

export function downloadPage(p: DownloadPage): string {
  const lines = p.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  return `<!DOCTYPE html><html lang="${p.lang}"><head><meta charset="utf-8"><title>${escapeHtml(p.title)}</title>
<style>body{font:14px/1.4 system-ui,Arial,sans-serif;margin:12px;color:#1d1d1f}a.dl{display:inline-block;padding:.5rem 1rem;background:#23395d;color:white;border-radius:4px;text-decoration:none;font-weight:600}textarea{width:100%;height:14rem;font:12px/1.3 monospace;white-space:pre}</style></head>
<body>${lines}<p><a class="dl" download="${escapeHtml(p.fileName)}" href="${escapeHtml(dataUrl(p.mime, p.content))}">${escapeHtml(p.linkText)}</a></p><p>${escapeHtml(p.copyHint)}</p><textarea readonly>${escapeHtml(p.content)}</textarea></body></html>`;
}
