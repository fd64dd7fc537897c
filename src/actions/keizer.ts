/**
 * What several Keizer actions share: the round option, and rows appended to
 * the tabs the user types. (They open the workbook through sheet/open.ts.)
 */
import type { Cell } from '../core/cell';
import type { Lang } from '../i18n';
import type { Append } from '../workbook/workbook';
import { TabSpec, textColumns } from '../sheet/contract';
import type { Table } from '../sheet/table';

/**
 * Rows appended to a tab the user types (Uitslagen, Afwezig): each laid out by
 * the columns the tab actually has, in whatever order; a tab that does not
 * exist yet is created in the tab's language with the columns in `order`, its
 * text columns plain text. A value whose (optional) column the tab lacks is
 * not written: the column where it would land may be one of the user's own
 * (a remark beside the result), and nothing would read it there.
 */
export function appendRows<C extends string>(
  spec: TabSpec<C>,
  table: Table<C> | undefined,
  lang: Lang,
  order: readonly C[],
  rows: readonly Record<C, Cell>[],
): Append {
  const tabLang = table?.lang ?? lang;
  const layout = (values: Record<C, Cell>): Cell[] => {
    const row: Cell[] = [];
    order.forEach((c, i) => {
      const col = table ? table.columns[c] : i + 1;
      if (col === undefined) return;
      while (row.length < col) row.push('');
      row[col - 1] = values[c];
    });
    return row;
  };
  return {
    tab: table?.tab ?? spec[tabLang],
    aliases: [spec.nl, spec.en],
    header: order.map((c) => spec.columns[c][tabLang]),
    rows: rows.map(layout),
    ...(table === undefined ? { textColumns: textColumns(spec, order) } : {}),
  };
}

export interface RoundOption {
  /** As after this round (default: the last round with a result). */
  readonly round?: number;
}
