/**
 * Runs a catalogue entry the way the adapters do (gas/run.ts `runEntry`, cli/run.ts): the request goes
 * through the entry's `options`, the workbook through the front door; a question (consent.ts) stops the run
 * with nothing written; else the outcome's changes are applied. A yes passes the question's consent back, as
 * the menu and the sidebar do. Tests run actions this way: an entry is the one way into an action.
 */
import { Request, Ran, findEntry } from '../../src/actions/catalogue';
import type { ConsentOptions } from '../../src/actions/consent';
import type { DrawOutcome, DrawRequest } from '../../src/actions/draw';
import type {
  ConfirmOptions,
  ConfirmOutcome,
  DisplayOutcome,
  PairOptions,
  PairOutcome,
} from '../../src/actions/pairing';
import type { UnrecordOutcome } from '../../src/actions/unrecord';
import type { Outcome } from '../../src/actions/outcome';
import { optionValues } from '../../src/actions/request';
import type { Lang } from '../../src/i18n';
import type { Question } from '../../src/ui/protocol';
import { Workbook, WorkbookReader, applyChanges } from '../../src/workbook/workbook';

export interface EntryRun {
  readonly ran: Ran;
  /** The question asked (nothing was written), in Dutch unless `lang` said otherwise. */
  readonly question?: Question;
}

/** Runs entry `id` on `wb` from `from` (default: the sidebar), applying its changes unless it asks first. */
export function runEntry(wb: Workbook, id: string, request: Partial<Request> = {}, lang: Lang = 'nl'): EntryRun {
  const entry = findEntry(id);
  if (!entry) throw new Error(`no entry ${id}`);
  const ran = entry.run(wb, { from: 'sidebar', ...request });
  const question = ran.question(lang);
  // Every question is bound to what was shown: a yes to something else asks again (consent.ts).
  if (question) return { ran, question };
  applyChanges(wb, ran.outcome.changes);
  return { ran };
}

/** What entry `id` would write and say on `wb` (its request through its options, the front door), nothing applied. */
export function outcomeOf(wb: WorkbookReader, id: string, request: Partial<Request> = {}): Outcome {
  const entry = findEntry(id);
  if (!entry) throw new Error(`no entry ${id}`);
  return entry.run(wb, { from: 'cli', ...request }).outcome;
}

/** Entry `id` run from the menu on `wb`, nothing applied: its outcome and the page the menu shows after it. */
export function pageOf<R extends Outcome>(
  wb: WorkbookReader,
  id: string,
  request: Partial<Request> = {},
): R & { readonly html: string } {
  const entry = findEntry(id);
  if (!entry) throw new Error(`no entry ${id}`);
  const ran = entry.run(wb, { from: 'menu', ...request });
  const page = ran.page(ran.outcome.lang);
  if (!page) throw new Error(`entry ${id} shows no page`);
  return { ...(ran.outcome as R), html: page.html };
}

/** Runs entry `id`; when it asks, answers yes with the question's consent (as the menu's dialog does). */
export function runEntryYes(wb: Workbook, id: string, request: Partial<Request> = {}): EntryRun {
  const first = runEntry(wb, id, request);
  if (!first.question) return first;
  return runEntry(wb, id, {
    ...request,
    accepted: true,
    ...(first.question.consent !== undefined ? { consent: first.question.consent } : {}),
  });
}

/** The Keezen draw as the command line makes it (entry makeTables: `draw --round --evening --seed --redraw --yes`), nothing applied. */
export function drawOf(wb: WorkbookReader, d: DrawRequest = {}): DrawOutcome {
  const given: Record<string, string | true> = {
    ...(d.evening !== undefined ? { evening: String(d.evening) } : {}),
    ...(d.seed !== undefined ? { seed: d.seed } : {}),
    ...(d.redraw ? { redraw: true as const } : {}),
    ...(d.accept && d.shown === undefined ? { yes: true as const } : {}),
  };
  const yes = d.accept && d.shown !== undefined ? { accepted: true, consent: d.shown } : {};
  const round = d.round !== undefined ? { round: d.round } : {};
  return outcomeOf(wb, 'makeTables', { ...round, ...yes, options: optionValues(given) }) as DrawOutcome;
}

/** A yes as a request carries it: to what was shown (the menu, the sidebar), else to what is there (--yes). */
function yesOf(c: ConsentOptions): { given: Record<string, true>; request: Partial<Request> } {
  if (!c.accept) return { given: {}, request: {} };
  return c.shown === undefined
    ? { given: { yes: true }, request: {} }
    : { given: {}, request: { accepted: true, consent: c.shown } };
}

/** "Indeling maken" as the command line makes it (entry makePairing: `pair --round --seed --new-draw --yes`), nothing applied. */
export function pairingOf(wb: WorkbookReader, o: PairOptions = {}): PairOutcome {
  const yes = yesOf(o);
  const given: Record<string, string | true> = {
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
    ...(o.newDraw ? { 'new-draw': true as const } : {}),
    ...yes.given,
  };
  const round = o.round !== undefined ? { round: o.round } : {};
  return outcomeOf(wb, 'makePairing', { ...round, ...yes.request, options: optionValues(given) }) as PairOutcome;
}

/** "Ronde vastleggen" of a Keizer round as the command line runs it (entry confirmRound: `confirm --date --yes`), nothing applied. */
export function confirmOf(wb: WorkbookReader, o: ConfirmOptions = {}): ConfirmOutcome {
  const yes = yesOf(o);
  const given = { ...(o.day !== undefined ? { date: o.day } : {}), ...yes.given };
  return outcomeOf(wb, 'confirmRound', { ...yes.request, options: optionValues(given) }) as ConfirmOutcome;
}

/** "Indeling groot tonen" (entry pairingDisplay: `beamer`), nothing applied. */
export function displayOf(wb: WorkbookReader): DisplayOutcome {
  return outcomeOf(wb, 'pairingDisplay') as DisplayOutcome;
}

/** "Ronde terugdraaien" (entry unrecord: `unrecord --yes`), nothing applied. */
export function unrecordOf(wb: WorkbookReader, o: ConsentOptions = {}): UnrecordOutcome {
  const yes = yesOf(o);
  return outcomeOf(wb, 'unrecord', { ...yes.request, options: optionValues(yes.given) }) as UnrecordOutcome;
}
