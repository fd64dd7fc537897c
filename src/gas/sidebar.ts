/**
 * The server side of the round sidebar: the functions its page calls through
 * google.script.run. Each takes and returns plain data only. Reading needs no
 * lock; every call that changes the spreadsheet goes through `runAction`
 * (document lock, changes applied only on success) and answers with what
 * happened plus the sidebar afresh.
 */
import { keizerRoundView, setAbsence, setResult } from '../actions/clubNight';
import { formatProblem } from '../core/problems';
import { ABSENCE_REASONS, AbsenceReason } from '../core/keizer/types';
import { GAME_RESULTS } from '../core/keizer/results';
import { Lang, msg, render, text, viewTexts } from '../i18n';
import { ABSENCE_WORDS } from '../sheet/contract';
import { competitionType } from '../sheet/settingsTab';
import type { Choice, SidebarReply, SidebarState } from '../ui/protocol';
import { CATALOGUE, Request, sidebarEntries } from '../actions/catalogue';
import { RunResult, runAction, runEntry, userLang } from './run';
import { SheetsWorkbook } from './sheetsWorkbook';

/** Reasons a leader marks by hand; a bye comes from the pairing. */
const CHOOSABLE: readonly AbsenceReason[] = ['excused', 'unexcused', 'external', 'clubDuty'];

function reasonChoices(reasons: readonly AbsenceReason[], l: Lang): Choice[] {
  return reasons.map((r) => ({ value: r, label: ABSENCE_WORDS[r][l] }));
}

function emptyState(l: Lang, message: string, type = '', typeLabel = ''): SidebarState {
  return {
    lang: l,
    texts: viewTexts(l),
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
    actions: [],
    problems: [],
    message,
  };
}

/** The sidebar's content, from the workbook of the call (read at most once per tab, including what the call changed). */
function buildState(wb: SheetsWorkbook, l: Lang, requestedRound?: number): SidebarState {
  const type = competitionType(wb);
  if (type === undefined) return emptyState(l, text('noCompetition', l));
  const actions = sidebarEntries(type).map((a) => ({ id: a.id, label: text(a.labelIn(type), l), long: a.long }));
  if (type !== 'keizer') return { ...emptyState(l, text('keezenNote', l), type, text('typeKeezen', l)), actions };
  const view = keizerRoundView(wb, requestedRound);
  return {
    lang: l,
    texts: viewTexts(l),
    type,
    typeLabel: text('typeKeizer', l),
    round: view.round,
    rounds: view.rounds,
    roundTitle: render(msg('roundTitle', view.round, view.rounds), l),
    players: view.players.map((p) => ({
      name: p.name,
      status: p.status,
      reason: p.reason ?? '',
      detail: p.board !== undefined ? `${viewTexts(l).board} ${p.board}` : '',
    })),
    games: view.games.map((g) => ({ ...g })),
    reasons: reasonChoices(CHOOSABLE, l),
    allReasons: reasonChoices(ABSENCE_REASONS, l),
    results: GAME_RESULTS.map((r) => ({ value: r, label: r })),
    actions,
    problems: view.problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p, l)),
    message: '',
  };
}

function refused(what: string, l: Lang): RunResult {
  return { ok: false, lines: [], warnings: [], errors: [render(msg('badRequest', what), l)] };
}

function roundArg(round: unknown): number | undefined {
  return typeof round === 'number' && Number.isInteger(round) && round > 0 ? round : undefined;
}

/** What one sidebar call works with: the workbook and the user's language, each got once. */
interface Call {
  readonly wb: SheetsWorkbook;
  readonly lang: Lang;
}

function reply(result: RunResult, round: unknown, c: Call): SidebarReply {
  return { result, state: buildState(c.wb, c.lang, roundArg(round)) };
}

function start(): Call {
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
  if (r === undefined || typeof name !== 'string' || typeof reason !== 'string') return reply(refused('absence', c.lang), round, c);
  if (reason !== '' && !(ABSENCE_REASONS as readonly string[]).includes(reason)) return reply(refused(reason, c.lang), round, c);
  const result = runAction((w) => setAbsence(w, { round: r, name, ...(reason === '' ? {} : { reason: reason as AbsenceReason }) }), { interactive: false, lang: c.lang, workbook: c.wb });
  return reply(result, round, c);
}

/** Writes the result of one game (result '' clears it). */
export function sidebarSetResult(round: unknown, white: unknown, black: unknown, result: unknown): SidebarReply {
  const c = start();
  const r = roundArg(round);
  if (r === undefined || typeof white !== 'string' || typeof black !== 'string' || typeof result !== 'string') return reply(refused('result', c.lang), round, c);
  return reply(runAction((w) => setResult(w, { round: r, white, black, result }), { interactive: false, lang: c.lang, workbook: c.wb }), round, c);
}

/**
 * Runs a catalogue entry of the sidebar's buttons. An entry that asks first
 * (`ask`) answers with its question and writes nothing; the sidebar asks the
 * leader and, on yes, calls again with `accepted` true.
 */
export function sidebarRun(actionId: unknown, round: unknown, accepted?: unknown): SidebarReply {
  const c = start();
  const entry = CATALOGUE.find((e) => e.sidebar && e.id === actionId);
  if (!entry) return reply({ ok: false, lines: [], warnings: [], errors: [render(msg('unknownAction', String(actionId)), c.lang)] }, round, c);
  const r = roundArg(round);
  const request: Request = { from: 'sidebar', ...(r === undefined ? {} : { shownRound: r }), ...(accepted === true ? { accepted: true } : {}) };
  return reply(runEntry(entry, request, { interactive: false, lang: c.lang, workbook: c.wb }).result, round, c);
}
