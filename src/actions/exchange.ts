/**
 * Exchange with the chess world: the Keizer competition as a TRF-16 file (for
 * the rating administration and other programs), a season from another
 * program brought in as Spelers, Uitslagen and Afwezig, and a rating list
 * applied to the Rating column of Spelers.
 *
 * Writing: the export writes no tab. The import writes Spelers, Uitslagen and
 * Afwezig (and Instellingen when the workbook has none) into a workbook that
 * holds no competition yet, and nothing when anything could not be mapped.
 * The rating update is the one documented edit of a typed tab: the Rating
 * cells of Spelers that change, and only after the leader agreed.
 *
 * Every workbook is opened through the front door (sheet/open.ts): the
 * export's competition with its standings; for the import and the rating
 * update the front alone (an import's target holds no competition yet, the
 * rating update needs Spelers only), adding to the problems of the file
 * brought in; the import's result is read back as the competition it will be.
 */
import { Cell, cellText, isEmptyCell, parseNumberCell } from '../core/cell';
import { InputError, Problems } from '../core/problems';
import { computeStandings } from '../core/keizer/standings';
import { TRF_ENCODINGS, keizerToTrf, type TrfEncoding, type TrfHeaderData } from '../core/trf/keizer';
import {
  matchRatings,
  type ListIds,
  type RatedPlayer,
  type RatingEntry,
  type RatingList,
  type RatingMatch,
} from '../core/trf/ratings';
import type { ImportedSeason } from '../core/trf/season';
import { writeTrf } from '../core/trf/trf';
import { Lang, Msg, msg, render } from '../i18n';
import { ABSENCE_REASONS, type AbsenceReason } from '../core/keizer/types';
import {
  ABSENCE_WORDS,
  KEIZER_ABSENCES_TAB,
  KEIZER_PLAYERS_TAB,
  KEIZER_RESULTS_TAB,
  RATING_LIST_TAB,
  SETTINGS_TAB,
  type TabSpec,
} from '../sheet/contract';
import { seasonTabs } from '../sheet/seasonTabs';
import { locateTab, readTable, tableFromCells } from '../sheet/table';
import { MemoryWorkbook } from '../workbook/memory';
import type { CellEdit, WorkbookReader } from '../workbook/workbook';
import type { Outcome } from './outcome';
import type { Page } from './request';
import { downloadPage, safeFileName } from '../render/download';
import { open, type OpenedKeizerStandings } from '../sheet/open';

export interface TrfExportOptions {
  readonly round?: number;
  readonly header?: Partial<TrfHeaderData>;
  /** The character set of the file (the command line's `--encoding`): `utf8` (default) or `latin1`. */
  readonly encoding?: string;
}

export interface TrfExport extends Outcome {
  /** The file's text (CR LF line ends). */
  readonly text: string;
  /** The file as written: the text in its character set (made when asked: the command line writes it, the add-on offers the text). */
  readonly bytes: () => Uint8Array;
  readonly encoding: TrfEncoding;
  readonly round: number;
  /** The competition's name in the file (012), which also names the file offered for download. */
  readonly title: string;
}

/** "TRF-bestand exporteren": the competition after the standings' round (the last with a result, or the one asked for) as a TRF-16 file. */
export function exportTrf(opened: OpenedKeizerStandings, options: TrfExportOptions = {}): TrfExport {
  const { competition: comp, standings, settingsTab, problems, lang } = opened;
  const settings = settingsTab.entries.map((e) => ({ key: e.key, value: cellText(e.value) }));
  const header: TrfHeaderData = { title: render(msg('trfDefaultTitle'), lang), ...options.header };
  const given = (options.encoding ?? 'utf8').trim().toLowerCase().replace(/[-_]/g, '');
  const encoding = (TRF_ENCODINGS as readonly string[]).includes(given) ? (given as TrfEncoding) : undefined;
  if (encoding === undefined)
    problems.error(undefined, msg('trfBadEncoding', options.encoding ?? '', TRF_ENCODINGS.join(', ')));
  const file = keizerToTrf(comp, standings, header, settings, problems, encoding);
  problems.throwIfErrors();
  const text = writeTrf(file);
  return {
    text,
    // Latin-1 is one byte a character: the columns counted in characters are the columns in bytes.
    bytes: () =>
      encoding === 'latin1'
        ? Uint8Array.from(text, (c) => (c.charCodeAt(0) <= 0xff ? c.charCodeAt(0) : 0x3f))
        : new TextEncoder().encode(text),
    encoding: encoding!,
    round: standings.afterRound,
    title: header.title,
    changes: { writes: [], appends: [] },
    summary: [msg('trfExported', file.players.length, standings.afterRound)],
    warnings: problems.warnings,
    lang,
  };
}

