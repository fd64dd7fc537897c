/** Plain-text tables for the terminal. */
import { Cell, cellText } from '../core/cell';

export function formatTable(rows: readonly (readonly Cell[])[]): string {
  const texts = rows.map((r) => r.map((c) => cellText(c)));
  const widths: number[] = [];
  for (const r of texts) r.forEach((t, i) => (widths[i] = Math.max(widths[i] ?? 0, [...t].length)));
  return texts
    .map((r) => r.map((t, i) => (typeof rows[0]?.[i] === 'number' || /^-?\d+([.,]\d+)?$/.test(t) ? t.padStart(widths[i]!) : t.padEnd(widths[i]!))).join('  ').trimEnd())
    .join('\n');
}
