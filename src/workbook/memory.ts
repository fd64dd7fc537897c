/**
 * A workbook in memory: the backing of custom functions (their range
 * arguments), of the CSV/xlsx/ods files once loaded, and of tests.
 */
import type { Cell } from '../core/cell';
import { isEmptyRow } from '../core/cell';
import { InputError } from '../core/problems';
import {
  Append,
  CellEdit,
  OutputTab,
  RowRemoval,
  Workbook,
  findTab,
  rectangular,
  removalProblems,
  rowHolds,
  setCells,
} from './workbook';

export class MemoryWorkbook implements Workbook {
  /** Tabs in workbook order. */
  readonly tabs = new Map<string, Cell[][]>();
  /** Names of the tabs changed since load (for the file backings' save). */
  readonly changed = new Set<string>();
  /** The last OutputTab written per tab (presentation hints for the file backings). */
  readonly layouts = new Map<string, OutputTab>();

  constructor(tabs: Record<string, Cell[][]> | Map<string, Cell[][]> = {}) {
    const entries = tabs instanceof Map ? [...tabs.entries()] : Object.entries(tabs);
    for (const [name, rows] of entries)
      this.tabs.set(
        name,
        rows.map((r) => r.slice()),
      );
  }

  tabNames(): readonly string[] {
    return [...this.tabs.keys()];
  }

  read(tab: string): Cell[][] | undefined {
    const rows = this.tabs.get(tab);
    return rows && rows.map((r) => r.slice());
  }

  write(tab: OutputTab): void {
    const name = findTab(this.tabNames(), [tab.name, ...(tab.aliases ?? [])]) ?? tab.name;
    this.tabs.set(name, rectangular(tab.rows));
    this.layouts.set(name, tab);
    this.changed.add(name);
  }

  append(append: Append): void {
    const name = findTab(this.tabNames(), [append.tab, ...(append.aliases ?? [])]);
    if (name === undefined) {
      this.tabs.set(append.tab, [append.header.slice(), ...append.rows.map((r) => r.slice())]);
      this.changed.add(append.tab);
      return;
    }
    const rows = this.tabs.get(name)!;
    let last = rows.length;
    while (last > 0 && isEmptyRow(rows[last - 1]!)) last--;
    rows.splice(last, rows.length - last, ...append.rows.map((r) => r.slice()));
    this.changed.add(name);
  }

  edit(edits: readonly CellEdit[]): void {
    for (const e of edits) {
      if (e.expect && !rowHolds(this.tabs.get(e.tab)?.[e.row - 1] ?? [], e.expect)) {
        throw new InputError([{ severity: 'error', place: { tab: e.tab, row: e.row }, message: e.expect.moved }]);
      }
    }
    for (const e of edits) {
      const rows = this.tabs.get(e.tab);
      if (!rows) throw new Error(`no tab ${e.tab}`);
      setCells(rows, [e], '');
      this.changed.add(e.tab);
    }
  }

  remove(removals: readonly RowRemoval[]): void {
    const problems = removals.flatMap((r) => {
      const rows = this.tabs.get(r.tab) ?? [];
      let last = rows.length;
      while (last > 0 && isEmptyRow(rows[last - 1]!)) last--;
      return removalProblems(r, (row) => rows[row - 1] ?? [], last);
    });
    if (problems.length > 0) throw new InputError(problems);
    for (const r of removals) {
      const rows = this.tabs.get(r.tab);
      if (!rows) throw new Error(`no tab ${r.tab}`);
      // Nothing filled lies below the rows removed: the tab ends above them, as before they were appended.
      rows.length = Math.min(rows.length, r.row - 1);
      this.changed.add(r.tab);
    }
  }
}
