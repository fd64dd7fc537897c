/**
 * Reads a Keezen competition from its tabs (Instellingen, Deelnemers,
 * Uitslagen) into the engine's typed data, reporting every problem at its
 * cell. Which Uitslagen columns are needed follows the variant: the two teams
 * or the players, the pawns home per side or per player (or the occupied
 * holes). Points are never read: they are computed.
 */
import { Cell, cellText, isEmptyCell } from '../core/cell';
import { fullHomePoints, holesFromDecimal, holesFromNumber, looksLikeHoles, parseHoles } from '../core/keezen/holes';
import { KeezenSettings, PRESETS, Variant, keezenSettingsSpec, settingsConflicts } from '../core/keezen/settings';
import { parseClockTime, parsePlayTime } from '../core/keezen/time';
import {
  EntrantId,
  FormField,
  HomeEntry,
  KeezenCompetition,
  KeezenEntrant,
  KeezenForm,
  PendingForm,
  RoundKey,
  SideIndex,
  keyOf,
  sameKey,
  seatOf,
} from '../core/keezen/types';
import { Place, Problems, formatPlace, tabPlace } from '../core/problems';
import { checkAgainstDraw } from '../core/keezen/checks';
import { SettingEntry, findEntry, parseSettings } from '../core/settings/parse';
import { parseYesNo } from '../core/settings/spec';
import { matchKey, suggest } from '../core/text';
import { Lang, msg } from '../i18n';
import type { WorkbookReader } from '../workbook/workbook';
import { DatedRound, readRoundDates } from './roundDates';
import { KEEZEN_PARTICIPANTS_TAB, KEEZEN_RESULTS_TAB, KEEZEN_WORDS, KeezenSeat, allNames } from './contract';
import type { SettingsTab } from './settingsTab';
import { TablesTab, readTablesTab, tabByes } from './tablesTab';
import { Table, TableRow, hasColumns, readInteger, readTable, readText, readYesNo, warnOddName } from './table';

export interface KeezenInput {
  readonly competition: KeezenCompetition;
  /** Language of the input tabs: what is written back follows it. */
  readonly lang: Lang;
  readonly tabs: { readonly participants?: string; readonly results?: string };
  /** Tafelindeling as read (undefined when there is none): every round with `tables: 'full'`, else only its byes. */
  readonly tables?: TablesTab;
  /** Uitslagen has an Avond column (undefined when Uitslagen was not read or is not there). */
  readonly resultsEveningColumn?: boolean;
  /** The day of each round with one in Uitslagen's Datum column, by `dayKey` (sheet/roundDates.ts). */
  readonly roundDates: ReadonlyMap<string, string>;
}

export interface ReadKeezenOptions {
  /** No Deelnemers needed (=KEEZSTAND without a teams range): then the entrants are the names on the forms. */
  readonly openEntrants?: boolean;
  /** Uitslagen: required (the standings), optional (the draw), or not read (the views of a drawn round). Default required. */
  readonly results?: 'required' | 'optional' | 'skip';
  /** Tafelindeling: only its byes (the standings) or every round, checked (the draw and its views). Default byes. */
  readonly tables?: 'byes' | 'full';
}

/**
 * The settings: the preset of `variant` (default nk4tegen4), overridden by
 * every other key of the tab. Settings that do not fit together are reported
 * at the value that was typed (or at the tab when it came from the preset).
 */
export function readKeezenSettings(entries: readonly SettingEntry[], problems: Problems, tab?: string): KeezenSettings {
  const entry = findEntry(entries, 'variant');
  let variant: Variant = keezenSettingsSpec.variant.default;
  if (entry) {
    const parsed = keezenSettingsSpec.variant.parse(entry.value);
    if ('error' in parsed) problems.error(entry.valuePlace, parsed.error);
    else variant = parsed.value;
  }
  const settings = parseSettings(keezenSettingsSpec, entries, problems, {
    presetDefaults: PRESETS[variant],
    consumed: ['type', 'variant'],
  });
  settings.variant = variant;
  for (const conflict of settingsConflicts(settings)) {
    const at = findEntry(entries, conflict.key);
    problems.error(at ? at.valuePlace : tabPlace(tab), conflict.message);
  }
  return settings;
}

