/**
 * Publishing: the standings, crosstable, progress (with the chart of the top
 * 10) and the pairing of the next round as standalone HTML pages for the
 * club's website. Pure: returns the pages; the command line writes them.
 *
 * The pairing page shows the tab `Indeling` (`Pairing`) written by "Indeling
 * maken" (and perhaps edited), read with the pairing's own reader, when it is
 * the pairing of a round after the standings' round. A tab that reader cannot
 * read (made by hand) is shown as it stands, with a note.
 */
import type { Cell } from '../core/cell';
import { isEmptyRow } from '../core/cell';
import { Problems, formatProblem, type Problem } from '../core/problems';
import { downloadsPage } from '../render/dialogs';
import { seasonEnd } from '../core/keizer/season';
import { Lang, msg, render } from '../i18n';
import { PAIRING_TAB } from '../sheet/contract';
import { PlayerIndex } from '../sheet/keizerInput';
import { displayRows, readPairingTab } from '../sheet/pairingTab';
import { locateTab } from '../sheet/table';
import { standingsTable, standingsTitle } from '../sheet/keizerOutput';
import { crosstableModel, progressModel, progressTab, seasonEndModel } from '../sheet/seasonReports';
import { lineChartSvg } from '../render/lineChart';
import { NavLink, dayText, figureHtml, heading, page, paragraph, reportHtml, tableHtml } from '../render/page';
import { dayKey } from '../sheet/roundDates';
import { WorkbookReader, chartData } from '../workbook/workbook';
import { OpenedKeizerStandings, open } from '../sheet/open';

export interface SitePage {
  readonly file: string;
  /** What the page is, as its download link says ("Ranglijst"). */
  readonly label: string;
  readonly html: string;
}

export interface Site {
  readonly pages: readonly SitePage[];
  readonly lang: Lang;
  readonly warnings: readonly Problem[];
}

export interface PublishOptions {
  readonly round?: number;
  /** The competition's name (shown on every page). */
  readonly title: string;
  /** Language of the pages (default: the language of the workbook's tabs). */
  readonly lang?: Lang;
}

const PAGE_FILES = {
  standings: 'index.html',
  crosstable: 'crosstable.html',
  progress: 'progress.html',
  pairing: 'pairing.html',
} as const;

/** The Indeling tab as it stands: an optional title, a header and the rows. */
export function pairingTable(
  rows: readonly (readonly Cell[])[],
): { title?: string; header: Cell[]; rows: Cell[][] } | undefined {
  const filled = rows.filter((r) => !isEmptyRow(r)).map((r) => [...r]);
  if (filled.length === 0) return undefined;
  let title: string | undefined;
  const first = filled[0]!.filter((c) => !isEmptyRow([c]));
  if (first.length === 1 && typeof first[0] === 'string' && filled.length > 1) {
    title = first[0];
    filled.shift();
  }
  const width = Math.max(
    ...filled.map((r) => {
      let w = r.length;
      while (w > 0 && isEmptyRow([r[w - 1]])) w--;
      return w;
    }),
  );
  const trim = (r: Cell[]) => r.slice(0, width);
  return { ...(title !== undefined ? { title } : {}), header: trim(filled[0]!), rows: filled.slice(1).map(trim) };
}

/**
 * The pairing to publish: from the Indeling tab as the pairing reader reads it
 * (board, white, black; bye lines), only when it is for a round after the
 * standings; or, when that reader finds problems, the tab as it stands.
 */
function nextPairing(
  ctx: OpenedKeizerStandings,
  lang: Lang,
): { title?: string; header: Cell[]; rows: Cell[][]; lines: string[] } | undefined {
  const reader = ctx.reader;
  const found = locateTab(reader, PAIRING_TAB);
  if (!found) return undefined;
  const problems = new Problems();
  const parsed = readPairingTab(reader, new PlayerIndex(ctx.competition.players), problems);
  if (parsed && !problems.hasErrors()) {
    if (parsed.round <= ctx.standings.afterRound) return undefined; // already played: not the next round
    const cols = PAIRING_TAB.columns;
    const { boards, byes } = displayRows(parsed, ctx.competition.players, lang);
    return {
      title: render(msg('pagePairingTitle', parsed.round), lang),
      header: [cols.board[lang], cols.white[lang], cols.black[lang]],
      rows: boards,
      lines: byes,
    };
  }
  const raw = pairingTable(reader.read(found.tab) ?? []);
  return raw && { ...raw, lines: [] };
}

export function buildSite(wb: WorkbookReader, options: PublishOptions): Site {
  return siteOf(open(wb, 'keizerStandings', options), options);
}

