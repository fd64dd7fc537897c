/**
 * A Keezen evening as the organiser's sidebar shows and edits it: the last
 * drawn round's tables (with byes or sit-outs), which of their score forms are
 * in Uitslagen and which are missing, and who takes part in the next draw
 * (the Aanwezig column of Deelnemers: arrivals and departures on a games
 * night).
 *
 * A score form of that round can be entered in the sidebar: checked by the
 * standings' own reader and checks before it is appended to Uitslagen (a
 * documented append, laid out by the tab's own columns).
 *
 * The other edit is documented too: the Aanwezig cell of that participant's row in
 * Deelnemers (`nee`, or empty for present, which Deelnemers reads as `ja`),
 * found by the name under the document lock. A Deelnemers tab without an
 * Aanwezig column is refused with what to add (the add-on adds no column to a
 * tab the user types).
 */
import type { Cell } from '../core/cell';
import { cellText, isEmptyCell } from '../core/cell';
import { InputError, Problem, Problems, isInputError } from '../core/problems';
import { YES_NO_WORDS } from '../core/settings/spec';
import { sameKey, seatOf } from '../core/keezen/types';
import type { KeezenSettings } from '../core/keezen/settings';
import { scoreCompetition } from '../core/keezen/standings';
import { matchKey } from '../core/text';
import { Lang, Msg, msg } from '../i18n';
import {
  KEEZEN_PARTICIPANTS_TAB,
  KEEZEN_RESULTS_TAB,
  KEEZEN_TABLES_TAB,
  KEEZEN_WORDS,
  SETTINGS_TAB,
} from '../sheet/contract';
import { roundLabel } from '../core/keezen/draw/round';
import { ResultColumn, neededColumns, scoreFormColumns } from '../sheet/keezenInput';
import { open } from '../sheet/open';
import { Table, TableRow, locateTab, readTable, readYesNo } from '../sheet/table';
import { CellEdit, WorkbookReader, setCells } from '../workbook/workbook';
import { MemoryWorkbook } from '../workbook/memory';
import { displayTables } from './drawViews';
import { appendRows } from './keizer';
import type { Outcome } from './outcome';
import type { NightStep } from './steps';

interface KeezenNightTable {
  readonly table: number;
  /** Each side's names ("Team 3", or the partners of a games night). */
  readonly sides: readonly (readonly string[])[];
  /** The score form of this table is in Uitslagen. */
  readonly formIn: boolean;
}

export interface KeezenNightView {
  /** "Tafelindeling ronde 2", or undefined before the first draw. */
  readonly title?: Msg;
  readonly tables: readonly KeezenNightTable[];
  /** Teams with a bye, or players sitting out. */
  readonly byes: readonly string[];
  /** Players (a games night) or teams. */
  readonly players: boolean;
  readonly entrants: readonly { readonly name: string; readonly present: boolean }[];
  /** The boxes of a score form to fill in, with their Uitslagen column word, kind and (a tick or a choice) values. */
  readonly fields: readonly FormField[];
  /** Why the round or the forms cannot be read, located. */
  readonly problems: readonly Problem[];
  /** The drawn round has rows in Uitslagen ("Ronde vastleggen" prepared them, or forms are in). */
  readonly recorded: boolean;
  /** Some score form of the competition is in Uitslagen (any round). */
  readonly anyForms: boolean;
}

/** The sidebar's view of the evening: never throws on bad input (the problems come along). */
export function keezenNightView(wb: WorkbookReader): KeezenNightView {
  const input = open(wb, 'keezenAsIs');
  const { reader, problems } = input;
  const comp = input.competition;
  const entrants = comp.entrants.map((e) => ({ name: e.name, present: e.present !== false }));
  const players = comp.settings.entrant === 'player';
  const fields = formFields(comp.settings).map((key) => ({
    key,
    label: KEEZEN_RESULTS_TAB.columns[key][input.lang],
    ...fieldKind(key, input.lang),
  }));
  const base = { players, entrants, fields, problems: problems.list, anyForms: comp.forms.length > 0 };
  let shown: ReturnType<typeof displayTables>;
  try {
    shown = displayTables(open(reader, 'keezenTables'));
  } catch (e) {
    // No round drawn yet is no problem to show: the sidebar says what to do first.
    if (!isInputError(e)) throw e;
    return {
      ...base,
      tables: [],
      byes: [],
      recorded: false,
      problems: [...problems.list, ...(comp.entrants.length > 0 && hasTables(reader) ? e.errors : [])],
    };
  }
  const { view } = shown;
  const name = (id: number) => shown.competition.entrants[id]?.name ?? String(id);
  const forms = comp.forms.filter((f) => sameKey(f, view));
  const { round, evening } = roundLabel(view);
  return {
    ...base,
    title: msg('drTitle', round, evening),
    tables: view.tables.map((t) => ({
      table: t.table,
      sides: t.sides.map((side) => side.map(name)),
      formIn: forms.some((f) => f.table === t.table),
    })),
    byes: view.byes.map(name),
    recorded: forms.length > 0 || (comp.pending ?? []).some((p) => sameKey(p, view)),
  };
}

