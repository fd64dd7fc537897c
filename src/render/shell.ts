/**
 * The frame of a standalone page that opens on its own (a beamer dialog, a
 * printout): one file, no scripts, no external assets, the style inline. The
 * Keizer pairing's beamer page (beamer.ts) and the Keezen draw's beamer page
 * and score forms share it; the website's pages (page.ts) add a menu and a
 * phone layout.
 */
import { escapeHtml } from '../core/html';
import type { Lang } from '../i18n';

export interface StandaloneOptions {
  readonly lang: Lang;
  /** The window title (plain text: escaped here). */
  readonly title: string;
  /** The style sheet, as it goes between the style tags. */
  readonly style: string;
  /** The body: HTML built by the page (already escaped). */
  readonly body: string;
}

/** A whole standalone page. */
export function standalonePage(o: StandaloneOptions): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(o.title)}</title>
<style>${o.style}</style>
</head>
<body>
${o.body}
</body>
</html>
`;
}