/** Finds entrants by Nr or name, with "did you mean"; in open mode unknown names become new entrants. */
class EntrantIndex {
  private readonly byName = new Map<string, EntrantId>();
  private readonly byNr = new Map<number, EntrantId>();

  constructor(
    readonly entrants: KeezenEntrant[],
    private readonly open = false,
  ) {
    for (const e of entrants) this.add(e);
  }

  private add(e: KeezenEntrant): void {
    this.byName.set(matchKey(e.name), e.id);
    this.byNr.set(e.nr, e.id);
  }

  find(cell: Cell): EntrantId | undefined {
    const text = cellText(cell);
    if (/^\d+$/.test(text)) {
      const byNr = this.byNr.get(Number(text));
      if (byNr !== undefined) return byNr;
    }
    return this.byName.get(matchKey(text));
  }

  resolve(cell: Cell, place: Place, problems: Problems): EntrantId | undefined {
    const found = this.find(cell);
    if (found !== undefined) return found;
    const text = cellText(cell);
    if (this.open) {
      const numeric = /^\d+$/.test(text) && !this.byNr.has(Number(text));
      let nr = numeric ? Number(text) : this.entrants.length + 1;
      while (!numeric && this.byNr.has(nr)) nr++;
      const e: KeezenEntrant = { id: this.entrants.length, nr, name: text, place };
      this.entrants.push(e);
      this.add(e);
      return e.id;
    }
    problems.error(
      place,
      msg(
        'kzUnknownEntrant',
        text,
        suggest(
          text,
          this.entrants.map((e) => e.name),
        ),
      ),
    );
    return undefined;
  }
}

type ParticipantColumn = keyof typeof KEEZEN_PARTICIPANTS_TAB.columns;
export type ResultColumn = keyof typeof KEEZEN_RESULTS_TAB.columns;

function readParticipants(table: Table<ParticipantColumn>, problems: Problems): KeezenEntrant[] {
  const cols = KEEZEN_PARTICIPANTS_TAB.columns;
  const lang = table.lang;
  const out: KeezenEntrant[] = [];
  const names = new Map<string, Place>();
  const nrs = new Map<number, Place>();
  const numbered = table.columns.nr !== undefined;
  for (const row of table.rows) {
    const nr = numbered ? readInteger(row, 'nr', cols.nr[lang], problems, { required: true, min: 1 }) : out.length + 1;
    const name = readText(row, 'name', cols.name[lang], problems, true);
    const players = readText(row, 'players', cols.players[lang], problems, false);
    const present = readYesNo(row, 'present', problems, true);
    if (name === undefined || nr === undefined) continue;
    const firstName = names.get(matchKey(name));
    if (firstName) {
      problems.error(row.place('name'), msg('duplicateName', name, formatPlace(firstName)));
      continue;
    }
    const firstNr = nrs.get(nr);
    if (firstNr) {
      problems.error(row.place('nr'), msg('kzNrTwice', nr, formatPlace(firstNr)));
      continue;
    }
    names.set(matchKey(name), row.place('name'));
    warnOddName(name, row.place('name'), problems);
    nrs.set(nr, row.place('nr'));
    out.push({
      id: out.length,
      nr,
      name,
      place: row.place('name'),
      ...(players !== undefined ? { players } : {}),
      ...(present ? {} : { present: false }),
    });
  }
  if (out.length === 0 && !problems.hasErrors()) problems.error({ tab: table.tab }, msg('kzNoEntrants'));
  return out;
}

const seat = (si: SideIndex, i: number) => seatOf(si, i) as KeezenSeat;

function isWord(text: string, word: (typeof KEEZEN_WORDS)[keyof typeof KEEZEN_WORDS]): boolean {
  const key = matchKey(text);
  return allNames(word).some((w) => matchKey(w) === key);
}

