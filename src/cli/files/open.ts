/**
 * Opens a workbook on disk by its kind: .xlsx, .ods, or a folder of CSV files.
 *
 * Each kind's reader (and the libraries it needs: SheetJS, fflate, xmldom,
 * Papa Parse) is imported when a workbook of that kind is opened, not when the
 * command line starts: `--help` and a CSV workbook never load the zip and XML
 * libraries (tests/cli/startup.test.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Cell } from '../../core/cell';
import { InputError, Problem } from '../../core/problems';
import { matchKey } from '../../core/text';
import { CONTRACT_TABS, ColumnSpec, allNames } from '../../sheet/contract';
import { Msg, msg } from '../../i18n';
import type { Commit } from './commit';
import { FileWorkbook, workbookKind } from './fileWorkbook';

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
  if (!existsSync(path))
    throw new WorkbookPathError(msg(kind === 'csv' ? 'cliFolderNotFound' : 'cliFileNotFound', path));
  if (kind === 'csv') return (await import('./csv')).openCsvFolder(path);
  // An empty file reads as a workbook without tabs in some readers: say what it is.
  if (statSync(path).size === 0)
    throw new InputError([{ severity: 'error', message: msg('cliUnreadableFile', path, kind, '0 bytes') }]);
  const open = kind === 'xlsx' ? (await import('./xlsx')).openXlsx : (await import('./sheetjs')).openOds;
  try {
    return open(path);
  } catch (e) {
    // A file the zip or XML reader cannot take is the user's file, not a fault of the program.
    throw new InputError([
      { severity: 'error', message: msg('cliUnreadableFile', path, kind, String((e as Error)?.message ?? e)) },
    ]);
  }
}

/**
 * The input problems as said of a workbook on disk: a tab missing from a CSV
 * folder names the file looked for and the files that are there (or the one
 * of a near name that is meant).
 */
export function inFileWords(p: Problem, wb: FileWorkbook): Problem {
  if (wb.kind !== 'csv') return p;
  const tab = String(p.message.args[0]);
  if (p.message.key === 'tabMissingNear') {
    const near = `${String(p.message.args[1])}.csv`;
    return { ...p, message: msg('cliTabFileNear', tab, join(wb.path, `${tab}.csv`), near) };
  }
  if (p.message.key !== 'tabMissing') return p;
  const files = existsSync(wb.path)
    ? readdirSync(wb.path)
        .filter((f) => !f.startsWith('.'))
        .sort()
    : [];
  return { ...p, message: msg('cliTabFileMissing', tab, join(wb.path, `${tab}.csv`), files) };
}

/**
 * Stages the workbook's changes in `commit`, for `out` (default: in place).
 * Saving to another kind of file (e.g. CSV folder → .xlsx) copies every tab
 * into a new workbook. Returns the chart files staged with it.
 */
export async function saveWorkbook(wb: FileWorkbook, commit: Commit, out?: string): Promise<string[]> {
  if (!out || workbookKind(out) === wb.kind) return wb.stage(commit, out);
  const target = await createEmpty(out);
  for (const tab of wb.tabNames()) {
    const written = wb.changes.find((c) => c.kind === 'write' && c.tab === tab);
    if (written && written.kind === 'write') target.write(written.output);
    else {
      const rows = wb.read(tab) ?? [];
      target.write({ name: tab, rows: wb.kind === 'csv' ? csvNumbers(rows, !wb.commaSeparated(tab)) : rows });
    }
  }
  return target.stage(commit, out);
}

/** A number as a CSV file writes one: no leading zero (`007` is a code), no thousands mark, a decimal point or comma. */
const CSV_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const CSV_NUMBER_DECIMAL_COMMA = /^-?(0|[1-9]\d*)(,\d+)?$/;

/** Headers of the columns that are text whatever they hold (results, holes, times): never turned into numbers. */
let textHeaders: Set<string> | undefined;

/**
 * A CSV file has no types: every cell is text. Saved as .xlsx or .ods, the
 * cells that are plain numbers become numbers (as the office program reading
 * the CSV makes them), except in the contract's text columns (`Uitslag`, the
 * holes): a converted workbook computes as the CSV did and sums in a sheet.
 */
function csvNumbers(rows: readonly (readonly Cell[])[], decimalComma: boolean): Cell[][] {
  textHeaders ??= new Set(
    CONTRACT_TABS.flatMap((t) => Object.values<ColumnSpec>(t.columns).filter((c) => c.text)).flatMap((c) =>
      allNames(c).map(matchKey),
    ),
  );
  const header = (rows[0] ?? []).map((c) => matchKey(String(c ?? '')));
  const pattern = decimalComma ? CSV_NUMBER_DECIMAL_COMMA : CSV_NUMBER;
  return rows.map((row, i) =>
    row.map((c, j) =>
      i > 0 && typeof c === 'string' && pattern.test(c) && !textHeaders!.has(header[j] ?? '')
        ? Number(c.replace(',', '.'))
        : c,
    ),
  );
}

/** A new, empty workbook of the kind its path names (a CSV folder is made on save). */
export async function createEmpty(out: string): Promise<FileWorkbook> {
  const kind = workbookKind(out);
  if (kind === 'xlsx') return (await import('./xlsx')).emptyXlsx(out);
  if (kind === 'ods') return (await import('./sheetjs')).emptyOds(out);
  if (kind === 'csv') return (await import('./csv')).openCsvFolder(out);
  throw new InputError([{ severity: 'error', message: msg('cliNotAnOutput', out) }]);
}
