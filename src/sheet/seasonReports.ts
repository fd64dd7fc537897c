/**
 * The season's reports of a Keizer competition as tables: Kruistabel
 * (crosstable), Verloop (progress, with the chart of the top 10), Clubrating
 * and Seizoenseinde, on the models of keizerSeason.ts, from which both the
 * sheet tab and the published HTML page are made, so they always say the same.
 * Kept apart from the explanation (keizerSeason.ts), which =KEIZERUITLEG needs.
 */
import type { Cell } from '../core/cell';
import { gcd, roundUnits } from '../core/fraction';
import { valueBeforeRound } from '../core/keizer/explain';
import type { ClubRatingReport } from '../core/keizer/rating';
import type { SeasonEnd } from '../core/keizer/season';
import type { KeizerStandings } from '../core/keizer/standings';
import type { KeizerCompetition, PlayerId } from '../core/keizer/types';
import { Lang, msg } from '../i18n';
import { decimalsFor, formatDecimal, formatUnits } from '../core/numberText';
import type { ChartSpec, ColumnKind, OutputTab } from '../workbook/workbook';
import { decimalsKind } from './keizerOutput';
import { ABSENCE_WORDS, CROSSTABLE_TAB, PROGRESS_TAB, RATING_TAB, SEASON_END_TAB } from './contract';
import { TableModel, headerOf, modelTab, t } from './keizerSeason';

/**
 * Club ratings (start, change, end): kept in hundredths and changed by
 * K × (score − expected) with both in hundredths, so every rating is a
 * multiple of K/100 (K = 20: 0.2; K = 25: 0.25).
 */
function ratingKind(ratingK: number): ColumnKind {
  return decimalsKind(decimalsFor(100 / gcd(100, ratingK)));
}

/* ---------------------------------------------------------- shared lists */

/** The players a crosstable or progress table shows: the ranked ones, then the others that took part. */
function shownPlayers(comp: KeizerCompetition, standings: KeizerStandings): { player: PlayerId; rank?: number }[] {
  const ranked = standings.rows.map((r) => ({ player: r.player, rank: r.rank }));
  const inTable = new Set(ranked.map((r) => r.player));
  const others = comp.players
    .filter(
      (p) =>
        !inTable.has(p.id) &&
        ((standings.items[p.id]?.length ?? 0) > 0 ||
          comp.games.some((g) => g.round <= standings.afterRound && (g.white === p.id || g.black === p.id))),
    )
    .map((p) => ({ player: p.id }));
  return [...ranked, ...others];
}

function status(comp: KeizerCompetition, standings: KeizerStandings, p: PlayerId, lang: Lang): string {
  const player = comp.players[p]!;
  const notes: string[] = [];
  if (!player.active) notes.push(t(msg('statusInactive'), lang));
  if (standings.removed.includes(p)) notes.push(t(msg('statusRemoved'), lang));
  if (standings.fromRound[p]! > 1) notes.push(t(msg('statusFrom', standings.fromRound[p]!), lang));
  return notes.join(', ');
}

/* -------------------------------------------------------------- Kruistabel */