/**
 * The whole score form of the variant as Uitslagen columns, in order: the one
 * layout the wizard creates, the simulators type and the printed forms follow.
 */
export function scoreFormColumns(s: KeezenSettings): ResultColumn[] {
  const keys: ResultColumn[] = [];
  if (s.scope === 'season' || s.evenings > 1) keys.push('evening');
  keys.push('round', 'table', ...neededColumns(s), 'finished', 'winner');
  if (s.timeLimit > 0 || s.order.includes('playTime') || s.order.includes('handedIn'))
    keys.push('playTime', 'handedIn');
  keys.push('forfeit');
  return keys;
}

/** The columns the variant needs for who sits where and what they got home, by key. */
export function neededColumns(s: KeezenSettings): ResultColumn[] {
  const out: ResultColumn[] = [];
  const n = s.playersPerSide;
  for (const si of [0, 1] as SideIndex[]) {
    if (s.entrant === 'team') out.push(si === 0 ? 'teamA' : 'teamB');
    else for (let i = 0; i < n; i++) out.push(`player${seat(si, i)}`);
  }
  for (const si of [0, 1] as SideIndex[]) {
    if (s.countPer === 'side') out.push(si === 0 ? 'homeA' : 'homeB');
    else for (let i = 0; i < n; i++) out.push(`home${seat(si, i)}`);
  }
  return out;
}

/** One per-player cell: pawns, or with hole values the occupied holes ("1,3,4") or game points (a number). */
function readHomeEntry(
  row: TableRow<ResultColumn>,
  column: ResultColumn,
  label: string,
  s: KeezenSettings,
  problems: Problems,
): HomeEntry | undefined | 'bad' {
  const cell = row.get(column);
  if (isEmptyCell(cell)) return undefined;
  const text = cellText(cell);
  if (s.holeValues.length > 0) {
    if (typeof cell === 'string' && looksLikeHoles(text)) return { kind: 'holes', holes: parseHoles(text)! };
    if (typeof cell === 'number' && !Number.isInteger(cell)) {
      // A decimal-comma sheet made a number of "2,3": read back as the holes typed, or refused with why.
      const holes = holesFromDecimal(cell, s.holeValues.length);
      if (holes) return { kind: 'holes', holes };
      problems.error(row.place(column), msg('kzHolesBecameNumber', text));
      return 'bad';
    }
    if ((typeof cell === 'number' && Number.isInteger(cell)) || /^\d+$/.test(text)) {
      const holes = holesFromNumber(Number(text), s.pawnsPerPlayer, fullHomePoints(s.holeValues));
      return holes ? { kind: 'holes', holes } : { kind: 'points', points: Number(text) };
    }
    problems.error(row.place(column), msg('kzBadHoles', text));
    return 'bad';
  }
  const n = readInteger(row, column, label, problems, { required: false });
  return n === undefined ? 'bad' : { kind: 'pawns', pawns: n };
}

type TimeColumn = 'playTime' | 'handedIn';

/** The two times of a form: the play time (`1:05`, `65`) and the clock time it was handed in (`14:32`). */
const TIMES: {
  readonly [C in TimeColumn]: {
    readonly parse: (cell: Cell) => number | undefined;
    readonly bad: 'kzBadTime' | 'kzBadClock';
  };
} = {
  playTime: { parse: parsePlayTime, bad: 'kzBadTime' },
  handedIn: { parse: parseClockTime, bad: 'kzBadClock' },
};

/** A time cell of a form in minutes: not a time is an error at its cell, empty a warning when `expected`. */
function readTime(
  row: TableRow<ResultColumn>,
  column: TimeColumn,
  expected: boolean,
  problems: Problems,
): number | undefined {
  const cell = row.get(column);
  if (isEmptyCell(cell)) {
    if (row.has(column) && expected) problems.warning(row.place(column), msg('kzTimeMissing', column));
    return undefined;
  }
  const minutes = TIMES[column].parse(cell);
  if (minutes === undefined) problems.error(row.place(column), msg(TIMES[column].bad, cellText(cell)));
  return minutes;
}