/**
 * The steps of the organiser's evening, each with its status; at most one is the next step: draw once who
 * is there is known, record the drawn round (teams: it prepares the result rows), take the score forms in,
 * then update the standings; once every form of the round is in, the next round is drawn. A games night
 * (players) has no record step: its forms go in straight from the draw.
 */
export function keezenSteps(v: KeezenNightView): NightStep[] {
  const drawn = v.title !== undefined;
  const ins = v.tables.filter((t) => t.formIn).length;
  const allIn = drawn && ins === v.tables.length;
  const present = v.entrants.filter((e) => e.present).length;
  const needsRecord = !v.players;
  const presence: NightStep = {
    id: 'presence',
    status: drawn && !allIn ? 'done' : 'open',
    note: msg('stepPresentOf', present, v.entrants.length),
  };
  const draw: NightStep =
    present < 2
      ? { id: 'draw', status: 'blocked', note: msg('stepDrawFew') }
      : !drawn
        ? { id: 'draw', status: 'next', note: msg('stepDrawFor', present) }
        : allIn
          ? { id: 'draw', status: 'open', note: msg('stepDrawNext') }
          : { id: 'draw', status: 'done', note: v.title! };
  const record: NightStep = !drawn
    ? { id: 'record', status: 'blocked', note: msg('stepNeedsDraw') }
    : v.recorded
      ? { id: 'record', status: 'done', note: msg('stepRecordedRows') }
      : { id: 'record', status: 'next', note: msg('stepRecordDrawn') };
  const forms: NightStep = !drawn
    ? { id: 'forms', status: 'blocked', note: msg('stepNeedsDraw') }
    : allIn
      ? { id: 'forms', status: 'done', note: msg('formsCount', ins, v.tables.length) }
      : {
          id: 'forms',
          status: needsRecord && !v.recorded ? 'open' : 'next',
          note: msg('formsCount', ins, v.tables.length),
        };
  const standings: NightStep = allIn
    ? { id: 'standings', status: 'next', note: msg('stepFormsAllIn') }
    : v.anyForms
      ? {
          id: 'standings',
          status: 'open',
          note: ins > 0 ? msg('stepFormsPartial', v.tables.length - ins) : msg('stepStandingsEarlier'),
        }
      : { id: 'standings', status: 'blocked', note: msg('stepNoResults') };
  return needsRecord ? [presence, draw, record, forms, standings] : [presence, draw, forms, standings];
}

function hasTables(reader: WorkbookReader): boolean {
  return locateTab(reader, KEEZEN_TABLES_TAB) !== undefined;
}

export interface PresenceRequest {
  readonly name: string;
  readonly present: boolean;
}

/** Marks a participant as there (arrived) or not (gone home, or not come): the Aanwezig cell of his row. */
export function setPresence(wb: WorkbookReader, request: PresenceRequest): Outcome {
  const { reader, problems } = open(wb, 'front');
  const table = readTable(reader, KEEZEN_PARTICIPANTS_TAB, problems, { required: true });
  if (!table) throw new InputError(problems.errors);
  const lang = table.lang;
  const column = table.columns.present;
  if (column === undefined)
    throw new InputError([
      {
        severity: 'error',
        place: { tab: table.tab },
        message: msg('presenceColumnMissing', KEEZEN_PARTICIPANTS_TAB.columns.present[lang]),
      },
    ]);
  const row = table.rows.find((r) => matchKey(cellText(r.get('name'))) === matchKey(request.name));
  if (!row)
    throw new InputError([
      { severity: 'error', place: { tab: table.tab }, message: msg('presenceUnknown', request.name) },
    ]);
  const name = cellText(row.get('name'));
  const now = readYesNo(row, 'present', new Problems(), true);
  if (now === request.present)
    return { changes: { writes: [], appends: [] }, summary: [msg('presenceUnchanged', name)], warnings: [], lang };
  return {
    changes: {
      writes: [],
      appends: [],
      edits: [{ tab: table.tab, row: row.row, col: column, value: request.present ? '' : YES_NO_WORDS[lang][1] }],
    },
    summary: [msg(request.present ? 'presenceArrived' : 'presenceLeft', name)],
    warnings: [],
    lang,
  };
}

