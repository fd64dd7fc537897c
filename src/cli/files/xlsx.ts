/**
 * .xlsx and .xlsm files: read through SheetJS (values; a formula gives its
 * cached result), written part for part by ooxml/workbook.ts, so that only
 * what the action writes changes in the package (macros of an .xlsm included).
 */
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { Cell } from '../../core/cell';
import { MemoryWorkbook } from '../../workbook/memory';
import { BytesSaver, FileBytes } from './bytesSaver';
import { FileWorkbook } from './fileWorkbook';
import { checkXlsxPackage, xlsxWithChanges } from './ooxml/workbook';
import { UnreadablePackageError } from './package';

const NO_CELLS = Object.freeze([]) as unknown as Cell[];

/**
 * A SheetJS sheet's values from A1, by its cells (read dense, the recorded
 * size ignored): a sheet's `<dimension>` may be missing, smaller than its
 * cells or as large as the whole grid, and neither may change what is read or
 * cost more than the cells there are. Only the rows that hold cells are
 * converted (packed together, one SheetJS conversion), each then put back at
 * its own row; a row without cells is an empty row.
 */
export function sheetValues(ws: XLSX.WorkSheet | undefined): Cell[][] {
  const data = ws?.['!data'];
  if (!ws || !data) return [];
  const rowNumbers: number[] = [];
  const packed: XLSX.CellObject[][] = [];
  let width = 0;
  data.forEach((row, r) => {
    let last = -1;
    row?.forEach((cell, c) => {
      if (cell?.t !== undefined) last = c;
    });
    if (last < 0) return;
    rowNumbers.push(r);
    packed.push(row!);
    width = Math.max(width, last + 1);
  });
  if (packed.length === 0) return [];
  const sheet: XLSX.WorkSheet = {
    '!data': packed,
    '!ref': XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: packed.length - 1, c: width - 1 } }),
  };
  const values = XLSX.utils.sheet_to_json<Cell[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
  }) as Cell[][];
  const rows: Cell[][] = [];
  for (let i = 0; i < rowNumbers.length; i++) {
    const r = rowNumbers[i]!;
    // The rows without cells share one empty row (frozen: never written into), so a gap costs no allocations.
    while (rows.length < r) rows.push(NO_CELLS);
    rows.push(values[i]!.map((c) => (c === undefined ? null : c)));
  }
  return rows;
}

/** The tabs of a workbook file's bytes, in workbook order, by SheetJS (a file it cannot read is unreadable, not a fault). */
export function readTabs(bytes: Uint8Array): Map<string, Cell[][]> {
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      nodim: true,
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
    });
  } catch (e) {
    throw new UnreadablePackageError(String((e as Error)?.message ?? e));
  }
  const tabs = new Map<string, Cell[][]>();
  for (const name of wb.SheetNames) tabs.set(name, sheetValues(wb.Sheets[name]));
  return tabs;
}

export function openXlsx(path: string): FileWorkbook {
  const bytes = readFileSync(path);
  checkXlsxPackage(bytes);
  const tabs = readTabs(bytes);
  return new FileWorkbook(path, 'xlsx', new MemoryWorkbook(tabs), new BytesSaver(xlsxBytes(bytes, tabs)));
}

/** A new, empty .xlsx workbook (for saving into another kind of file). */
export function emptyXlsx(path: string): FileWorkbook {
  return new FileWorkbook(path, 'xlsx', new MemoryWorkbook(), new BytesSaver(xlsxBytes(undefined, new Map())));
}

/**
 * The writer of a workbook read as `original` (undefined: a new one) with
 * `loaded` its tabs' values (appends go below their last filled row); a
 * target named .xlsm is macro-enabled.
 */
function xlsxBytes(original: Uint8Array | undefined, loaded: ReadonlyMap<string, Cell[][]>): FileBytes {
  return (changes, target) =>
    xlsxWithChanges(
      original,
      changes,
      (tab) => loaded.get(tab),
      extname(target).toLowerCase() === '.xlsm' ? 'xlsm' : 'xlsx',
    );
}