/** The cells of a row that hold the score (everything but the round, the table and who sits there). */
const SCORE_COLUMNS = (Object.keys(KEEZEN_RESULTS_TAB.columns) as ResultColumn[]).filter(
  (c) => !['evening', 'round', 'table', 'teamA', 'teamB'].includes(c) && !c.startsWith('player'),
);

/** A side of a form as read: who sits there and, on a form filled in, what they got home. */
interface SideRead {
  entrants: EntrantId[];
  home?: number;
  players: (HomeEntry | undefined)[];
  cardPoints?: (number | undefined)[];
}

/**
 * One row of Uitslagen read step by step, in the order its cells are reported. A step that finds a
 * problem reports it at its cell and clears `ok`: the row is then left out, but its other cells are
 * still read, so that every problem of the row is reported at once.
 */
class FormRow {
  ok = true;
  /** Where each field of the form was typed: the checks report at these cells. */
  readonly places: Partial<Record<FormField, Place>> = {};
  private readonly cols = KEEZEN_RESULTS_TAB.columns;
  private readonly lang: Lang;

  constructor(
    private readonly table: Table<ResultColumn>,
    private readonly row: TableRow<ResultColumn>,
    private readonly s: KeezenSettings,
    private readonly index: EntrantIndex,
    private readonly problems: Problems,
  ) {
    this.lang = table.lang;
  }

  private at(field: FormField, column: ResultColumn): void {
    if (this.row.has(column)) this.places[field] = this.row.place(column);
  }

  private label(column: ResultColumn): string {
    return this.cols[column][this.lang];
  }

  /** The row itself, where a form or pending form is reported as a whole. */
  rowPlace(): Place {
    return { tab: this.table.tab, row: this.row.row };
  }

  /**
   * The round (with its evening: a column of its own, or found from the round number) and the table;
   * undefined when one of them is missing or wrong.
   */
  where(): { key: RoundKey; table: number } | undefined {
    const row = this.row;
    const typed = readInteger(row, 'round', this.label('round'), this.problems, { required: true, min: 1 });
    const table = readInteger(row, 'table', this.label('table'), this.problems, { required: true, min: 1 });
    const hasEvening = this.table.columns.evening !== undefined;
    let evening: number | undefined;
    if (hasEvening) {
      evening = readInteger(row, 'evening', this.label('evening'), this.problems, { required: true, min: 1 });
      if (evening === undefined) this.ok = false;
      this.at('evening', 'evening');
    } else this.places.evening = row.place('round');
    const key =
      typed === undefined || (hasEvening && evening === undefined) ? undefined : keyOf(this.s, typed, evening);
    this.at('round', 'round');
    this.at('table', 'table');
    if (key === undefined || table === undefined) {
      this.ok = false;
      return undefined;
    }
    return { key, table };
  }

  /** Every score cell empty: a form not in yet (the rows "Ronde vastleggen" prepares). */
  isBlank(): boolean {
    return SCORE_COLUMNS.every((c) => !this.row.has(c) || isEmptyCell(this.row.get(c)));
  }

  /** Both sides, one after the other (their cells reported in that order); of a blank row only who sits there. */
  sides(blank: boolean): [SideRead, SideRead] {
    const read = (si: SideIndex): SideRead => {
      const entrants = this.entrants(si);
      this.noSeatsBeyondSide(si);
      return blank ? { entrants, players: [] } : { entrants, ...this.scores(si) };
    };
    const a = read(0);
    return [a, read(1)];
  }

