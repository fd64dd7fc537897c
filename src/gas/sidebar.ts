/**
 * The server side of the round sidebar: the functions its page calls through
 * google.script.run. Each takes and returns plain data only. Reading needs no
 * lock; every call that changes the spreadsheet goes through `runAction`
 * (document lock, changes applied only on success) and answers with what
 * happened plus the sidebar afresh.
 */
import { NightStep, RoundView, StepId, keizerRoundView, nightSteps, setAbsence, setResult } from '../actions/clubNight';
import { formatProblem } from '../core/problems';
import { ABSENCE_REASONS, AbsenceReason } from '../core/keizer/types';
import { GAME_RESULTS } from '../core/keizer/results';
import { Lang, PlainMsgKey, msg, render, text } from '../i18n';
import { ABSENCE_WORDS, PAIRING_TAB } from '../sheet/contract';
import { competitionType } from '../sheet/settingsTab';
import type {
  ActionButton,
  Choice,
  KeezenNightView,
  ProposalView,
  SidebarReply,
  SidebarState,
  StepLine,
} from '../ui/protocol';
import { enterForm, keezenNightView, setPresence } from '../actions/keezenNight';
import type { CompetitionType } from '../sheet/contract';
import { CATALOGUE, Entry, Request, sidebarEntries, writtenTab } from '../actions/catalogue';
import { RunResult, runAction, runEntry, userLang } from './run';
import { SheetsWorkbook, todayIn } from './sheetsWorkbook';

/** The entries that write a new pairing into Indeling. */
const PAIRED: readonly string[] = ['makePairing', 'newDraw'];

/** Reasons a leader marks by hand; a bye comes from the pairing. */
const CHOOSABLE: readonly AbsenceReason[] = ['excused', 'unexcused', 'external', 'clubDuty'];

function reasonChoices(reasons: readonly AbsenceReason[], l: Lang): Choice[] {
  return reasons.map((r) => ({ value: r, label: ABSENCE_WORDS[r][l] }));
}

function emptyState(l: Lang, message: string, type = '', typeLabel = ''): SidebarState {
  return {
    lang: l,
    type,
    typeLabel,
    round: 0,
    rounds: 0,
    roundTitle: '',
    players: [],
    games: [],
    reasons: [],
    allReasons: [],
    results: [],
    steps: [],
    season: [],
    actions: [],
    proposal: null,
    keezen: null,
    problems: [],
    message,
  };
}

function button(a: Entry, type: CompetitionType, l: Lang, primary = false, blocked = ''): ActionButton {
  return { id: a.id, label: text(a.labelIn(type), l), long: a.long, primary: primary && blocked === '', blocked };
}

/** The night's actions by step, and the season's; any other action of the type stays in `actions`. */
const STEP_ACTIONS: Readonly<Partial<Record<StepId, readonly string[]>>> = {
  pairing: ['makePairing', 'newDraw'],
  confirm: ['confirmRound', 'pairingDisplay'],
  standings: ['updateStandings'],
};
const SEASON_ACTIONS: readonly string[] = ['crosstable', 'rating', 'seasonEnd', 'publish'];
const STEP_LABEL: Readonly<Record<StepId, PlainMsgKey>> = {
  absences: 'stepAbsences',
  pairing: 'stepPairing',
  confirm: 'stepConfirm',
  results: 'stepResults',
  standings: 'stepStandings',
};

/** Why an action of a step cannot run now ('' = it can). The step's first action carries the step's own reason. */
function stepBlock(id: string, step: NightStep, view: RoundView, l: Lang): string {
  const confirmed = view.games.length > 0;
  if (id === 'newDraw')
    return confirmed
      ? render(msg('stepConfirmed', view.round), l)
      : view.proposal
        ? ''
        : render(msg('reasonNoDrawYet'), l);
  if (id === 'pairingDisplay') return view.pairingTabRound === view.round ? '' : render(msg('reasonNoPairingTab'), l);
  if (confirmed && step.id !== 'standings') return render(msg('stepConfirmed', view.round), l);
  return step.status === 'blocked' ? render(step.note, l) : '';
}

function keizerButtons(
  view: RoundView,
  l: Lang,
): { steps: StepLine[]; season: ActionButton[]; actions: ActionButton[] } {
  const defs = sidebarEntries('keizer');
  const placed = new Set<string>([...Object.values(STEP_ACTIONS).flat(), ...SEASON_ACTIONS]);
  const steps = nightSteps(view).map((step): StepLine => {
    const ids = STEP_ACTIONS[step.id] ?? [];
    const actions = defs
      .filter((a) => ids.includes(a.id))
      .map((a) => button(a, 'keizer', l, step.status === 'next' && a.id === ids[0], stepBlock(a.id, step, view, l)));
    return {
      id: step.id,
      label: text(STEP_LABEL[step.id], l),
      status: step.status,
      note: render(step.note, l),
      actions,
    };
  });
  const seasonBlock = (id: string) =>
    view.lastWithGames === 0
      ? render(msg('stepNoResults'), l)
      : id === 'seasonEnd' && view.lastWithGames < view.rounds
        ? render(msg('reasonSeasonEnd', view.rounds), l)
        : '';
  const season = SEASON_ACTIONS.flatMap((id) => defs.filter((a) => a.id === id)).map((a) =>
    button(a, 'keizer', l, false, seasonBlock(a.id)),
  );
  return { steps, season, actions: defs.filter((a) => !placed.has(a.id)).map((a) => button(a, 'keizer', l)) };
}

