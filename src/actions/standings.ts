/**
 * "Ranglijst bijwerken" (update standings): read the competition, compute the
 * standings, and hand back the Ranglijst tab to write. The competition type
 * (setting `type`) decides which engine runs.
 */
import { clubRatings } from '../core/keizer/rating';
import { Problems } from '../core/problems';
import { Msg, msg } from '../i18n';
import { standingsTab } from '../sheet/keizerOutput';
import { SettingsTab, readSettingsTab } from '../sheet/settingsTab';
import { CachedReader, WorkbookReader } from '../workbook/workbook';
import { keizerContext } from './keizer';
import { addReviewWarnings } from './season';
import { keezenStandings } from './keezen';
import type { Outcome } from './outcome';

export interface StandingsOptions {
  /** Standings as they stood after this round (default: the last round with a result). */
  readonly round?: number;
}

export function updateStandings(wb: WorkbookReader, options: StandingsOptions = {}): Outcome {
  const reader = new CachedReader(wb);
  const problems = new Problems();
  const settingsTab = readSettingsTab(reader, problems);
  switch (settingsTab.type) {
    case 'keizer':
      return keizerStandings(reader, settingsTab, problems, options);
    case 'keezen':
      return keezenStandings(reader, settingsTab, problems, options);
  }
}

function keizerStandings(reader: CachedReader, settingsTab: SettingsTab, settingsProblems: Problems, options: StandingsOptions): Outcome {
  const { loaded, comp, standings, problems } = keizerContext(reader, options, settingsTab, settingsProblems);
  for (const snap of standings.history) if (snap.oscillated) problems.warning(undefined, msg('iterationOscillated', snap.round));
  if (comp.players.some((p) => p.estimated)) addReviewWarnings(comp, clubRatings(comp, standings.afterRound), problems);
  const leader = standings.rows[0]?.name ?? '-';
  const summary: Msg[] = [msg('standingsSummary', standings.afterRound, standings.rows.length, leader)];
  if (standings.removed.length > 0) summary.push(msg('removedZeroGames', standings.removed.map((p) => comp.players[p]!.name).join(', ')));
  return {
    changes: { writes: [standingsTab(standings, comp, loaded.lang)], appends: [] },
    summary,
    warnings: problems.warnings,
    lang: loaded.lang,
  };
}
