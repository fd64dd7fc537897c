/** Plain-text tables for the terminal. */
import { Cell, cellText } from '../core/cell';
import { numberText } from '../core/numberText';
import type { Lang } from '../i18n';

/** The rows as aligned columns; numbers with the language's decimal sign (27,5 in Dutch, 27.5 in English). */
export function formatTable(rows: readonly (readonly Cell[])[], lang: Lang): string {
  const texts = rows.map((r) => r.map((c) => (typeof c === 'number' ? numberText(c, lang) : cellText(c))));
  const widths: number[] = [];
  for (const r of texts) r.forEach((t, i) => (widths[i] = Math.max(widths[i] ?? 0, [...t].length)));
  return texts
    .map((r) =>
      r
        .map((t, i) =>
          typeof rows[0]?.[i] === 'number' || /^-?\d+([.,]\d+)?$/.test(t)
            ? t.padStart(widths[i]!)
            : t.padEnd(widths[i]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
