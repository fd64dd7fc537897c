/**
 * Publishing a Keezen event: the standings, each evening's or round's table
 * and the prize list as standalone pages for the club's website, on the frame
 * and with the helpers of the Keizer site (render/page.ts). Pure: returns the
 * pages; the command line writes them, the menu offers them as downloads.
 * The same tables for the beamer, on one page (render/standingsBeamer.ts).
 */
import { Msg, msg, render } from '../i18n';
import { NavLink, heading, page, paragraph, tableHtml } from '../render/page';
import { standingsBeamerPage } from '../render/standingsBeamer';
import { KeezenView, keezenViews } from '../sheet/keezenPages';
import type { OpenedKeezen } from '../sheet/open';
import type { PublishOptions, Site, SitePage } from './publish';

const KEEZEN_PAGE_FILES = {
  standings: 'index.html',
  evenings: 'evenings.html',
  rounds: 'rounds.html',
  prizes: 'prizes.html',
} as const;

/** A view as page content: its lines as notes, then its table (the rank and the name stay in view on a phone). */
function viewHtml(v: KeezenView, lang: OpenedKeezen['lang']): string {
  return v.lines.map((l) => paragraph(l, true)).join('') + tableHtml(v.header, v.rows, { lang, sticky: 2 });
}

export function keezenSiteOf(ctx: OpenedKeezen, options: PublishOptions): Site {
  const lang = options.lang ?? ctx.lang;
  const t = (m: Msg) => render(m, lang);
  const views = keezenViews(ctx, lang);
  const periodsFile = views.evenings ? KEEZEN_PAGE_FILES.evenings : KEEZEN_PAGE_FILES.rounds;
  const periodsLabel = t(msg(views.evenings ? 'pageEvenings' : 'pageRounds'));
  const nav: NavLink[] = [
    { href: KEEZEN_PAGE_FILES.standings, label: views.overall.label },
    ...(views.periods.length > 0 ? [{ href: periodsFile, label: periodsLabel }] : []),
    ...(views.prizes ? [{ href: KEEZEN_PAGE_FILES.prizes, label: views.prizes.label }] : []),
  ];
  const common = { lang, site: options.title, nav, navLabel: t(msg('pageMenu')), footer: t(msg('pageMadeWith')) };
  const pages: SitePage[] = [];
  const add = (file: string, label: string, title: string, body: string) =>
    pages.push({ file, label, html: page({ ...common, title, current: file, body }) });

  add(KEEZEN_PAGE_FILES.standings, views.overall.label, views.overall.title, viewHtml(views.overall, lang));
  if (views.periods.length > 0)
    add(
      periodsFile,
      periodsLabel,
      periodsLabel,
      views.periods.map((v) => heading(v.title) + viewHtml(v, lang)).join('\n'),
    );
  if (views.prizes) add(KEEZEN_PAGE_FILES.prizes, views.prizes.label, views.prizes.title, viewHtml(views.prizes, lang));
  return { pages, lang, warnings: ctx.problems.warnings };
}

/** The standings for the beamer: the overall table, each evening or round, the prize list, one at a time. */
export function keezenBeamerHtml(ctx: OpenedKeezen, lang: OpenedKeezen['lang']): string {
  const views = keezenViews(ctx, lang, true);
  const tables = [views.overall, ...views.periods, ...(views.prizes ? [views.prizes] : [])];
  return standingsBeamerPage(lang, views.overall.title, tables);
}
