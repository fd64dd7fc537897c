/**
 * Loading a Keizer competition for any action: read, validate, or throw every
 * problem at once; and the standings after the round asked for, which most
 * Keizer actions start from. Also what several Keizer actions share: whether a
 * round exists, and rows appended to the tabs the user types.
 */
import type { Cell } from '../core/cell';
import { InputError, Problems } from '../core/problems';
import { KeizerStandings, computeStandings } from '../core/keizer/standings';
import type { KeizerCompetition } from '../core/keizer/types';
import { Lang, msg } from '../i18n';
import { Append, CachedReader, WorkbookReader } from '../workbook/workbook';
import type { TabSpec } from '../sheet/contract';
import { KeizerInput, readKeizer } from '../sheet/keizerInput';
import { SettingsTab, readSettingsTab } from '../sheet/settingsTab';
import type { Table } from '../sheet/table';

export interface LoadedKeizer extends KeizerInput {
  readonly problems: Problems;
  readonly reader: CachedReader;
}

export function loadKeizer(wb: WorkbookReader, settingsTab?: SettingsTab, problems = new Problems()): LoadedKeizer {
  const reader = wb instanceof CachedReader ? wb : new CachedReader(wb);
  const settings = settingsTab ?? readSettingsTab(reader, problems);
  const input = readKeizer(reader, settings, problems);
  problems.throwIfErrors();
  return { ...input, problems, reader };
}

/**
 * A Keizer competition; a workbook of another type (`type = keezen`) is refused at its setting.
 * An action that has read Instellingen already passes it (and its problems) on.
 */
export function loadKeizerCompetition(wb: WorkbookReader, settingsTab?: SettingsTab, problems = new Problems()): LoadedKeizer {
  const reader = wb instanceof CachedReader ? wb : new CachedReader(wb);
  const settings = settingsTab ?? readSettingsTab(reader, problems);
  if (settings.type !== 'keizer') {
    problems.error(settings.tab ? { tab: settings.tab } : undefined, msg('unknownType', settings.type, 'keizer'));
    throw new InputError(problems.list);
  }
  return loadKeizer(reader, settings, problems);
}

/** Whether `round` is a round of a competition of `rounds` rounds: a whole number from `first` (0: before round 1) to the last. */
export function isRoundOf(round: number, rounds: number, first: 0 | 1 = 1): boolean {
  return Number.isInteger(round) && round >= first && round <= rounds;
}

/**
 * Rows appended to a tab the user types (Uitslagen, Afwezig): each laid out by
 * the columns the tab actually has, in whatever order; a tab that does not
 * exist yet is created in the tab's language with the columns in `order`.
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
      const col = table?.columns[c] ?? i + 1;
      while (row.length < col) row.push('');
      row[col - 1] = values[c];
    });
    return row;
  };
  return { tab: table?.tab ?? spec[tabLang], aliases: [spec.nl, spec.en], header: order.map((c) => spec.columns[c][tabLang]), rows: rows.map(layout) };
}

export interface RoundOption {
  /** As after this round (default: the last round with a result). */
  readonly round?: number;
}

export interface KeizerContext {
  readonly loaded: LoadedKeizer;
  readonly comp: KeizerCompetition;
  readonly standings: KeizerStandings;
  readonly problems: Problems;
}

/**
 * Reads a Keizer competition and computes its standings after the round asked
 * for (refused when it does not exist), noting the games still without a result.
 * Instellingen already read (and its problems) may be passed on.
 */
export function keizerContext(wb: WorkbookReader, options: RoundOption = {}, settingsTab?: SettingsTab, settingsProblems?: Problems): KeizerContext {
  const loaded = loadKeizerCompetition(wb, settingsTab, settingsProblems);
  const { problems } = loaded;
  const comp = loaded.competition;
  const last = comp.settings.rounds;
  if (options.round !== undefined && !isRoundOf(options.round, last, 0)) {
    problems.error(undefined, msg('standingsRoundOutOfRange', options.round, last));
    problems.throwIfErrors();
  }
  const standings = computeStandings(comp, options.round === undefined ? {} : { afterRound: options.round });
  const byRound = new Map<number, number>();
  for (const g of standings.unplayed) byRound.set(g.round, (byRound.get(g.round) ?? 0) + 1);
  for (const [round, count] of [...byRound].sort((a, b) => a[0] - b[0])) {
    problems.warning(loaded.tabs.results ? { tab: loaded.tabs.results } : undefined, msg('unplayedGames', round, count));
  }
  return { loaded, comp, standings, problems };
}
