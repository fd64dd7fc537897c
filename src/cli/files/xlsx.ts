/**
 * .xlsx and .xlsm files: read through SheetJS (values; a formula gives its
 * cached result), written part for part by ooxml/workbook.ts, so that only
 * what the action writes changes in the package (macros of an .xlsm included).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { Cell } from '../../core/cell';
import { MemoryWorkbook } from '../../workbook/memory';
import { Change, FileWorkbook, Saver } from './fileWorkbook';
import { checkXlsxPackage, xlsxWithChanges } from './ooxml/workbook';
import { UnreadablePackageError } from './package';

/** A SheetJS sheet's values from A1 (a sheet whose used range starts lower keeps its rows and columns in place). */
export function sheetValues(ws: XLSX.WorkSheet | undefined): Cell[][] {
  const ref = ws?.['!ref'];
  if (!ws || !ref) return [];
  const range = XLSX.utils.decode_range(ref);
  const rows = XLSX.utils.sheet_to_json<Cell[]>(ws, { header: 1, raw: true, defval: null, blankrows: true, range: { s: { r: 0, c: 0 }, e: range.e } }) as Cell[][];
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
  return new FileWorkbook(path, 'xlsx', new MemoryWorkbook(tabs), new XlsxSaver(bytes, tabs));
}

/** A new, empty .xlsx workbook (for saving into another kind of file). */
export function emptyXlsx(path: string): FileWorkbook {
  return new FileWorkbook(path, 'xlsx', new MemoryWorkbook(), new XlsxSaver(undefined, new Map()));
}

export class XlsxSaver implements Saver {
  constructor(
    /** The file as read (undefined: a new workbook). */
    private readonly original: Uint8Array | undefined,
    /** Each tab's values as read: appends go below their last filled row. */
    private readonly loaded: ReadonlyMap<string, Cell[][]>,
  ) {}

  /** The bytes of the file with the changes applied, for a file named `target` (.xlsm: macro-enabled). */
  bytes(changes: readonly Change[], target: string): Uint8Array {
    return xlsxWithChanges(this.original, changes, (tab) => this.loaded.get(tab), extname(target).toLowerCase() === '.xlsm' ? 'xlsm' : 'xlsx');
  }

  async save(target: string, _memory: MemoryWorkbook, changes: readonly Change[]): Promise<void> {
    const tmp = `${target}.tmp-${process.pid}`;
    writeFileSync(tmp, this.bytes(changes, target));
    renameSync(tmp, target);
  }
}
