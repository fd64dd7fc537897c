/** Opens a workbook on disk by its kind: .xlsx, .ods, or a folder of CSV files. */
import { existsSync } from 'node:fs';
import { FileWorkbook, workbookKind } from './fileWorkbook';
import { emptyXlsx, openXlsx } from './xlsx';
import { emptyOds, openCsvFolder, openOds } from './sheetjs';

export class WorkbookPathError extends Error {}

export async function openWorkbook(path: string): Promise<FileWorkbook> {
  const kind = workbookKind(path);
  if (kind === undefined) throw new WorkbookPathError(`${path}: geen .xlsx, .ods of map met CSV-bestanden`);
  if (kind !== 'csv' && !existsSync(path)) throw new WorkbookPathError(`${path}: bestand niet gevonden`);
  if (kind === 'csv' && !existsSync(path)) throw new WorkbookPathError(`${path}: map niet gevonden`);
  if (kind === 'xlsx') return openXlsx(path);
  if (kind === 'ods') return openOds(path);
  return openCsvFolder(path);
}

/**
 * Saves the workbook to `out` (default: in place). Saving to another kind of
 * file (e.g. CSV folder → .xlsx) copies every tab into a new workbook.
 */
export async function saveWorkbook(wb: FileWorkbook, out?: string): Promise<string[]> {
  if (!out || workbookKind(out) === wb.kind) return wb.save(out);
  const target = await createEmpty(out);
  for (const tab of wb.tabNames()) {
    const written = wb.changes.find((c) => c.kind === 'write' && c.tab === tab);
    if (written && written.kind === 'write') target.write(written.output);
    else target.write({ name: tab, rows: wb.read(tab) ?? [] });
  }
  return target.save(out);
}

async function createEmpty(out: string): Promise<FileWorkbook> {
  const kind = workbookKind(out);
  if (kind === 'xlsx') return emptyXlsx(out);
  if (kind === 'ods') return emptyOds(out);
  if (kind === 'csv') return openCsvFolder(out);
  throw new WorkbookPathError(`${out}: geen .xlsx, .ods of map`);
}