function keezenView(wb: SheetsWorkbook, l: Lang): KeezenNightView {
  const v = keezenNightView(wb);
  const ins = v.tables.filter((t) => t.formIn).length;
  return {
    title: v.title ? render(v.title, l) : '',
    note: v.title ? render(msg('formsCount', ins, v.tables.length), l) : text('keezenNoDraw', l),
    tables: v.tables.map((t) => ({ table: t.table, sides: t.sides.map((side) => side.join(' & ')), formIn: t.formIn })),
    byes: v.byes.length > 0 ? `${text('drBye', l)}: ${v.byes.join(', ')}` : '',
    entrants: v.entrants.map((e) => ({ ...e })),
    fields: v.fields.map((f) => ({ ...f })),
    problems: v.problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p, l)),
  };
}

function proposalView(view: RoundView, l: Lang): ProposalView | null {
  const p = view.proposal;
  if (!p) return null;
  const relaxed = p.relaxed.trim();
  return {
    title: render(msg('proposalTitle', p.round), l),
    lines: [
      ...(p.seed !== '' ? [render(msg('proposalSeed', p.seed), l)] : []),
      ...(relaxed !== '' && relaxed !== '—' ? [render(msg('proposalRelaxed', relaxed), l)] : []),
    ],
    boards: p.boards.map((b) => ({ ...b })),
    byes: p.byes.map((b) => ({
      name: b.name,
      line: render(msg('pairingDisplayBye', b.name, b.penalty), l),
      why: b.why,
    })),
    problems: p.problems.map((x) => formatProblem(x, l)),
  };
}

/** The sidebar's content, from the workbook of the call (read at most once per tab, including what the call changed). */
export function buildState(wb: SheetsWorkbook, l: Lang, requestedRound?: number): SidebarState {
  const type = competitionType(wb);
  if (type === undefined) return emptyState(l, text('noCompetition', l));
  if (type !== 'keizer')
    return {
      ...emptyState(l, text('keezenNote', l), type, text('typeKeezen', l)),
      actions: sidebarEntries(type).map((a) => button(a, type, l)),
      keezen: keezenView(wb, l),
    };
  const view = keizerRoundView(wb, requestedRound);
  return {
    lang: l,
    type,
    typeLabel: text('typeKeizer', l),
    round: view.round,
    rounds: view.rounds,
    roundTitle: render(msg('roundTitle', view.round, view.rounds), l),
    players: view.players.map((p) => ({
      name: p.name,
      status: p.status,
      reason: p.reason ?? '',
      detail: p.board !== undefined ? render(msg('boardNumber', p.board), l) : '',
      rank: p.rank,
    })),
    games: view.games.map((g) => ({ ...g })),
    reasons: reasonChoices(CHOOSABLE, l),
    allReasons: reasonChoices(ABSENCE_REASONS, l),
    results: GAME_RESULTS.map((r) => ({ value: r, label: r })),
    ...keizerButtons(view, l),
    proposal: proposalView(view, l),
    keezen: null,
    problems: view.problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p, l)),
    message: '',
  };
}

export function refused(what: string, l: Lang): RunResult {
  return { ok: false, lines: [], warnings: [], errors: [render(msg('badRequest', what), l)] };
}

export function roundArg(round: unknown): number | undefined {
  return typeof round === 'number' && Number.isInteger(round) && round > 0 ? round : undefined;
}

/** What one sidebar call works with: the workbook and the user's language, each got once. */
export interface Call {
  readonly wb: SheetsWorkbook;
  readonly lang: Lang;
}

export function reply(result: RunResult, round: unknown, c: Call): SidebarReply {
  return { result, state: buildState(c.wb, c.lang, roundArg(round)) };
}

export function start(): Call {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  return { wb: new SheetsWorkbook(ss), lang: userLang(ss) };
}

/** The sidebar's content for a round (default: the current round). */
export function sidebarState(round?: unknown): SidebarState {
  const c = start();
  return buildState(c.wb, c.lang, roundArg(round));
}

