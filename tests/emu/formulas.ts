/**
 * A tiny recalculator for the one kind of formula the add-on writes: a call of
 * one of its custom functions on whole-column ranges, `=NAME(Tab!A:F, 'Other
 * tab'!A:C, ...)`. Each range is passed as Sheets passes it (a 2D array of the
 * tab's values, the grid's empty rows included), and the function of the
 * bundle runs with no service available, as a custom function does.
 */
import type { Bundle } from './bundle';
import type { Env } from './services';
import { formulaRanges, type Value } from './spreadsheet';

function column(letters: string): number {
  return [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
}

/** The arguments of `=NAME(range, range, ...)` as [tab, firstCol, lastCol]. */
export function parseCall(formula: string): { name: string; ranges: { tab: string; from: number; to: number }[] } {
  const m = /^=([A-Z][A-Z0-9_]*)\((.*)\)$/.exec(formula.trim());
  if (!m) throw new Error(`not a function call: ${formula}`);
  const ranges: { tab: string; from: number; to: number }[] = [];
  const re = /\s*(?:'((?:[^']|'')+)'|([A-Za-z_][A-Za-z0-9_]*))!([A-Z]+):([A-Z]+)\s*(?:,|$)/gy;
  let hit: RegExpExecArray | null;
  let consumed = 0;
  while ((hit = re.exec(m[2]!)) !== null) {
    ranges.push({
      tab: hit[1] !== undefined ? hit[1].replace(/''/g, "'") : hit[2]!,
      from: column(hit[3]!),
      to: column(hit[4]!),
    });
    consumed = re.lastIndex;
    if (consumed >= m[2]!.length) break;
  }
  if (consumed !== m[2]!.length) throw new Error(`cannot read the arguments of ${formula}`);
  return { name: m[1]!, ranges };
}

/**
 * A formula put into the spreadsheet as the wizard puts one (src/gas/wizard.ts):
 * each tab it reads grown first to the columns it reads, empty columns at the
 * end, so that the formula reads inside the grid. For tests whose tabs were
 * typed or imported (exactly their own size) and whose formula no wizard wrote.
 */
export function growFor(env: Env, formula: string): string {
  for (const r of formulaRanges(formula)) {
    const sheet = env.spreadsheet.tab(r.tab);
    if (sheet && sheet.maxColumns < r.toCol) sheet.maxColumns = r.toCol;
  }
  return formula;
}

/** Evaluates the formula as Sheets would recompute it now: a whole column passes every row of the sheet's grid. */
export function evaluate(env: Env, code: Bundle, formula: string): Value[][] {
  const { name, ranges } = parseCall(formula);
  env.spreadsheet.checkFormula(formula);
  const args = ranges.map(({ tab, from, to }) => {
    const sheet = env.spreadsheet.tab(tab);
    if (!sheet) throw new Error(`#REF!: no tab ${tab}`);
    const rows: Value[][] = [];
    for (let r = 1; r <= sheet.maxRows; r++) {
      const row: Value[] = [];
      for (let c = from; c <= to; c++) row.push(sheet.peek(r, c));
      rows.push(row);
    }
    return rows;
  });
  const mode = env.mode;
  env.mode = 'CUSTOM_FUNCTION';
  try {
    return code[name]!(...args) as Value[][];
  } finally {
    env.mode = mode;
  }
}

/**
 * Recomputes the formula in a cell and shows its result as Sheets does: the
 * array spills down and right from the cell; when a cell it would cover holds
 * something (or lies outside the grid), the formula's cell shows #REF! and
 * nothing spills. Returns what the cell shows.
 */
export function recalculate(env: Env, code: Bundle, tab: string, row: number, col: number): Value {
  const sheet = env.spreadsheet.tab(tab);
  if (!sheet) throw new Error(`no tab ${tab}`);
  const anchor = sheet.cell(row, col);
  if (!anchor.formula) throw new Error(`${tab}!R${row}C${col} holds no formula`);
  // The previous spill of this formula is cleared first (Sheets recomputes it as a whole).
  for (const [r, c] of spills.get(anchor) ?? []) sheet.cell(r, c).value = '';
  spills.delete(anchor);
  const result = evaluate(env, code, anchor.formula);
  const height = result.length;
  const width = Math.max(0, ...result.map((r) => r.length));
  let blocked = row + height - 1 > sheet.maxRows || col + width - 1 > sheet.maxColumns;
  for (let i = 0; i < height && !blocked; i++)
    for (let j = 0; j < width && !blocked; j++) {
      if (i === 0 && j === 0) continue;
      const c = sheet.cells[row + i - 1]?.[col + j - 1];
      if (c && (c.value !== '' || c.formula)) blocked = true;
    }
  if (blocked) {
    anchor.value = '#REF!';
    return anchor.value;
  }
  const covered: [number, number][] = [];
  result.forEach((r, i) =>
    r.forEach((v, j) => {
      const cell = sheet.cell(row + i, col + j);
      if (i === 0 && j === 0) anchor.value = v instanceof Date ? String(v) : v;
      else {
        cell.value = v instanceof Date ? String(v) : v;
        covered.push([row + i, col + j]);
      }
    }),
  );
  spills.set(anchor, covered);
  return anchor.value;
}

/** The cells each formula's last result covers. */
const spills = new WeakMap<object, [number, number][]>();