/**
 * A box of the score form as the paper form has it: a count or text typed, a tick (Uitgespeeld: the yes or no
 * word written), or a choice of side (Winnaar: A, B or none; Reglementair: nobody, A, B or both), with the words
 * Uitslagen reads, in the tab's language.
 */
interface FormField {
  readonly key: string;
  readonly label: string;
  readonly kind: 'typed' | 'tick' | 'side';
  /** tick: [no, yes]; side: the values in order ('' = none ticked), each with its word. */
  readonly choices: readonly { readonly value: string; readonly label: string }[];
}

function fieldKind(key: ResultColumn, lang: Lang): Pick<FormField, 'kind' | 'choices'> {
  const word = (w: { nl: string; en: string }) => ({ value: w[lang], label: w[lang] });
  if (key === 'finished') {
    const [yes, no] = YES_NO_WORDS[lang];
    return {
      kind: 'tick',
      choices: [
        { value: no, label: no },
        { value: yes, label: yes },
      ],
    };
  }
  if (key === 'winner')
    return { kind: 'side', choices: [{ value: 'A', label: 'A' }, { value: 'B', label: 'B' }, word(KEEZEN_WORDS.none)] };
  if (key === 'forfeit')
    return {
      kind: 'side',
      choices: [
        { value: '', label: '—' },
        { value: 'A', label: 'A' },
        { value: 'B', label: 'B' },
        word(KEEZEN_WORDS.both),
      ],
    };
  return { kind: 'typed', choices: [] };
}

/** The boxes of a score form the organiser fills in (who sits where comes from the draw). */
function formFields(s: KeezenSettings): ResultColumn[] {
  const seats = new Set<ResultColumn>(neededColumns(s).filter((c) => c.startsWith('team') || c.startsWith('player')));
  // Without a time limit no game ends by time: the paper form has no "played out" box, nor does this one.
  const untimed = (c: ResultColumn) => c === 'finished' && s.timeLimit === 0;
  return scoreFormColumns(s).filter(
    (c) => c !== 'evening' && c !== 'round' && c !== 'table' && !seats.has(c) && !untimed(c),
  );
}

export interface FormRequest {
  readonly table: number;
  /** The boxes by Uitslagen column key, as typed ('' = empty). */
  readonly values: Readonly<Record<string, string>>;
}

/** A typed box as Sheets would keep it: whole numbers as numbers, the rest as text. */
function typed(text: string): Cell {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : t;
}

/**
 * A score form of the last drawn round, entered in the sidebar: the row it
 * would be in Uitslagen is checked by the standings' own reader and checks
 * (Uitslagen read with that row below the last, every problem located at the
 * cell it would land in); with no problem on it, the row is appended.
 */