  /** Who sits at side `si`: the team, or the players in seat order; each found by Nr or name. */
  private entrants(si: SideIndex): EntrantId[] {
    const row = this.row;
    const entrants: EntrantId[] = [];
    const columns: ResultColumn[] =
      this.s.entrant === 'team'
        ? [si === 0 ? 'teamA' : 'teamB']
        : Array.from({ length: this.s.playersPerSide }, (_, i) => `player${seat(si, i)}` as ResultColumn);
    columns.forEach((column, i) => {
      this.at(`entrant${si}.${i}`, column);
      const text = readText(row, column, this.label(column), this.problems, true);
      if (text === undefined) {
        this.ok = false;
        return;
      }
      const id = this.index.resolve(row.get(column), row.place(column), this.problems);
      if (id === undefined) this.ok = false;
      else entrants.push(id);
    });
    return entrants;
  }

  /** A name in a seat the variant's sides do not have (A3 when two play per side) is an error. */
  private noSeatsBeyondSide(si: SideIndex): void {
    if (this.s.entrant !== 'player') return;
    const n = this.s.playersPerSide;
    for (let i = n; i < 4; i++) {
      const column = `player${seat(si, i)}` as ResultColumn;
      if (this.row.has(column) && !isEmptyCell(this.row.get(column))) {
        this.problems.error(this.row.place(column), msg('kzSeatBeyondSide', seat(si, i), n));
        this.ok = false;
      }
    }
  }

  /** What side `si` got home as written: per side, per player, and a games-night card's points. */
  private scores(si: SideIndex): Omit<SideRead, 'entrants'> {
    const home = this.sideHome(si);
    const players = this.playersHome(si);
    const cardPoints = this.cardPoints(si);
    return {
      ...(home !== undefined ? { home } : {}),
      players,
      ...(cardPoints.length > 0 ? { cardPoints } : {}),
    };
  }

  /** The pawns home of the side (column Binnen A/B), when the tab has it. */
  private sideHome(si: SideIndex): number | undefined {
    const column: ResultColumn = si === 0 ? 'homeA' : 'homeB';
    this.at(`home${si}`, column);
    if (!this.row.has(column)) return undefined;
    const home = readInteger(this.row, column, this.label(column), this.problems, { required: false });
    if (home === undefined && !isEmptyCell(this.row.get(column))) this.ok = false;
    return home;
  }

  /** Per player (columns Binnen A1..): pawns, holes or points; undefined entries are empty cells. */
  private playersHome(si: SideIndex): (HomeEntry | undefined)[] {
    const players: (HomeEntry | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      const column = `home${seat(si, i)}` as ResultColumn;
      if (!this.row.has(column)) continue;
      this.at(`home${si}.${i}`, column);
      const e = readHomeEntry(this.row, column, this.label(column), this.s, this.problems);
      if (e === 'bad') this.ok = false;
      else players[i] = e;
    }
    return players;
  }

  /** A games-night card's points per player (optional columns Punten A1..), when players score. */
  private cardPoints(si: SideIndex): (number | undefined)[] {
    const cardPoints: (number | undefined)[] = [];
    if (this.s.entrant !== 'player' || this.s.scoreFor !== 'player') return cardPoints;
    for (let i = 0; i < this.s.playersPerSide; i++) {
      const column = `points${seat(si, i)}` as ResultColumn;
      if (!this.row.has(column) || isEmptyCell(this.row.get(column))) continue;
      this.at(`points${si}.${i}`, column);
      const v = readInteger(this.row, column, this.label(column), this.problems, { required: false, min: 0 });
      if (v === undefined) this.ok = false;
      else cardPoints[i] = v;
    }
    return cardPoints;
  }

  /** The score of a form filled in: finished or not, the winner ticked, a forfeit, the times. */
  score(
    sides: [SideRead, SideRead],
  ): Pick<KeezenForm, 'sides' | 'finished' | 'winner' | 'forfeit' | 'playTime' | 'handedIn'> {
    const finished = this.finished();
    // The winner as ticked, and the absent side of a forfeit.
    const winner = this.sideCell(sides, 'winner', KEEZEN_WORDS.none, 'none', 'kzBadWinner');
    const forfeit = this.sideCell(sides, 'forfeit', KEEZEN_WORDS.both, 'both', 'kzBadForfeit');
    return {
      sides,
      finished,
      ...(winner !== undefined ? { winner } : {}),
      ...(forfeit !== undefined ? { forfeit } : {}),
      ...this.times(forfeit),
    };
  }

