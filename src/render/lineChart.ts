/**
 * A line chart as SVG, without any library: used inline in the published
 * pages and as the .svg file the offline backings save next to a workbook
 * for a chart of an output tab (the progress chart of the top 10).
 *
 * The drawing scales with its container (viewBox, width 100%); the legend
 * sits below the plot so the chart stays readable on a phone.
 */
import { escapeHtml } from '../core/html';

export interface LineChart {
  readonly title: string;
  /** Labels of the horizontal axis, one per point. */
  readonly labels: readonly string[];
  readonly series: readonly { readonly name: string; readonly values: readonly (number | undefined)[] }[];
  readonly xTitle?: string | undefined;
  readonly yTitle?: string | undefined;
  /** Smaller values on top (ranks). */
  readonly reverseY?: boolean | undefined;
  /** Width of the drawing in user units (default 640). */
  readonly width?: number;
  /** Height of the plot area in user units (default 300). */
  readonly plotHeight?: number;
}

/** Ten colours that stay apart from each other (Tableau 10), also in grey print. */
const PALETTE = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
];
const DASHES = ['', '', '', '', '', '6 3', '6 3', '6 3', '6 3', '6 3'];

function fmt(x: number): string {
  return String(Math.round(x * 10) / 10);
}

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max - 1).join('') + '…';
}

/** The chart as an <svg> element (with xmlns, so it is also a valid standalone SVG file's root). */
export function lineChartSvg(chart: LineChart, options: { id?: string; label?: string } = {}): string {
  const width = chart.width ?? 640;
  const plotH = chart.plotHeight ?? 300;
  const left = 44;
  const right = 16;
  const top = 36;
  const axisBottom = chart.xTitle ? 44 : 28;
  const cols = width >= 560 ? 3 : 2;
  const legendRows = Math.ceil(chart.series.length / cols);
  const legendH = legendRows * 20 + 8;
  const height = top + plotH + axisBottom + legendH;
  const plotW = width - left - right;
  const id = options.id ?? 'chart';

  const all = chart.series.flatMap((s) => s.values.filter((v): v is number => v !== undefined));
  let lo = all.length ? Math.min(...all) : 0;
  let hi = all.length ? Math.max(...all) : 1;
  if (chart.reverseY) lo = Math.min(lo, 1);
  if (hi === lo) hi = lo + 1;
  const n = chart.labels.length;
  const x = (i: number) => left + (n <= 1 ? plotW / 2 : (i * plotW) / (n - 1));
  const y = (v: number) => {
    const t = (v - lo) / (hi - lo);
    return chart.reverseY ? top + t * plotH : top + plotH - t * plotH;
  };

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-labelledby="${escapeHtml(id)}-title" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="12">`,
  );
  out.push(`<title id="${escapeHtml(id)}-title">${escapeHtml(options.label ?? chart.title)}</title>`);
  out.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`);
  out.push(
    `<text x="${width / 2}" y="22" text-anchor="middle" font-size="15" font-weight="bold" fill="#222222">${escapeHtml(chart.title)}</text>`,
  );

  // Horizontal grid and vertical axis labels: whole numbers, at most ~10 of them.
  const span = hi - lo;
  const step = Math.max(1, Math.ceil(span / 10));
  for (let v = Math.ceil(lo); v <= hi; v += step) {
    const yy = y(v);
    out.push(
      `<line x1="${left}" y1="${fmt(yy)}" x2="${left + plotW}" y2="${fmt(yy)}" stroke="#e3e3e3" stroke-width="1"/>`,
    );
    out.push(`<text x="${left - 6}" y="${fmt(yy + 4)}" text-anchor="end" fill="#555555">${v}</text>`);
  }
  out.push(
    `<rect x="${left}" y="${top}" width="${plotW}" height="${plotH}" fill="none" stroke="#999999" stroke-width="1"/>`,
  );

  // Horizontal axis labels, thinned so they do not overlap.
  const every = Math.max(1, Math.ceil((n * 26) / plotW));
  for (let i = 0; i < n; i++) {
    if (i % every !== 0 && i !== n - 1) continue;
    out.push(
      `<text x="${fmt(x(i))}" y="${top + plotH + 16}" text-anchor="middle" fill="#555555">${escapeHtml(chart.labels[i])}</text>`,
    );
  }
  if (chart.xTitle)
    out.push(
      `<text x="${left + plotW / 2}" y="${top + plotH + 36}" text-anchor="middle" fill="#333333">${escapeHtml(chart.xTitle)}</text>`,
    );
  if (chart.yTitle)
    out.push(
      `<text x="12" y="${top + plotH / 2}" text-anchor="middle" fill="#333333" transform="rotate(-90 12 ${top + plotH / 2})">${escapeHtml(chart.yTitle)}</text>`,
    );

  // One line per series; a gap where a value is missing.
  chart.series.forEach((s, k) => {
    const colour = PALETTE[k % PALETTE.length]!;
    const dash = DASHES[k % DASHES.length] ? ` stroke-dasharray="${DASHES[k % DASHES.length]}"` : '';
    let segment: string[] = [];
    const flush = () => {
      if (segment.length > 1)
        out.push(
          `<polyline points="${segment.join(' ')}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-linejoin="round"${dash}/>`,
        );
      segment = [];
    };
    s.values.forEach((v, i) => {
      if (v === undefined) return flush();
      segment.push(`${fmt(x(i))},${fmt(y(v))}`);
      out.push(`<circle cx="${fmt(x(i))}" cy="${fmt(y(v))}" r="3" fill="${colour}"/>`);
    });
    flush();
  });

  // Legend below the plot, in columns.
  const legendTop = top + plotH + axisBottom + 4;
  const colW = plotW / cols;
  const maxChars = Math.floor((colW - 26) / 6.5);
  chart.series.forEach((s, k) => {
    const lx = left + (k % cols) * colW;
    const ly = legendTop + Math.floor(k / cols) * 20;
    const colour = PALETTE[k % PALETTE.length]!;
    const dash = DASHES[k % DASHES.length] ? ` stroke-dasharray="${DASHES[k % DASHES.length]}"` : '';
    out.push(
      `<line x1="${fmt(lx)}" y1="${ly + 8}" x2="${fmt(lx + 18)}" y2="${ly + 8}" stroke="${colour}" stroke-width="3"${dash}/>`,
    );
    out.push(`<text x="${fmt(lx + 24)}" y="${ly + 12}" fill="#222222">${escapeHtml(clip(s.name, maxChars))}</text>`);
  });
  out.push('</svg>');
  return out.join('\n');
}

/** A standalone .svg file. */
export function svgFile(chart: LineChart): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${lineChartSvg(chart)}\n`;
}
