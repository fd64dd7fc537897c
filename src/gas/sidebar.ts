/**
 * The server side of the round sidebar: the functions its page calls through
 * google.script.run. Each takes and returns plain data only. Reading needs no
 * lock; every call that changes the spreadsheet goes through `runAction`
 * (document lock, changes applied only on success) and answers with what
 * happened plus the sidebar afresh.
 */
import { setAbsence, setResult } from '../actions/clubNight';
import { ABSENCE_REASONS, AbsenceReason } from '../core/keizer/types';
import { Lang, msg, render } from '../i18n';
import type { SidebarReply, SidebarState } from '../ui/protocol';
import { enterForm, setPresence } from '../actions/keezenNight';
import { sidebarView } from '../actions/sidebarView';
import { CATALOGUE, Request } from '../actions/catalogue';
import { writtenTab } from '../actions/outcome';
import { competitionType } from '../sheet/settingsTab';
import { RunResult, runAction, runEntry, userLang } from './run';
import { SheetsWorkbook, todayIn } from './sheetsWorkbook';

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

export function reply(result: RunResult, round: unknown, c: Call, look?: string): SidebarReply {
  return { result, state: sidebarView(c.wb, c.lang, roundArg(round)), ...(look ? { look } : {}) };
}

export function start(): Call {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  return { wb: new SheetsWorkbook(ss), lang: userLang(ss) };
}

/** The sidebar's content for a round (default: the current round). */
export function sidebarState(round?: unknown): SidebarState {
  const c = start();
  return sidebarView(c.wb, c.lang, roundArg(round));
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

/** The values of an entry's form as the page sends them (absent: none), or undefined when they are not plain text. */
function valuesArg(values: unknown): Record<string, string> | undefined {
  if (values === undefined || values === null) return {};
  if (typeof values !== 'object' || Array.isArray(values)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v !== 'string') return undefined;
    out[k] = v;
  }
  return out;
}

/**
 * Runs a catalogue entry of the sidebar's buttons. An entry that asks first
 * (`ask`) answers with its question and writes nothing; the sidebar asks the
 * leader and, on yes, calls again with `accepted`: the question's `consent`
 * (what was shown), or true. The accepted run asks again when what it would
 * write is no longer what was shown. An entry with fields gets the values of its form (`values`), again with the yes.
 */
export function sidebarRun(actionId: unknown, round: unknown, accepted?: unknown, values?: unknown): SidebarReply {
  const c = start();
  const entry = CATALOGUE.find((e) => e.sidebar && e.id === actionId);
  if (!entry)
    return reply(
      { ok: false, lines: [], warnings: [], errors: [render(msg('unknownAction', String(actionId)), c.lang)] },
      round,
      c,
    );
  const r = roundArg(round);
  // The values of the entry's form: plain text by field name, nothing else.
  const form = valuesArg(values);
  if (form === undefined) return reply(refused('form', c.lang), round, c);
  // The yes carries the question's consent (what was shown), or is a bare true.
  const yes = accepted === true || typeof accepted === 'string';
  // The website's pages carry the spreadsheet's name.
  const title = entry.titled ? { title: SpreadsheetApp.getActiveSpreadsheet().getName() } : {};
  // Ronde vastleggen (Keizer and Keezen) dates the round: today in the spreadsheet's time zone.
  const today = entry.dates ? { today: todayIn(SpreadsheetApp.getActiveSpreadsheet()) } : {};
  const request: Request = {
    from: 'sidebar',
    ...(r === undefined ? {} : { shownRound: r }),
    ...(yes ? { accepted: true } : {}),
    ...(typeof accepted === 'string' ? { consent: accepted } : {}),
    ...title,
    ...today,
    ...(Object.keys(form).length > 0 ? { values: form } : {}),
  };
  const ran = runEntry(entry, request, { interactive: false, lang: c.lang, workbook: c.wb });
  // An entry with a page (the beamer, the website) shows it from the sidebar too, as from the menu.
  const page = ran.result.ok && !ran.result.question ? ran.ran?.page(c.lang) : undefined;
  if (page)
    SpreadsheetApp.getUi().showModelessDialog(
      HtmlService.createHtmlOutput(page.html).setWidth(page.width).setHeight(page.height),
      page.title,
    );
  // What the entry shows after a run that wrote: its tab brought forward (a new pairing: the leader checks it in
  // Indeling, and may edit it, before confirming), and the section of the sidebar to look at.
  const type = ran.result.ok && !ran.result.question && ran.ran ? competitionType(c.wb) : undefined;
  const after = type ? entry.stepIn(type)?.after : undefined;
  const tab = after?.tab && ran.ran ? writtenTab(ran.ran.outcome, after.tab) : undefined;
  if (tab) SpreadsheetApp.getActiveSpreadsheet().getSheetByName(tab.name)?.activate();
  return reply(ran.result, round, c, after?.section);
}