export function siteOf(ctx: OpenedKeizerStandings, options: PublishOptions): Site {
  const { competition: comp, standings } = ctx;
  const lang = options.lang ?? ctx.lang;
  const t = (m: Parameters<typeof render>[0]) => render(m, lang);

  const pairing = nextPairing(ctx, lang);

  const nav: NavLink[] = [
    { href: PAGE_FILES.standings, label: t(msg('pageStandings')) },
    { href: PAGE_FILES.crosstable, label: t(msg('pageCrosstable')) },
    { href: PAGE_FILES.progress, label: t(msg('pageProgress')) },
    ...(pairing ? [{ href: PAGE_FILES.pairing, label: t(msg('pagePairing')) }] : []),
  ];
  const common = { lang, site: options.title, nav, navLabel: t(msg('pageMenu')), footer: t(msg('pageMadeWith')) };
  const pages: SitePage[] = [];
  // A round whose results are not all in says so on the pages that count them.
  const missing = new Map<number, number>();
  for (const g of standings.unplayed) missing.set(g.round, (missing.get(g.round) ?? 0) + 1);
  const incomplete = [...missing]
    .sort((a, b) => a[0] - b[0])
    .map(([round, count]) => paragraph(t(msg('pageRoundIncomplete', round, count)), true))
    .join('');
  // The day of the last round counted, where Uitslagen has it (its Datum column).
  const day = ctx.roundDates.get(dayKey({ evening: 0, round: standings.afterRound }));
  const dated =
    day !== undefined ? paragraph(t(msg('pageLastRound', 0, standings.afterRound, dayText(day, lang))), true) : '';

  // Standings, with the season-end report once the season is over.
  {
    const table = standingsTable(standings, comp, lang);
    let body = dated + incomplete;
    if (standings.final) {
      const model = seasonEndModel(comp, standings, seasonEnd(comp, standings), lang, { review: false });
      body += heading(t(msg('pageSeasonEnd'))) + reportHtml(model.lines);
      body += heading(t(msg('pageStandings')));
    }
    body += tableHtml(table[0]!, table.slice(1), { lang, sticky: 2 });
    pages.push({
      file: PAGE_FILES.standings,
      label: t(msg('pageStandings')),
      html: page({ ...common, title: standingsTitle(standings, comp, lang), current: PAGE_FILES.standings, body }),
    });
  }

  // Crosstable.
  {
    const model = crosstableModel(comp, standings, lang);
    const body =
      dated +
      incomplete +
      model.notes.map((n) => paragraph(n, true)).join('') +
      tableHtml(model.header, model.rows, { lang, sticky: 2, ...(model.hints ? { hints: model.hints } : {}) });
    pages.push({
      file: PAGE_FILES.crosstable,
      label: t(msg('pageCrosstable')),
      html: page({ ...common, title: model.title, current: PAGE_FILES.crosstable, body }),
    });
  }

  // Progress: the chart, then the points and the ranks after each round.
  {
    const model = progressModel(comp, standings, lang);
    // The chart of the Verloop tab, read back from its data block: the page shows what the tab shows.
    const tab = progressTab(model, lang);
    const chart = tab.charts?.[0];
    let body = '';
    if (chart) {
      const { labels, series } = chartData(tab, chart);
      const svg = lineChartSvg(
        {
          title: chart.title,
          labels,
          series,
          xTitle: chart.xTitle,
          yTitle: chart.yTitle,
          reverseY: chart.reverseY,
          width: 560,
          plotHeight: 320,
        },
        { id: 'progress', label: t(msg('chartAlt', series.length)) },
      );
      body += figureHtml(svg);
    }
    body += heading(model.points.title) + tableHtml(model.points.header, model.points.rows, { lang, sticky: 2 });
    body += heading(model.ranks.title) + tableHtml(model.ranks.header, model.ranks.rows, { lang, sticky: 2 });
    pages.push({
      file: PAGE_FILES.progress,
      label: t(msg('pageProgress')),
      html: page({ ...common, title: model.title, current: PAGE_FILES.progress, body }),
    });
  }

  // Pairing of the next round, as the Indeling tab stands.
  if (pairing) {
    const body = tableHtml(pairing.header, pairing.rows, { lang }) + pairing.lines.map((l) => paragraph(l)).join('');
    pages.push({
      file: PAGE_FILES.pairing,
      label: t(msg('pagePairing')),
      html: page({
        ...common,
        title: pairing.title ?? t(msg('pagePairingTitle', undefined)),
        current: PAGE_FILES.pairing,
        body,
      }),
    });
  }

  return { pages, lang, warnings: ctx.problems.warnings };
}

/** The site as a dialog from inside Sheets: each page a download (nothing is written anywhere, no scope is needed). */
export function websiteDialog(site: Site, lang: Lang): string {
  return downloadsPage({
    lang,
    title: render(msg('websiteTitle'), lang),
    lines: [render(msg('websiteIntro', site.pages.length), lang)],
    warnings: site.warnings.map((p) => formatProblem(p, lang)),
    files: site.pages,
    note: render(msg('websiteNote'), lang),
  });
}