  /** Finished (the default) or time-out: yes/no, or the words for either. */
  private finished(): boolean {
    this.at('finished', 'finished');
    const cell = this.row.get('finished');
    if (isEmptyCell(cell)) return true;
    const text = cellText(cell);
    const yes = parseYesNo(cell);
    if (yes !== undefined) return yes;
    if (isWord(text, KEEZEN_WORDS.timeout)) return false;
    if (isWord(text, KEEZEN_WORDS.finished)) return true;
    this.problems.error(this.row.place('finished'), msg('kzBadFinished', text));
    this.ok = false;
    return true;
  }

  /** A cell naming a side (A, B, an entrant at the table) or the word `word` (`geen`, `beide`). */
  private sideCell<W extends string>(
    sides: readonly SideRead[],
    column: 'winner' | 'forfeit',
    word: (typeof KEEZEN_WORDS)[keyof typeof KEEZEN_WORDS],
    as: W,
    bad: 'kzBadWinner' | 'kzBadForfeit',
  ): SideIndex | W | undefined {
    this.at(column, column);
    const cell = this.row.get(column);
    if (isEmptyCell(cell) || (column === 'forfeit' && parseYesNo(cell) === false)) return undefined;
    const text = cellText(cell);
    const side = isWord(text, word) ? as : this.sideOf(sides, cell);
    if (side === undefined) {
      this.problems.error(this.row.place(column), msg(bad, text));
      this.ok = false;
    }
    return side;
  }

  /** The side a cell names: A or B, or an entrant sitting at one of them. */
  private sideOf(sides: readonly SideRead[], cell: Cell): SideIndex | undefined {
    const text = cellText(cell).toUpperCase();
    if (text === 'A') return 0;
    if (text === 'B') return 1;
    const id = this.index.find(cell);
    if (id === undefined) return undefined;
    if (sides[0]!.entrants.includes(id)) return 0;
    if (sides[1]!.entrants.includes(id)) return 1;
    return undefined;
  }

  /** The play time and the clock time handed in: an empty one is worth a warning where the standings' order uses it (a forfeit has none). */
  private times(forfeit: KeezenForm['forfeit']): { playTime?: number; handedIn?: number } {
    this.at('playTime', 'playTime');
    this.at('handedIn', 'handedIn');
    const expected = (column: TimeColumn) => this.s.order.includes(column) && forfeit === undefined;
    const playTime = readTime(this.row, 'playTime', expected('playTime'), this.problems);
    const handedIn = readTime(this.row, 'handedIn', expected('handedIn'), this.problems);
    return {
      ...(playTime !== undefined ? { playTime } : {}),
      ...(handedIn !== undefined ? { handedIn } : {}),
    };
  }
}

/**
 * Reads the score forms. Rows with a problem in round, table or seats are reported and left out. A row
 * with who sits where and every score cell empty is a form not in yet (`pending`): the rows "Ronde
 * vastleggen" prepares, before the organiser fills them in.
 */
function readForms(
  table: Table<ResultColumn>,
  s: KeezenSettings,
  index: EntrantIndex,
  problems: Problems,
): { forms: KeezenForm[]; pending: PendingForm[] } {
  if (!hasColumns(table, KEEZEN_RESULTS_TAB, neededColumns(s), problems)) return { forms: [], pending: [] };
  const forms: KeezenForm[] = [];
  const pending: PendingForm[] = [];
  for (const row of table.rows) {
    const read = new FormRow(table, row, s, index, problems);
    const where = read.where();
    const blank = read.isBlank();
    const sides = read.sides(blank);
    if (blank) {
      if (read.ok && where)
        pending.push({
          ...where.key,
          table: where.table,
          sides: [sides[0].entrants, sides[1].entrants],
          place: read.rowPlace(),
        });
      continue;
    }
    const score = read.score(sides);
    if (!read.ok || !where) continue;
    const { key, table: tableNr } = where;
    forms.push({
      evening: key.evening,
      round: key.round,
      table: tableNr,
      ...score,
      place: read.rowPlace(),
      places: read.places,
    });
  }
  return { forms, pending };
}

