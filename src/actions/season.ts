/**
 * Explaining a player's points (the Uitleg tab, and what =KEIZERUITLEG and the
 * standings' review warnings share with it): read each tab once (opened with
 * its standings by the front door, sheet/open.ts), compute, and hand back the
 * tab to write. The season's reports are in seasonReports.ts.
 */
import { Problems, InputError } from '../core/problems';
import { Explanation, explainPlayer } from '../core/keizer/explain';
import type { ClubRatingReport } from '../core/keizer/rating';
import type { KeizerCompetition } from '../core/keizer/types';
import type { KeizerStandings } from '../core/keizer/standings';
import { suggest } from '../core/text';
import { msg } from '../i18n';
import { PlayerIndex } from '../sheet/keizerInput';
import { explanationModel, explanationTab } from '../sheet/keizerSeason';
import type { OpenedKeizerStandings } from '../sheet/open';
import type { RoundOption } from './keizer';
import type { Outcome } from './outcome';
import type { CliShow, Given } from './request';

/** Warnings for estimated ratings that have enough games to be reviewed (Zwarte Dame regulations, a.3). */
export function addReviewWarnings(comp: KeizerCompetition, report: ClubRatingReport, problems: Problems): void {
  for (const p of report.players) {
    if (p.review)
      problems.warning(
        comp.players[p.player]!.place,
        msg('reviewWarning', comp.players[p.player]!.name, p.review.games, p.review.performance),
      );
  }
}

/** Finds the player by name (case and spaces ignored), or a clear error with a suggestion. */
export function resolvePlayer(comp: KeizerCompetition, name: string, problems: Problems): number {
  const trimmed = name.trim();
  if (trimmed === '') {
    problems.error(undefined, msg('explainNoPlayer'));
    throw new InputError(problems.list);
  }
  const id = new PlayerIndex(comp.players).find(trimmed);
  if (id === undefined) {
    problems.error(
      undefined,
      msg(
        'unknownPlayerToExplain',
        trimmed,
        suggest(
          trimmed,
          comp.players.map((p) => p.name),
        ),
      ),
    );
    throw new InputError(problems.list);
  }
  return id;
}

/** What "Uitleg" computed, for an adapter that also shows it (the command line prints it). */
export interface ExplainOutcome extends Outcome {
  readonly competition: KeizerCompetition;
  readonly standings: KeizerStandings;
  readonly explanation: Explanation;
}

export interface ExplainOptions extends RoundOption {
  readonly player: string;
}

export function explain(ctx: OpenedKeizerStandings, options: ExplainOptions): ExplainOutcome {
  const { competition: comp, standings } = ctx;
  const player = resolvePlayer(comp, options.player, ctx.problems);
  const e = explainPlayer(comp, standings, player);
  const model = explanationModel(comp, standings, e, ctx.lang, 'cells');
  return {
    changes: { writes: [explanationTab(model, ctx.lang)], appends: [] },
    summary: [msg('explainSummary', comp.players[player]!.name, standings.afterRound, { units: e.total, den: e.unit })],
    warnings: ctx.problems.warnings,
    lang: ctx.lang,
    competition: comp,
    standings,
    explanation: e,
  };
}

/** "explain": the explanation as lines and a table, in the language asked for. */
export function showExplanation(o: ExplainOutcome, r: Given): CliShow {
  const model = explanationModel(o.competition, o.standings, o.explanation, r.lang ?? o.lang, 'text');
  return { lines: [model.title, ...model.notes, ''], table: [model.header, ...model.rows] };
}
