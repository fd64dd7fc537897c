/**
 * Workbooks on disk: an .xlsx file, an .ods file, or a folder of CSV files
 * (one per tab, `<tab>.csv`, UTF-8 with a header row).
 *
 * A file is loaded into memory; an action's writes and appends go to memory
 * and are logged; `stage()` applies the log to the file's own model and stages
 * the files in a Commit (commit.ts), with the other files of the action, to be
 * moved into place all together. Nothing is saved when an action fails, and
 * the tabs the user typed keep their formatting (.xlsx).
 */
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { Cell } from '../../core/cell';
import { MemoryWorkbook } from '../../workbook/memory';
import type { Append, CellEdit, OutputTab, RowRemoval, Workbook } from '../../workbook/workbook';
import { chartData, findTab } from '../../workbook/workbook';
import { svgFile } from '../../render/lineChart';
import { Commit } from './commit';

export type Change =
  | { readonly kind: 'write'; readonly tab: string; readonly output: OutputTab }
  | { readonly kind: 'append'; readonly tab: string; readonly append: Append; readonly created: boolean }
  | { readonly kind: 'edit'; readonly tab: string; readonly edits: readonly CellEdit[] };

/** Format-specific part: how to save the changes into the original file (staged in `commit`, never written directly). */
export interface Saver {
  save(target: string, memory: MemoryWorkbook, changes: readonly Change[], commit: Commit): Promise<void>;
}

export class FileWorkbook implements Workbook {
  readonly changes: Change[] = [];

  constructor(
    readonly path: string,
    readonly kind: 'xlsx' | 'ods' | 'csv',
    private readonly memory: MemoryWorkbook,
    private readonly saver: Saver,
    /** The tabs read from comma-separated text (a CSV folder's files with `,`). */
    private readonly commaTabs: ReadonlySet<string> = new Set(),
  ) {}

  commaSeparated(tab: string): boolean {
    return this.commaTabs.has(tab);
  }

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

  /** Cells of a tab the user types changed in place (the rating update's Rating cells): the rest of the tab is kept as it is. */
  edit(edits: readonly CellEdit[]): void {
    this.memory.edit(edits);
    for (const tab of new Set(edits.map((e) => e.tab)))
      this.changes.push({ kind: 'edit', tab, edits: edits.filter((e) => e.tab === tab) });
  }

  /**
   * Appended rows taken back (RowRemoval), checked in memory first: in the file each removed row's cells are
   * cleared as an edit in place (an .xlsx or .ods keeps the rows' formats; a CSV file is written whole, without them).
   */
  remove(removals: readonly RowRemoval[]): void {
    const cleared = removals.map((r) => {
      const rows = this.memory.read(r.tab) ?? [];
      const edits: CellEdit[] = [];
      for (let row = r.row; row <= rows.length; row++)
        for (let col = 1; col <= (rows[row - 1]?.length ?? 0); col++) edits.push({ tab: r.tab, row, col, value: '' });
      return { tab: r.tab, edits };
    });
    this.memory.remove(removals);
    for (const { tab, edits } of cleared) this.changes.push({ kind: 'edit', tab, edits });
  }

  /** Saves the changes at once, on their own (scripts and tests; commands stage them with their other files). */
  async save(target = this.path, beforeCommit?: (files: readonly string[]) => Promise<void>): Promise<string[]> {
    const commit = new Commit(target);
    try {
      const charts = await this.stage(commit, target);
      await beforeCommit?.(commit.targets);
      commit.commit();
      return charts;
    } catch (e) {
      commit.abort();
      throw e;
    }
  }

  /**
   * Stages the changes to `target` (default: the file itself), and the charts
   * of the output tabs written as SVG files next to it (a spreadsheet file
   * written by this library cannot hold them). Returns the chart files.
   */
  async stage(commit: Commit, target = this.path): Promise<string[]> {
    await this.saver.save(target, this.memory, this.changes, commit);
    const files: string[] = [];
    for (const change of this.changes) {
      if (change.kind !== 'write') continue;
      for (const chart of change.output.charts ?? []) {
        const { labels, series } = chartData(change.output, chart);
        const file = chartPath(target, this.kind, chart.fileName);
        const svg = svgFile({
          title: chart.title,
          labels,
          series,
          ...(chart.xTitle ? { xTitle: chart.xTitle } : {}),
          ...(chart.yTitle ? { yTitle: chart.yTitle } : {}),
          ...(chart.reverseY ? { reverseY: true } : {}),
          ...(chart.width ? { width: chart.width } : {}),
        });
        commit.stage(file, svg);
        files.push(file);
      }
    }
    return files;
  }
}

/** Where a chart of a workbook is saved: `club-Verloop.svg` next to `club.xlsx`, or `Verloop.svg` in a CSV folder. */
function chartPath(target: string, kind: 'xlsx' | 'ods' | 'csv', name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_');
  if (kind === 'csv') return join(target, `${safe}.svg`);
  return join(dirname(target), `${basename(target, extname(target))}-${safe}.svg`);
}

export function workbookKind(path: string): 'xlsx' | 'ods' | 'csv' | undefined {
  if (existsSync(path) && statSync(path).isDirectory()) return 'csv';
  const ext = extname(path).toLowerCase();
  if (ext === '.xlsx' || ext === '.xlsm') return 'xlsx';
  if (ext === '.ods') return 'ods';
  if (ext === '' && !existsSync(path)) return 'csv';
  return undefined;
}