/** A tab of the competition that already has rows (an import never writes over them). */
function filledTab<C extends string>(reader: WorkbookReader, spec: TabSpec<C>): string | undefined {
  const found = locateTab(reader, spec);
  if (!found) return undefined;
  const table = readTable(reader, spec, new Problems(), { required: false });
  return table && table.rows.length > 0 ? found.tab : undefined;
}

export interface ImportOutcome extends Outcome {
  readonly season: ImportedSeason;
}

/**
 * Writes a season from elsewhere into a workbook without a competition:
 * checks first that the tabs read back as a competition whose standings can
 * be computed, and reports every code's mapping.
 */
export function importSeason(
  wb: WorkbookReader,
  season: ImportedSeason,
  sourceProblems: Problems,
  lang: Lang,
): ImportOutcome {
  const { reader, problems, settingsTab: st } = open(wb, 'front', { problems: sourceProblems });
  for (const tab of [
    filledTab(reader, KEIZER_PLAYERS_TAB),
    filledTab(reader, KEIZER_RESULTS_TAB),
    filledTab(reader, KEIZER_ABSENCES_TAB),
  ]) {
    if (tab !== undefined) problems.error({ tab }, msg('importTargetNotEmpty', tab));
  }
  const settingsFound = locateTab(reader, SETTINGS_TAB);
  if (settingsFound) {
    if (st.type !== 'keizer') problems.error({ tab: settingsFound.tab }, msg('unknownType', st.type, 'keizer'));
    if (season.settings.length > 0 || season.rounds !== undefined)
      problems.warning({ tab: settingsFound.tab }, msg('importSettingsKept', settingsFound.tab));
  }
  const tabLang = settingsFound?.lang ?? lang;
  problems.throwIfErrors();

  const tabs = seasonTabs(season, tabLang, !settingsFound);
  // Read the result back as the competition it will be: any problem stops the import.
  const check = new MemoryWorkbook(new Map(reader.tabNames().map((t) => [t, reader.read(t) ?? []])));
  for (const t of tabs) check.write(t);
  const input = open(check, 'keizerAsIs');
  const checkProblems = input.problems;
  if (checkProblems.hasErrors()) throw new InputError([...problems.list, ...checkProblems.list]);
  const standings = computeStandings(input.competition);
  const summary: Msg[] = [msg('importSummary', season.players.length, season.games.length, season.absences.length)];
  const word = (b: ImportedSeason['mappings'][number]['became']) =>
    (ABSENCE_REASONS as readonly string[]).includes(b) ? ABSENCE_WORDS[b as AbsenceReason][tabLang] : b;
  for (const m of season.mappings) summary.push(msg('importMapping', m.code, word(m.became), m.count));
  summary.push(msg('standingsSummary', standings.afterRound, standings.rows.length, standings.rows[0]?.name ?? '-'));
  return {
    changes: { writes: tabs, appends: [] },
    summary,
    warnings: [...problems.warnings, ...checkProblems.warnings],
    lang: tabLang,
    season,
  };
}

/**
 * A rating list read from a table (a CSV file): the entries and whose ids they
 * are. The name is one column (`Achternaam, Voornaam tussenvoegsel`, netstand's
 * `Achternaam, V. tv (Voornaam)`, or `Voornaam Achternaam`) or three
 * (`Voornaam`, `Tussenvoegsels`, `Achternaam`, as the KNSB's member lists have
 * them), put together as the KNSB writes a name.
 */
export function ratingListFromCells(
  source: string,
  cells: readonly (readonly Cell[])[],
  problems: Problems,
  keep: (entry: RatingEntry) => boolean = () => true,
): { entries: RatingEntry[]; ids: ListIds } {
  const table = tableFromCells(source, 'nl', cells, RATING_LIST_TAB, problems);
  const entries: RatingEntry[] = [];
  if (!table) return { entries, ids: 'knsb' };
  const idCol = table.columns.id;
  const header = idCol === undefined ? '' : cellText(cells[table.headerRow - 1]?.[idCol - 1] ?? '');
  const ids: ListIds = /fide/i.test(header) ? 'fide' : 'knsb';
  const split = table.columns.lastName !== undefined;
  if (!split && table.columns.name === undefined) {
    problems.error({ tab: source, row: table.headerRow }, msg('columnMissing', RATING_LIST_TAB.columns.name.nl));
    return { entries, ids };
  }
  for (const row of table.rows) {
    const text = (key: 'name' | 'firstName' | 'infix' | 'lastName') =>
      cellText(row.get(key)).replace(/\s+/g, ' ').trim();
    const name = split
      ? [text('lastName'), [text('firstName'), text('infix')].filter(Boolean).join(' ')].filter(Boolean).join(', ')
      : text('name');
    const ratingCell = row.get('rating');
    const idText = cellText(row.get('id')).trim();
    const nameKey = split ? 'lastName' : 'name';
    if (name === '') {
      problems.error(row.place(nameKey), msg('valueMissing', RATING_LIST_TAB.columns[nameKey].nl));
      continue;
    }
    if (isEmptyCell(ratingCell)) continue; // not rated in this list
    const rating = parseNumberCell(ratingCell);
    if (rating === undefined || rating < 0) {
      problems.error(row.place('rating'), msg('ratingListBadRating', cellText(ratingCell)));
      continue;
    }
    const entry = { name, rating, place: row.place(nameKey), ...(idText !== '' ? { id: idText } : {}) };
    if (keep(entry)) entries.push(entry);
  }
  return { entries, ids };
}