export function enterForm(wb: WorkbookReader, request: FormRequest): Outcome {
  const opened = open(wb, 'keezenTables');
  const { reader } = opened;
  const { view, competition } = displayTables(opened);
  const s = competition.settings;
  const drawn = view.tables.find((t) => t.table === request.table);
  if (!drawn) throw new InputError([{ severity: 'error', message: msg('formNoTable', request.table) }]);
  const problems = new Problems();
  const results = readTable(reader, KEEZEN_RESULTS_TAB, problems, { required: true });
  if (!results) throw new InputError(problems.errors);
  const order = scoreFormColumns(s).filter((c) => c !== 'evening' || results.columns.evening !== undefined);
  const missing = order.filter((c) => results.columns[c] === undefined);
  if (missing.length > 0)
    throw new InputError([
      {
        severity: 'error',
        place: { tab: results.tab },
        message: msg('formColumnsMissing', missing.map((c) => KEEZEN_RESULTS_TAB.columns[c][results.lang]).join(', ')),
      },
    ]);
  const values = {} as Record<ResultColumn, Cell>;
  for (const c of order) values[c] = '';
  if (results.columns.evening !== undefined) values.evening = view.evening;
  values.round = view.typedRound;
  values.table = drawn.table;
  const name = (id: number) => competition.entrants[id]?.name ?? '';
  drawn.sides.forEach((side, si) => {
    if (s.entrant === 'team') values[si === 0 ? 'teamA' : 'teamB'] = name(side[0]!);
    else side.forEach((id, i) => (values[`player${seatOf(si, i)}` as ResultColumn] = name(id)));
  });
  for (const c of formFields(s)) values[c] = typed(request.values[c] ?? '');
  const append = appendRows(KEEZEN_RESULTS_TAB, results, results.lang, order, [values]);
  // A confirmed round ("Ronde vastleggen") has this table's row waiting: it is filled in, not added to.
  const prepared = preparedRow(results, order, values, formFields(s));
  const edits = prepared ? fillPrepared(results, prepared, values, formFields(s), drawn.table) : [];

  // The same reading and checks as the standings, on Uitslagen with the row filled in or below the last.
  const tabRows = reader.read(results.tab) ?? [];
  const rowNumber = prepared ? prepared.row : tabRows.length + 1;
  const copy = new MemoryWorkbook();
  for (const spec of [SETTINGS_TAB, KEEZEN_PARTICIPANTS_TAB, KEEZEN_TABLES_TAB, KEEZEN_RESULTS_TAB]) {
    const found = locateTab(reader, spec);
    if (found) copy.write({ name: found.tab, rows: reader.read(found.tab) ?? [] });
  }
  const filled = tabRows.map((r) => [...r]);
  setCells(filled, edits, '');
  copy.write({ name: results.tab, rows: prepared ? filled : [...tabRows, ...append.rows] });
  const input = open(copy, 'keezenAsIs');
  const checked = input.problems;
  scoreCompetition(input.competition, checked, { partial: true });
  const own = checked.list.filter((p) => p.place?.tab === results.tab && p.place.row === rowNumber);
  if (own.some((p) => p.severity === 'error')) throw new InputError(own);
  const { round, evening } = roundLabel(view);
  return {
    changes: prepared ? { writes: [], appends: [], edits } : { writes: [], appends: [append] },
    summary: [msg('formEntered', round, evening, drawn.table)],
    warnings: own,
    lang: results.lang,
  };
}

/**
 * The row "Ronde vastleggen" prepared for this table: same round (and evening), table and seats, every
 * score cell still empty. Undefined when there is none (the form is appended as before).
 */
function preparedRow(
  results: Table<ResultColumn>,
  order: readonly ResultColumn[],
  values: Readonly<Record<ResultColumn, Cell>>,
  fields: readonly ResultColumn[],
): TableRow<ResultColumn> | undefined {
  const same = (a: Cell, b: Cell) => matchKey(cellText(a)) === matchKey(cellText(b));
  const seats = order.filter((c) => !fields.includes(c));
  return results.rows.find(
    (row) => seats.every((c) => same(row.get(c), values[c])) && fields.every((c) => isEmptyCell(row.get(c))),
  );
}

/** The form's boxes into the prepared row's empty cells, each written only if the row still holds this table, empty. */
function fillPrepared(
  results: Table<ResultColumn>,
  row: TableRow<ResultColumn>,
  values: Readonly<Record<ResultColumn, Cell>>,
  fields: readonly ResultColumn[],
  table: number,
): CellEdit[] {
  const col = (c: ResultColumn) => results.columns[c]!;
  const seats = (Object.keys(results.columns) as ResultColumn[]).filter(
    (c) => !fields.includes(c) && results.columns[c] !== undefined && !isEmptyCell(row.get(c)),
  );
  const expect = {
    cells: [
      ...seats.map((c) => ({ col: col(c), value: row.get(c) })),
      ...fields.filter((c) => results.columns[c] !== undefined).map((c) => ({ col: col(c), value: '' as Cell })),
    ],
    moved: msg('formRowMoved', table, row.row),
  };
  return fields
    .filter((c) => !isEmptyCell(values[c]))
    .map((c) => ({ tab: results.tab, row: row.row, col: col(c), value: values[c], expect }));
}