export function crosstableModel(comp: KeizerCompetition, standings: KeizerStandings, lang: Lang): TableModel {
  const s = comp.settings;
  const R = standings.afterRound;
  const last = standings.history[R]!;
  const shown = shownPlayers(comp, standings);
  const number = new Map<PlayerId, number>();
  shown.forEach((x, i) => number.set(x.player, i + 1));
  const white = t(msg('colourLetterWhite'), lang);
  const black = t(msg('colourLetterBlack'), lang);
  const cells = new Map<string, { text: string; hint?: string }>();
  const score = (result: string | undefined, asWhite: boolean): string => {
    switch (result) {
      case '1-0':
        return asWhite ? '1' : '0';
      case '0-1':
        return asWhite ? '0' : '1';
      case '½-½':
        return '½';
      case '+-':
        return asWhite ? '+' : '-';
      case '-+':
        return asWhite ? '-' : '+';
      case '--':
        return '-';
      default:
        return '?';
    }
  };
  for (const g of comp.games) {
    if (g.round > R) continue;
    for (const [me, opp, asWhite] of [
      [g.white, g.black, true],
      [g.black, g.white, false],
    ] as const) {
      const before = valueBeforeRound(standings, g.round, opp);
      cells.set(`${me}:${g.round}`, {
        text: `${number.get(opp) ?? '?'}${asWhite ? white : black}${score(g.result, asWhite)} (${before})`,
        hint: comp.players[opp]!.name,
      });
    }
  }
  for (const a of comp.absences) {
    if (a.round > R) continue;
    cells.set(`${a.player}:${a.round}`, { text: ABSENCE_WORDS[a.reason][lang] });
  }
  const rounds = Array.from({ length: R }, (_, i) => i + 1);
  const rows: Cell[][] = [];
  const hints: (string | undefined)[][] = [];
  for (const x of shown) {
    const p = x.player;
    const points = roundUnits(last.score[p]!, last.unit, s.decimals);
    const roundCells = rounds.map((r) => cells.get(`${p}:${r}`));
    rows.push([
      number.get(p)!,
      comp.players[p]!.name,
      points,
      ...roundCells.map((c) => c?.text ?? ''),
      status(comp, standings, p, lang),
    ]);
    hints.push([undefined, undefined, undefined, ...roundCells.map((c) => c?.hint), undefined]);
  }
  return {
    title: t(msg('crosstableTitle', R), lang),
    notes: [t(msg('crosstableLegend'), lang)],
    header: [
      ...headerOf(CROSSTABLE_TAB, ['number', 'name', 'points'], lang),
      ...rounds.map(String),
      CROSSTABLE_TAB.columns.status[lang],
    ],
    rows,
    kinds: ['integer', 'text', decimalsKind(s.decimals), ...rounds.map((): ColumnKind => 'text'), 'text'],
    hints,
  };
}

export function crosstableTab(model: TableModel, lang: Lang): OutputTab {
  return modelTab(CROSSTABLE_TAB, model, lang);
}

/* ----------------------------------------------------------------- Verloop */

export interface ProgressModel {
  readonly title: string;
  readonly points: TableModel;
  readonly ranks: TableModel;
  /** The chart: header (round label, player names) and one row per round (label, ranks). */
  readonly chart: {
    readonly title: string;
    readonly note: string;
    readonly header: readonly string[];
    readonly rows: readonly (readonly Cell[])[];
    readonly xTitle: string;
    readonly yTitle: string;
  };
}

const CHART_PLAYERS = 10;