export interface RatingsOutcome extends Outcome {
  readonly match: RatingMatch;
  /** The changes found need the leader's yes (nothing was written). */
  readonly needsAcceptance: boolean;
}

/**
 * Applies a rating list to Spelers: reports every change, every player not
 * in the list and every ambiguous name (left as it is); edits the Rating
 * cells that change only when `accept` (the leader's yes).
 */
export function updateRatings(
  wb: WorkbookReader,
  list: RatingList | ((players: readonly RatedPlayer[]) => RatingList),
  listProblems: Problems,
  options: { accept: boolean },
): RatingsOutcome {
  const { reader, problems, settingsTab } = open(wb, 'front', { problems: listProblems });
  const table = readTable(reader, KEIZER_PLAYERS_TAB, problems, {
    required: true,
    ...(settingsTab.lang ? { lang: settingsTab.lang } : {}),
  });
  const lang = table?.lang ?? settingsTab.lang ?? 'nl';
  if (table && table.columns.rating === undefined)
    problems.error(
      { tab: table.tab, row: table.headerRow },
      msg('ratingColumnMissing', KEIZER_PLAYERS_TAB.columns.rating[lang]),
    );
  problems.throwIfErrors();
  const rows = table!.rows.filter((r) => cellText(r.get('name')).trim() !== '');
  const players: RatedPlayer[] = rows.map((r) => {
    // Read as the standings read it (sheet/keizerInput.ts).
    const rating = parseNumberCell(r.get('rating'));
    const fide = cellText(r.get('fideId')).trim();
    const knsb = cellText(r.get('knsbId')).trim();
    return {
      name: cellText(r.get('name')).trim(),
      place: r.place('rating'),
      ...(rating !== undefined ? { rating } : {}),
      ...(fide !== '' ? { fideId: fide } : {}),
      ...(knsb !== '' ? { knsbId: knsb } : {}),
    };
  });
  // A long list is read only now, keeping what can matter to these players (ratingFilter).
  const { entries, ids } = typeof list === 'function' ? list(players) : list;
  problems.throwIfErrors();
  const match = matchRatings(players, entries, ids);
  const summary: Msg[] = [];
  for (const c of match.changes)
    summary.push(
      msg('ratingListChange', players[c.player]!.name, c.from === undefined ? '-' : String(c.from), c.to, c.by),
    );
  const near = new Map(match.nearMisses.map((n) => [n.player, n.entries]));
  const entryText = (e: RatingEntry) => `${e.name} (${e.id ?? '-'}, ${e.rating})`;
  for (const i of match.notFound) {
    const close = near.get(i);
    problems.warning(
      players[i]!.place,
      close
        ? msg('ratingNotFoundNear', players[i]!.name, close.map(entryText).join('; '))
        : msg('ratingNotFound', players[i]!.name),
    );
  }
  for (const a of match.ambiguous)
    problems.warning(
      players[a.player]!.place,
      msg('ratingAmbiguous', players[a.player]!.name, a.entries.map(entryText).join('; ')),
    );
  summary.push(
    msg(
      'ratingListSummary',
      match.changes.length,
      match.unchanged.length,
      match.notFound.length,
      match.ambiguous.length,
    ),
  );
  const needsAcceptance = match.changes.length > 0 && !options.accept;
  const edits: CellEdit[] = options.accept
    ? match.changes.map((c) => ({
        tab: table!.tab,
        row: rows[c.player]!.row,
        col: table!.columns.rating!,
        value: c.to,
      }))
    : [];
  if (needsAcceptance) summary.push(msg('ratingNothingWritten'));
  return {
    changes: { writes: [], appends: [], edits },
    summary,
    warnings: problems.warnings,
    lang,
    match,
    needsAcceptance,
  };
}

/** The TRF file in a dialog: a link that saves it under the workbook's name, and its text to copy. */
export function trfPage(o: TrfExport, lang: Lang): Page {
  const title = render(msg('trfDialogTitle'), lang);
  return {
    title,
    html: downloadPage({
      lang,
      title,
      lines: o.summary.map((m) => render(m, lang)),
      fileName: `${safeFileName(o.title)}.trf`,
      content: o.text,
      mime: 'text/plain',
      linkText: render(msg('trfDownload'), lang),
      copyHint: render(msg('trfCopyHint'), lang),
    }),
    width: 760,
    height: 520,
  };
}
