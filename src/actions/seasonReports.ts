/**
 * The season's reports of a Keizer competition: crosstable and progress, club
 * rating, and the season end. Each reads each tab once (opened with its
 * standings by the front door, sheet/open.ts), computes, and hands back the
 * tabs to write; nothing is written when the input has problems. `xAction(wb)`
 * opens and runs in one. `showSeasonEnd` is what the command line prints of
 * the season end.
 */
import { clubRatings } from '../core/keizer/rating';
import { seasonEnd } from '../core/keizer/season';
import { Lang, Msg, msg } from '../i18n';
import { standingsTab } from '../sheet/keizerOutput';
import {
  crosstableModel,
  crosstableTab,
  progressModel,
  progressTab,
  ratingModel,
  ratingTab,
  SeasonEndModel,
  seasonEndModel,
  seasonEndTab,
} from '../sheet/seasonReports';
import type { OpenedKeizerStandings } from '../sheet/open';
import type { Outcome } from './outcome';
import { addReviewWarnings } from './season';
import type { CliShow } from './request';

/** "Kruistabel en verloop": the tabs Kruistabel and Verloop (with its chart). */
export function crosstable(ctx: OpenedKeizerStandings): Outcome {
  const { competition: comp, standings } = ctx;
  const lang = ctx.lang;
  return {
    changes: {
      writes: [
        crosstableTab(crosstableModel(comp, standings, lang), lang),
        progressTab(progressModel(comp, standings, lang), lang),
      ],
      appends: [],
    },
    summary: [msg('crosstableSummary', standings.afterRound)],
    warnings: ctx.problems.warnings,
    lang,
  };
}

/** "Clubrating bijwerken": the tab Clubrating. */
export function rating(ctx: OpenedKeizerStandings): Outcome {
  const { competition: comp, standings } = ctx;
  const report = clubRatings(comp, standings.afterRound);
  addReviewWarnings(comp, report, ctx.problems);
  return {
    changes: { writes: [ratingTab(ratingModel(comp, report, ctx.lang), ctx.lang)], appends: [] },
    summary: [msg('ratingSummary', standings.afterRound, report.players.filter((p) => p.start !== undefined).length)],
    warnings: ctx.problems.warnings,
    lang: ctx.lang,
  };
}

/**
 * "Seizoen afsluiten": the final standings (players with 0 games removed, the
 * last round re-priced: the engine does that once the last round is in), the
 * season-end report and the club rating. Before the last round the report is
 * marked provisional and a note says so.
 */

export interface SeasonEndOutcome extends Outcome {
  /**
   * The report in a language: the tab is written in the workbook's (`lang`),
   * while the command line prints it in the language of its messages (`--lang`).
   */
  readonly report: (lang: Lang) => SeasonEndModel;
}

export function endSeason(ctx: OpenedKeizerStandings): SeasonEndOutcome {
  const { competition: comp, standings } = ctx;
  const lang = ctx.lang;
  if (!standings.final)
    ctx.problems.warning(undefined, msg('seasonNotFinal', standings.afterRound, comp.settings.rounds));
  const end = seasonEnd(comp, standings);
  addReviewWarnings(comp, end.ratings, ctx.problems);
  if (end.ratingPassedOver.length > 0) {
    const names = (ps: readonly number[]) => ps.map((p) => comp.players[p]!.name).join(', ');
    const first = end.ratingPassedOver[0]!;
    ctx.problems.warning(
      comp.players[first]!.place,
      msg(
        'ratingPrizePassedOver',
        names(end.ratingPassedOver),
        { units: end.ratingPassedOverGain!, den: 100 },
        end.eligibility[first]!.counted,
        end.requiredRounds,
        names(end.ratingPrize),
      ),
    );
  }
  const report = (l: Lang) => seasonEndModel(comp, standings, end, l);
  const model = report(lang);
  const summary: Msg[] = [
    msg('seasonSummary', end.champion === undefined ? '-' : comp.players[end.champion]!.name, end.barrage.length),
  ];
  if (standings.removed.length > 0)
    summary.push(msg('removedZeroGames', standings.removed.map((p) => comp.players[p]!.name).join(', ')));
  return {
    changes: {
      writes: [
        standingsTab(standings, comp, lang),
        seasonEndTab(model, lang),
        ratingTab(ratingModel(comp, end.ratings, lang), lang),
      ],
      appends: [],
    },
    summary,
    warnings: ctx.problems.warnings,
    lang,
    report,
  };
}

/** "final": the report of the Seizoenseinde tab (its title and lines) in the language of the messages, not the tab's. */
export function showSeasonEnd(o: SeasonEndOutcome, lang: Lang): CliShow {
  const report = o.report(lang);
  return { lines: ['', report.title], table: report.lines };
}
