/**
 * The round sidebar's content as plain data (ui/protocol.ts): the round or evening shown, its steps with the
 * catalogue's entries as their buttons, the season's and the other actions, and what the leader edits in
 * place (attendance, results, the Keezen tables and who is there). Pure: it reads the workbook of the call
 * (each tab at most once) and renders in the leader's language; gas/sidebar.ts serves it.
 *
 * No action is known here by its id: each entry declares its step, when it is blocked and why (catalogue.ts,
 * `step`); this loops over them.
 */
import { formatProblem } from '../core/problems';
import { ABSENCE_REASONS, AbsenceReason } from '../core/keizer/types';
import { GAME_RESULTS } from '../core/keizer/results';
import { Lang, msg, render, text } from '../i18n';
import { ABSENCE_WORDS, CompetitionType } from '../sheet/contract';
import { competitionType } from '../sheet/settingsTab';
import type {
  ActionButton,
  Choice,
  KeezenNightView as KeezenView,
  ProposalView,
  SidebarState,
  StepLine,
} from '../ui/protocol';
import type { WorkbookReader } from '../workbook/workbook';
import { Entry, sidebarEntries } from './catalogue';
import { RoundView, keizerRoundView, nightSteps } from './clubNight';
import { KeezenNightView, keezenNightView, keezenSteps } from './keezenNight';
import type { Night } from './night';
import { STEPS } from './steps';

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

/**
 * The buttons of a night: each sidebar entry of the type in its step (the step's main action is the primary
 * button while the step is next and the entry can run), the season's apart, the rest among the other actions.
 */
export function nightButtons(
  night: Night,
  l: Lang,
): { steps: StepLine[]; season: ActionButton[]; actions: ActionButton[] } {
  const entries = sidebarEntries(night.type);
  const button = (e: Entry, primary: boolean, blocked: string): ActionButton => ({
    id: e.id,
    label: text(e.labelIn(night.type), l),
    long: e.long,
    primary: primary && blocked === '',
    blocked,
    ...(e.fields.length > 0
      ? {
          fields: e.fields.map((f) => ({
            name: f.name,
            type: f.type,
            label: text(f.label, l),
            required: f.required === true,
          })),
        }
      : {}),
  });
  const blockedOf = (e: Entry) => {
    const step = night.steps.find((s) => s.id === e.step?.step);
    const why = e.step?.blocked ? e.step.blocked(night, step) : step?.status === 'blocked' ? step.note : undefined;
    return why ? render(why, l) : '';
  };
  const steps = night.steps.map((step): StepLine => ({
    id: step.id,
    label: text(STEPS[step.id].label, l),
    status: step.status,
    note: render(step.note, l),
    section: STEPS[step.id].section ?? '',
    actions: entries
      .filter((e) => e.step?.step === step.id)
      .map((e) => button(e, step.status === 'next' && e.step?.main === true, blockedOf(e))),
  }));
  const inStep = (e: Entry) => night.steps.some((s) => s.id === e.step?.step);
  return {
    steps,
    season: entries.filter((e) => e.step?.step === 'season').map((e) => button(e, false, blockedOf(e))),
    actions: entries.filter((e) => e.step?.step !== 'season' && !inStep(e)).map((e) => button(e, false, '')),
  };
}

function keezenView(v: KeezenNightView, l: Lang): KeezenView {
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
      changed: b.changed,
    })),
    problems: p.problems.map((x) => formatProblem(x, l)),
    stale: p.came.length > 0 || p.went.length > 0 ? render(msg('proposalStale', p.came, p.went), l) : '',
  };
}

const TYPE_LABEL = { keizer: 'typeKeizer', keezen: 'typeKeezen' } as const satisfies Record<CompetitionType, string>;

/** The sidebar's content, from the workbook of the call (read at most once per tab, including what the call changed). */
export function sidebarView(wb: WorkbookReader, l: Lang, requestedRound?: number): SidebarState {
  const type = competitionType(wb);
  if (type === undefined) return emptyState(l, text('noCompetition', l));
  if (type === 'keezen') {
    const view = keezenNightView(wb);
    return {
      ...emptyState(l, text('keezenNote', l), type, text(TYPE_LABEL[type], l)),
      ...nightButtons({ type, view, steps: keezenSteps(view) }, l),
      keezen: keezenView(view, l),
    };
  }
  const view = keizerRoundView(wb, requestedRound);
  return {
    lang: l,
    type,
    typeLabel: text(TYPE_LABEL[type], l),
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
    ...nightButtons({ type, view, steps: nightSteps(view) }, l),
    proposal: proposalView(view, l),
    keezen: null,
    problems: view.problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p, l)),
    message: '',
  };
}
