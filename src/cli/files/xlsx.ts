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

/** A SheetJS sheet's values from A1 (a sheet whose used range starts lower keeps its rows and columns in place). */
export function sheetValues(ws: XLSX.WorkSheet | undefined): Cell[][] {
  const ref = ws?.['!ref'];
  if (!ws || !ref) return [];
  const range = XLSX.utils.decode_range(ref);
  const rows = XLSX.utils.sheet_to_json<Cell[]>(ws, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
    range: { s: { r: 0, c: 0 }, e: range.e },
  }) as Cell[][];
  return rows.map((r) => r.map((c) => (c === undefined ? null : c)));
}

/** The tabs of a workbook file's bytes, in workbook order, by SheetJS (a file it cannot read is unreadable, not a fault). */
export function readTabs(bytes: Uint8Array): Map<string, Cell[][]> {
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(bytes, { type: 'buffer', cellDates: true, cellFormula: false, cellHTML: false, cellStyles: false });
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