/**
 * Reads the competition: Instellingen, Deelnemers, Uitslagen and Tafelindeling
 * as `options` ask. Deelnemers is required unless `openEntrants`.
 */
export function readKeezen(
  wb: WorkbookReader,
  settingsTab: SettingsTab,
  problems: Problems,
  options: ReadKeezenOptions = {},
): KeezenInput {
  const before = problems.errors.length;
  const settings = readKeezenSettings(settingsTab.entries, problems, settingsTab.tab);
  // With wrong settings the forms would be read by the wrong rules: report the settings first.
  const settingsOk = problems.errors.length === before;
  const results = options.results ?? 'required';
  const participantsTable = readTable(wb, KEEZEN_PARTICIPANTS_TAB, problems, {
    required: !options.openEntrants,
    lang: settingsTab.lang,
  });
  const lang = participantsTable?.lang ?? settingsTab.lang ?? 'nl';
  const resultsTable =
    results === 'skip'
      ? undefined
      : readTable(wb, KEEZEN_RESULTS_TAB, problems, { required: results === 'required', lang });
  const entrants = participantsTable ? readParticipants(participantsTable, problems) : [];
  const index = new EntrantIndex(entrants, options.openEntrants === true && !participantsTable);
  const { forms, pending } =
    settingsOk && resultsTable && (participantsTable || options.openEntrants)
      ? readForms(resultsTable, settings, index, problems)
      : { forms: [], pending: [] };
  // The draw reads every round of Tafelindeling; the standings only its byes and sit-outs (the `vrij` lines), which count.
  const byesOnly = options.tables !== 'full';
  const tablesTab =
    settingsOk && participantsTable ? readTablesTab(wb, settings, index, problems, { byesOnly, lang }) : undefined;
  const byes = tabByes(tablesTab);
  // The forms against the draw (warnings): from the whole tab, read aside so that a typo there stops nothing.
  if (byesOnly && tablesTab && (forms.length > 0 || pending.length > 0)) {
    const aside = new Problems();
    const full = readTablesTab(wb, settings, index, aside, { byesOnly: false, lang });
    if (full && !aside.hasErrors())
      checkAgainstDraw(
        { settings, entrants: index.entrants, forms, pending },
        full.rounds.map((r) => ({
          evening: r.evening,
          round: r.round,
          tables: r.tables.map((t, i) => ({ ...t, place: r.tablePlaces[i]! })),
        })),
        problems,
      );
  }
  // A table of 3, 5 or 6 fits no score form: once its round is played, say that it does not count.
  for (const t of tablesTab?.oddTables ?? []) {
    if (forms.some((f) => sameKey(f, t.key)))
      problems.warning(t.place, msg('kzOddTableNotCounted', t.table, t.players));
  }
  const roundAt = new Map<number, DatedRound>();
  for (const f of forms) if (f.place?.row !== undefined) roundAt.set(f.place.row, f);
  const roundDates = resultsTable ? readRoundDates(resultsTable, roundAt, problems) : new Map<string, string>();
  return {
    competition: {
      settings,
      entrants: index.entrants,
      forms,
      ...(pending.length > 0 ? { pending } : {}),
      ...(byes.length > 0 ? { byes } : {}),
    },
    roundDates,
    lang: resultsTable?.lang ?? lang,
    tabs: {
      ...(participantsTable ? { participants: participantsTable.tab } : {}),
      ...(resultsTable ? { results: resultsTable.tab } : {}),
    },
    ...(tablesTab ? { tables: tablesTab } : {}),
    ...(resultsTable ? { resultsEveningColumn: resultsTable.columns.evening !== undefined } : {}),
  };
}
