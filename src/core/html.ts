/**
 * Text into HTML: the one place where text becomes HTML (or SVG/XML). Every piece of user text
 * (names, tab contents, titles) goes through `escapeHtml` before it is put in
 * markup, in text and in attribute values alike.
 *
 * Besides the five markup characters it replaces what is not allowed in an
 * HTML or XML document at all (control characters other than tab, newline and
 * carriage return, lone surrogates, U+FFFE/U+FFFF) by U+FFFD, so that no name
 * can make a page invalid.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeHtml(text: unknown): string {
  const s = text === null || text === undefined ? '' : String(text);
  return s.replace(INVALID, '\uFFFD').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