/** Marks a player absent with a reason, or present (reason ''). */
export function sidebarSetAbsence(round: unknown, name: unknown, reason: unknown): SidebarReply {
  const c = start();
  const r = roundArg(round);
  if (r === undefined || typeof name !== 'string' || typeof reason !== 'string')
    return reply(refused('absence', c.lang), round, c);
  if (reason !== '' && !(ABSENCE_REASONS as readonly string[]).includes(reason))
    return reply(refused(reason, c.lang), round, c);
  const result = runAction(
    (w) => setAbsence(w, { round: r, name, ...(reason === '' ? {} : { reason: reason as AbsenceReason }) }),
    { interactive: false, lang: c.lang, workbook: c.wb },
  );
  return reply(result, round, c);
}

/** Keezen: marks a participant as there for the next draw (arrived) or not (gone home). */
export function sidebarSetPresence(name: unknown, present: unknown): SidebarReply {
  const c = start();
  if (typeof name !== 'string' || typeof present !== 'boolean') return reply(refused('presence', c.lang), undefined, c);
  return reply(
    runAction((w) => setPresence(w, { name, present }), { interactive: false, lang: c.lang, workbook: c.wb }),
    undefined,
    c,
  );
}

/** Keezen: a score form of the last drawn round, checked as the standings check it, then appended to Uitslagen. */
export function sidebarEnterForm(table: unknown, values: unknown): SidebarReply {
  const c = start();
  const plain =
    typeof values === 'object' &&
    values !== null &&
    !Array.isArray(values) &&
    Object.values(values).every((v) => typeof v === 'string');
  if (typeof table !== 'number' || !Number.isInteger(table) || !plain)
    return reply(refused('form', c.lang), undefined, c);
  return reply(
    runAction((w) => enterForm(w, { table, values: values as Record<string, string> }), {
      interactive: false,
      lang: c.lang,
      workbook: c.wb,
    }),
    undefined,
    c,
  );
}

/** Writes the result of one game (result '' clears it). */
export function sidebarSetResult(round: unknown, white: unknown, black: unknown, result: unknown): SidebarReply {
  const c = start();
  const r = roundArg(round);
  if (r === undefined || typeof white !== 'string' || typeof black !== 'string' || typeof result !== 'string')
    return reply(refused('result', c.lang), round, c);
  return reply(
    runAction((w) => setResult(w, { round: r, white, black, result }), {
      interactive: false,
      lang: c.lang,
      workbook: c.wb,
    }),
    round,
    c,
  );
}

/**
 * Runs a catalogue entry of the sidebar's buttons. An entry that asks first
 * (`ask`) answers with its question and writes nothing; the sidebar asks the
 * leader and, on yes, calls again with `accepted`: the question's `consent`
 * (what was shown), or true. The accepted run asks again when what it would
 * write is no longer what was shown.
 */
export function sidebarRun(actionId: unknown, round: unknown, accepted?: unknown): SidebarReply {
  const c = start();
  const entry = CATALOGUE.find((e) => e.sidebar && e.id === actionId);
  if (!entry)
    return reply(
      { ok: false, lines: [], warnings: [], errors: [render(msg('unknownAction', String(actionId)), c.lang)] },
      round,
      c,
    );
  const r = roundArg(round);
  // The yes carries the question's consent (what was shown), or is a bare true.
  const yes = accepted === true || typeof accepted === 'string';
  // The website's pages carry the spreadsheet's name.
  const title = entry.id === 'publish' ? { title: SpreadsheetApp.getActiveSpreadsheet().getName() } : {};
  // Ronde vastleggen (Keizer and Keezen) dates the round: today in the spreadsheet's time zone.
  const today = entry.dates ? { today: todayIn(SpreadsheetApp.getActiveSpreadsheet()) } : {};
  const request: Request = {
    from: 'sidebar',
    ...(r === undefined ? {} : { shownRound: r }),
    ...(yes ? { accepted: true } : {}),
    ...(typeof accepted === 'string' ? { consent: accepted } : {}),
    ...title,
    ...today,
  };
  const ran = runEntry(entry, request, { interactive: false, lang: c.lang, workbook: c.wb });
  // An entry with a page (the beamer, the website) shows it from the sidebar too, as from the menu.
  const page = ran.result.ok && !ran.result.question ? ran.ran?.page(c.lang) : undefined;
  if (page)
    SpreadsheetApp.getUi().showModelessDialog(
      HtmlService.createHtmlOutput(page.html).setWidth(page.width).setHeight(page.height),
      page.title,
    );
  // A new pairing brings the Indeling tab forward: the leader checks it there, and may edit it, before confirming.
  const pairing =
    ran.result.ok && !ran.result.question && ran.ran && PAIRED.includes(entry.id)
      ? writtenTab(ran.ran.outcome, PAIRING_TAB)
      : undefined;
  if (pairing) SpreadsheetApp.getActiveSpreadsheet().getSheetByName(pairing.name)?.activate();
  return reply(ran.result, round, c);
}