export function progressModel(comp: KeizerCompetition, standings: KeizerStandings, lang: Lang): ProgressModel {
  const s = comp.settings;
  const R = standings.afterRound;
  const shown = shownPlayers(comp, standings);
  const rounds = Array.from({ length: R }, (_, i) => i + 1);
  const rankAfter = standings.history.map((h) => {
    const m = new Map<PlayerId, number>();
    h.order.forEach((p, i) => m.set(p, i + 1));
    return m;
  });
  const head = headerOf(PROGRESS_TAB, ['rank', 'name'], lang);
  const lead = (x: { player: PlayerId; rank?: number }): Cell[] => [x.rank ?? '', comp.players[x.player]!.name];
  const points: Cell[][] = shown.map((x) => [
    ...lead(x),
    ...rounds.map((r) => roundUnits(standings.history[r]!.score[x.player]!, standings.history[r]!.unit, s.decimals)),
  ]);
  const ranks: Cell[][] = shown.map((x) => [...lead(x), ...rounds.map((r) => rankAfter[r]!.get(x.player) ?? '')]);
  const top = standings.rows.slice(0, CHART_PLAYERS);
  const count = top.length;
  const chartRows: Cell[][] = [0, ...rounds].map((r) => [
    r === 0 ? t(msg('progressStart'), lang) : String(r),
    ...top.map((row) => rankAfter[r]!.get(row.player) ?? ''),
  ]);
  return {
    title: t(msg('progressTitle', R), lang),
    points: {
      title: t(msg('progressPoints'), lang),
      notes: [],
      header: [...head, ...rounds.map(String)],
      rows: points,
      kinds: ['integer', 'text', ...rounds.map(() => decimalsKind(s.decimals))],
    },
    ranks: {
      title: t(msg('progressRanks'), lang),
      notes: [],
      header: [...head, ...rounds.map(String)],
      rows: ranks,
      kinds: ['integer', 'text', ...rounds.map((): ColumnKind => 'integer')],
    },
    chart: {
      title: t(msg('progressChartTitle', count), lang),
      note: t(msg('progressChartData', count), lang),
      header: [PROGRESS_TAB.columns.round[lang], ...top.map((row) => `${row.rank}. ${row.name}`)],
      rows: chartRows,
      xTitle: t(msg('axisRound'), lang),
      yTitle: t(msg('axisRank'), lang),
    },
  };
}

/**
 * The Verloop tab: the points block, the ranks block and the chart's data
 * block below each other, and the line chart anchored next to its data.
 */
export function progressTab(model: ProgressModel, lang: Lang): OutputTab {
  const rows: Cell[][] = [
    [model.title],
    [],
    [model.points.title],
    [...model.points.header],
    ...model.points.rows.map((r) => [...r]),
  ];
  rows.push([], [model.ranks.title], [...model.ranks.header], ...model.ranks.rows.map((r) => [...r]));
  rows.push([], [model.chart.note]);
  const chartHeaderRow = rows.length + 1;
  rows.push([...model.chart.header], ...model.chart.rows.map((r) => [...r]));
  const titleRows = [1, 3, model.points.rows.length + 6, chartHeaderRow - 1];
  const chart: ChartSpec = {
    kind: 'line',
    title: model.chart.title,
    range: { row: chartHeaderRow, column: 1, rows: model.chart.rows.length + 1, columns: model.chart.header.length },
    anchor: { row: chartHeaderRow, column: model.chart.header.length + 2 },
    xTitle: model.chart.xTitle,
    yTitle: model.chart.yTitle,
    reverseY: true,
    width: 720,
    height: 420,
    fileName: PROGRESS_TAB[lang],
  };
  return {
    name: PROGRESS_TAB[lang],
    aliases: [PROGRESS_TAB.nl, PROGRESS_TAB.en],
    rows,
    titleRows,
    headerRow: 4,
    charts: model.chart.header.length > 1 ? [chart] : [],
  };
}

/* -------------------------------------------------------------- Clubrating */

export function ratingModel(comp: KeizerCompetition, report: ClubRatingReport, lang: Lang): TableModel {
  const s = comp.settings;
  const rk = ratingKind(s.ratingK);
  const listed = report.players.filter((p) => p.start !== undefined || p.games.length > 0 || p.unratedGames > 0);
  listed.sort((a, b) => (b.end ?? -Infinity) - (a.end ?? -Infinity) || a.player - b.player);
  const yes = t(msg('yes'), lang);
  const rows: Cell[][] = listed.map((p) => {
    const halves = p.games.reduce((x, g) => x + g.score / 50, 0);
    const expected = p.games.reduce((x, g) => x + g.expected, 0);
    const notes: string[] = [];
    if (p.review)
      notes.push(
        t(
          msg(
            'ratingReview',
            p.review.games,
            formatDecimal(p.review.halves / 2, p.review.halves % 2 ? 1 : 0, lang),
            Math.round(p.review.averageOpponent / 100),
            p.review.performance,
          ),
          lang,
        ),
      );
    if (p.unratedGames > 0) notes.push(t(msg('ratingNoRating', p.unratedGames), lang));
    return [
      comp.players[p.player]!.name,
      p.start === undefined ? '' : p.start / 100,
      p.estimated ? yes : '',
      p.games.length,
      halves / 2,
      expected / 100,
      p.start === undefined ? '' : p.change / 100,
      p.end === undefined ? '' : p.end / 100,
      notes.join('; '),
    ];
  });
  return {
    title: t(msg('ratingTitle', report.afterRound, report.k, s.ratingTable), lang),
    notes: [t(msg('ratingFormula'), lang)],
    header: headerOf(
      RATING_TAB,
      ['name', 'start', 'estimated', 'games', 'score', 'expected', 'change', 'rating', 'note'],
      lang,
    ),
    rows,
    kinds: ['text', rk, 'text', 'integer', 'decimal1', 'decimal2', rk, rk, 'text'],
  };
}

