/**
 * "Ranglijst bijwerken" (update standings): the competition opened with its
 * standings, and the tab to write: Ranglijst for a Keizer competition, Stand
 * for a Keezen event. The competition type (setting `type`) decides which
 * engine ran (sheet/open.ts).
 */
import { clubRatings } from '../core/keizer/rating';
import { Msg, msg, render } from '../i18n';
import { standingsTab } from '../sheet/keizerOutput';
import { finalLines, keezenStandingsTab, tableTitle } from '../sheet/keezenOutput';
import type { OpenedKeezen, OpenedKeizerStandings, OpenedStandings } from '../sheet/open';
import { addReviewWarnings } from './season';
import type { Outcome } from './outcome';

/** The standings' tab of the opened competition (the entry updateStandings; the round is the front door's). */
export function standingsOf(opened: OpenedStandings): Outcome {
  return opened.type === 'keizer' ? keizerStandings(opened) : keezenStandings(opened);
}

function keizerStandings(opened: OpenedKeizerStandings): Outcome {
  const { competition: comp, standings, problems, lang } = opened;
  for (const snap of standings.history)
    if (snap.oscillated) problems.warning(undefined, msg('iterationOscillated', snap.round));
  if (comp.players.some((p) => p.estimated)) addReviewWarnings(comp, clubRatings(comp, standings.afterRound), problems);
  const leader = standings.rows[0]?.name ?? '-';
  const summary: Msg[] = [
    comp.games.length === 0
      ? msg('newSeasonSummary', standings.rows.length, leader)
      : msg('standingsSummary', standings.afterRound, standings.rows.length, leader),
  ];
  if (standings.removed.length > 0)
    summary.push(msg('removedZeroGames', standings.removed.map((p) => comp.players[p]!.name).join(', ')));
  return {
    changes: { writes: [standingsTab(standings, comp, lang)], appends: [] },
    summary,
    warnings: problems.warnings,
    lang,
  };
}

function keezenStandings(opened: OpenedKeezen): Outcome {
  const { competition: comp, standings, lang, problems } = opened;
  const main = standings.tables[0]!;
  const leaders = main.rows.filter((r) => r.rank === 1 && r.played > 0).map((r) => r.name);
  const title = render(tableTitle(main, comp.settings), lang);
  // An event without any score form says so first: a results tab under another name would look the same.
  const summary: Msg[] = [
    ...(comp.forms.length === 0 ? [msg('kzNewSeason')] : []),
    msg('kzSummary', title, main.rows.length, leaders.length > 0 ? leaders.join(' / ') : '-'),
  ];
  summary.push(...finalLines(standings, comp));
  return {
    changes: { writes: [keezenStandingsTab(standings, comp, lang)], appends: [] },
    summary,
    warnings: problems.warnings,
    lang,
  };
}
