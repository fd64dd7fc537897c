/** Opens a workbook on disk by its kind: .xlsx, .ods, or a folder of CSV files. */
import { existsSync } from 'node:fs';
import { Msg, msg } from '../../i18n';
import { FileWorkbook, workbookKind } from './fileWorkbook';
import { emptyXlsx, openXlsx } from './xlsx';
import { emptyOds, openCsvFolder, openOds } from './sheetjs';

/** A path that is no workbook (or not there): told to the user in the language of the messages. */
export class WorkbookPathError extends Error {
  constructor(readonly problem: Msg) {
    super(problem.key);
    this.name = 'WorkbookPathError';
  }
}

export async function openWorkbook(path: string): Promise<FileWorkbook> {
  const kind = workbookKind(path);
  if (kind === undefined) throw new WorkbookPathError(msg('cliNotAWorkbook', path));
  if (!existsSync(path)) throw new WorkbookPathError(msg(kind === 'csv' ? 'cliFolderNotFound' : 'cliFileNotFound', path));
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

/** A new, empty workbook of the kind its path names (a CSV folder is made on save). */
export async function createEmpty(out: string): Promise<FileWorkbook> {
  const kind = workbookKind(out);
  if (kind === 'xlsx') return emptyXlsx(out);
  if (kind === 'ods') return emptyOds(out);
  if (kind === 'csv') return openCsvFolder(out);
  throw new WorkbookPathError(msg('cliNotAnOutput', out));
}