export function ratingTab(model: TableModel, lang: Lang): OutputTab {
  return modelTab(RATING_TAB, model, lang);
}

/* ----------------------------------------------------------- Seizoenseinde */

export interface SeasonEndModel {
  readonly title: string;
  /** Label and text of each line of the report. */
  readonly lines: readonly (readonly [string, string])[];
  readonly table: TableModel;
}

export interface SeasonEndOptions {
  /** The line with the estimated ratings to review (default true): it is for the competition leader, not for the website. */
  readonly review?: boolean;
}

export function seasonEndModel(
  comp: KeizerCompetition,
  standings: KeizerStandings,
  end: SeasonEnd,
  lang: Lang,
  options: SeasonEndOptions = {},
): SeasonEndModel {
  const s = comp.settings;
  const name = (p: PlayerId) => comp.players[p]!.name;
  const pts = (units: number) => formatUnits(units, end.unit, lang, { trim: true });
  const shownPts = (units: number) => formatDecimal(roundUnits(units, end.unit, s.decimals), s.decimals, lang);
  const margin = formatUnits(end.marginNum, end.marginDen, lang, { trim: true });
  const lines: [string, string][] = [];
  const none = t(msg('seasonNone'), lang);
  const scoreOf = (p: PlayerId) => standings.history[standings.afterRound]!.score[p]!;
  // A barrage due: it decides the champion (Zwarte Dame regulations, e.1–e.3), not the standings.
  const barrageDue = end.champion !== undefined && end.barrage.length >= 2;
  lines.push([
    t(msg('seasonChampion'), lang),
    end.champion === undefined
      ? none
      : barrageDue
        ? t(msg('seasonChampionByBarrage', end.barrage.map(name), name(end.champion)), lang)
        : t(msg('seasonChampionText', name(end.champion), shownPts(scoreOf(end.champion))), lang),
  ]);
  if (end.differenceToSecond !== undefined) {
    const diff = pts(end.differenceToSecond);
    let text =
      end.barrage.length >= 2
        ? t(msg('seasonBarrageYes', end.barrage.map(name).join(', '), diff, margin, end.highestValue), lang)
        : t(msg('seasonBarrageNo', diff, margin, end.highestValue), lang);
    if (end.barrage.length > 2) text += ` (${t(msg('seasonBarrageMulti', end.barrage.length), lang)})`;
    lines.push([t(msg('seasonBarrage'), lang), text]);
  }
  const prizeText = (prize: SeasonEnd['first']) => {
    if (!prize) return none;
    const e = end.eligibility[prize.player]!;
    return prize.awarded
      ? t(msg('seasonPrizeAwarded', name(prize.player)), lang)
      : t(msg('seasonPrizeNotAwarded', name(prize.player), e.counted, e.required), lang);
  };
  // The 1st and 2nd prize go by the order after the barrage; until it is played, the standings' order is all there is.
  const beforeBarrage = (text: string) => (barrageDue ? `${text} (${t(msg('seasonBeforeBarrage'), lang)})` : text);
  lines.push([t(msg('seasonFirstPrize'), lang), beforeBarrage(prizeText(end.first))]);
  lines.push([t(msg('seasonPrize', 2), lang), beforeBarrage(prizeText(end.second))]);
  lines.push([t(msg('seasonPrize', 3), lang), prizeText(end.third)]);
  lines.push([
    t(msg('seasonRatingPrize'), lang),
    end.ratingPrize.length > 0
      ? t(
          msg(
            'seasonRatingPrizeText',
            end.ratingPrize.map(name).join(', '),
            formatUnits(end.ratingPrizeGain!, 100, lang, { trim: true }),
          ),
          lang,
        )
      : end.ratingPassedOver.length > 0
        ? t(
            msg(
              'seasonRatingPrizeNotAwarded',
              end.ratingPassedOver.map(name).join(', '),
              formatUnits(end.ratingPassedOverGain!, 100, lang, { trim: true }),
              end.eligibility[end.ratingPassedOver[0]!]!.counted,
              end.requiredRounds,
            ),
            lang,
          )
        : t(msg('seasonRatingPrizeNone'), lang),
  ]);
  if (options.review !== false)
    lines.push([t(msg('seasonReview'), lang), end.toReview.length > 0 ? end.toReview.map(name).join(', ') : none]);
  if (standings.removed.length > 0) lines.push([t(msg('seasonRemoved'), lang), standings.removed.map(name).join(', ')]);

  const yes = t(msg('yes'), lang);
  const no = t(msg('no'), lang);
  const rk = ratingKind(s.ratingK);
  const rows: Cell[][] = standings.rows.map((r) => {
    const e = end.eligibility[r.player]!;
    const pr = end.ratings.players[r.player]!;
    return [
      r.rank,
      r.name,
      r.points,
      r.games,
      e.counted,
      e.eligible ? yes : no,
      pr.start === undefined ? '' : pr.start / 100,
      pr.end === undefined ? '' : pr.end / 100,
      pr.start === undefined ? '' : pr.change / 100,
    ];
  });
  const notes = [
    ...(end.final ? [] : [t(msg('seasonNotFinal', end.afterRound, end.rounds), lang)]),
    t(msg('seasonRequired', end.requiredRounds, end.rounds), lang),
    t(
      msg(
        'seasonRequiredCounts',
        s.prizeCountsByes,
        s.prizeCountsExternal,
        s.prizeCountsClubDuty,
        s.prizeCountsForfeitWins,
      ),
      lang,
    ),
  ];
  return {
    title: t(msg('seasonEndTitle', end.afterRound, end.rounds, end.final), lang),
    lines,
    table: {
      title: t(msg('seasonEndTitle', end.afterRound, end.rounds, end.final), lang),
      notes,
      header: headerOf(
        SEASON_END_TAB,
        ['rank', 'name', 'points', 'games', 'counted', 'eligible', 'ratingStart', 'rating', 'ratingChange'],
        lang,
      ),
      rows,
      kinds: ['integer', 'text', decimalsKind(s.decimals), 'integer', 'integer', 'text', rk, rk, rk],
    },
  };
}

export function seasonEndTab(model: SeasonEndModel, lang: Lang): OutputTab {
  const rows: Cell[][] = [
    [model.title],
    [],
    ...model.lines.map(([a, b]) => [a, b]),
    [],
    ...model.table.notes.map((n) => [n]),
    [],
    [...model.table.header],
    ...model.table.rows.map((r) => [...r]),
  ];
  return {
    name: SEASON_END_TAB[lang],
    aliases: [SEASON_END_TAB.nl, SEASON_END_TAB.en],
    rows,
    titleRows: [1],
    headerRow: rows.length - model.table.rows.length,
    freezeHeader: false,
    columnKinds: model.table.kinds,
  };
}
