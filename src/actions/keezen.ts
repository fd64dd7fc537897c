/**
 * Keezen actions: loading a competition (read, check every form, or throw
 * every problem at once) and "Ranglijst bijwerken" for a Keezen workbook.
 */
import { Problems } from '../core/problems';
import { KeezenStandings, computeKeezenStandings } from '../core/keezen/standings';
import { Msg, msg, render } from '../i18n';
import { KeezenInput, readKeezen } from '../sheet/keezenInput';
import { keezenStandingsTab, tableTitle } from '../sheet/keezenOutput';
import { SettingsTab, readSettingsTab } from '../sheet/settingsTab';
import { CachedReader, WorkbookReader } from '../workbook/workbook';
import type { Outcome } from './outcome';

export interface LoadedKeezen extends KeezenInput {
  readonly problems: Problems;
  readonly reader: CachedReader;
  readonly standings: KeezenStandings;
}

/**
 * Reads the competition and computes its standings (`afterRounds`: only the
 * first N rounds played). Throws an InputError with every problem when any
 * form or setting is wrong.
 */
export function loadKeezen(
  wb: WorkbookReader,
  options: { settingsTab?: SettingsTab; problems?: Problems; afterRounds?: number; openEntrants?: boolean } = {},
): LoadedKeezen {
  const problems = options.problems ?? new Problems();
  const reader = wb instanceof CachedReader ? wb : new CachedReader(wb);
  const settingsTab = options.settingsTab ?? readSettingsTab(reader, problems);
  const input = readKeezen(reader, settingsTab, problems, options.openEntrants ? { openEntrants: true } : {});
  // The forms that could be read are checked too, so that every problem is reported at once.
  const partial = problems.hasErrors();
  const standings = computeKeezenStandings(input.competition, problems, {
    ...(options.afterRounds !== undefined ? { afterRounds: options.afterRounds } : {}),
    ...(partial ? { partial } : {}),
  });
  problems.throwIfErrors();
  return { ...input, problems, reader, standings };
}

/** The standings action for a Keezen workbook: the Stand tab. `round`: as after the N-th round played. */
export function keezenStandings(reader: CachedReader, settingsTab: SettingsTab, problems: Problems, options: { round?: number }): Outcome {
  const loaded = loadKeezen(reader, { settingsTab, problems, ...(options.round !== undefined ? { afterRounds: options.round } : {}) });
  const { competition: comp, standings, lang } = loaded;
  const main = standings.tables[0]!;
  const leaders = main.rows.filter((r) => r.rank === 1 && r.played > 0).map((r) => r.name);
  const title = render(tableTitle(main, comp.settings), lang);
  const summary: Msg[] = [msg('kzSummary', title, main.rows.length, leaders.length > 0 ? leaders.join(' / ') : '-')];
  if (main.finalRound) summary.push(msg('kzFinalRound', main.finalRound.map((e) => comp.entrants[e]!.name).join(', ')));
  return {
    changes: { writes: [keezenStandingsTab(standings, comp, lang)], appends: [] },
    summary,
    warnings: problems.warnings,
    lang,
  };
}
