/**
 * Workbooks on disk: an .xlsx file, an .ods file, or a folder of CSV files
 * (one per tab, `<tab>.csv`, UTF-8 with a header row).
 *
 * A file is loaded into memory; an action's writes and appends go to memory
 * and are logged; `save()` applies the log to the file's own model and writes
 * it atomically (temporary file, then rename). Nothing is saved when an action
 * fails, and the tabs the user typed keep their formatting (.xlsx).
 */
import { existsSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import type { Cell } from '../../core/cell';
import { MemoryWorkbook } from '../../workbook/memory';
import type { Append, OutputTab, Workbook } from '../../workbook/workbook';
import { findTab } from '../../workbook/workbook';

export type Change = { readonly kind: 'write'; readonly tab: string; readonly output: OutputTab } | { readonly kind: 'append'; readonly tab: string; readonly append: Append; readonly created: boolean };

/** Format-specific part: how to save the changes into the original file. */
export interface Saver {
  save(target: string, memory: MemoryWorkbook, changes: readonly Change[]): Promise<void>;
}

export class FileWorkbook implements Workbook {
  readonly changes: Change[] = [];

  constructor(
    readonly path: string,
    readonly kind: 'xlsx' | 'ods' | 'csv',
    private readonly memory: MemoryWorkbook,
    private readonly saver: Saver,
  ) {}

  tabNames(): readonly string[] {
    return this.memory.tabNames();
  }

  read(tab: string): Cell[][] | undefined {
    return this.memory.read(tab);
  }

  write(output: OutputTab): void {
    const name = findTab(this.memory.tabNames(), [output.name, ...(output.aliases ?? [])]) ?? output.name;
    this.memory.write({ ...output, name, aliases: [] });
    this.changes.push({ kind: 'write', tab: name, output });
  }

  append(append: Append): void {
    const existing = findTab(this.memory.tabNames(), [append.tab, ...(append.aliases ?? [])]);
    this.memory.append(append);
    this.changes.push({ kind: 'append', tab: existing ?? append.tab, append, created: existing === undefined });
  }

  /** Writes the changes to `target` (default: the file itself). */
  async save(target = this.path): Promise<void> {
    await this.saver.save(target, this.memory, this.changes);
  }
}

export function workbookKind(path: string): 'xlsx' | 'ods' | 'csv' | undefined {
  if (existsSync(path) && statSync(path).isDirectory()) return 'csv';
  const ext = extname(path).toLowerCase();
  if (ext === '.xlsx' || ext === '.xlsm') return 'xlsx';
  if (ext === '.ods') return 'ods';
  if (ext === '' && !existsSync(path)) return 'csv';
  return undefined;
}
