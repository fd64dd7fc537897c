/**
 * The action catalogue: every use case a club leader starts, declared once.
 * The menu (gas/menu.ts), the sidebar's buttons (gas/sidebar.ts) and the
 * command line (cli/commands) are built from this list, and the build
 * (scripts/build.mjs) makes the top-level menu function of each entry in
 * dist/Code.js. Adding an action is one entry here, its core and sheet code,
 * and its texts (CONTRIBUTING.md, "Adding an action").
 *
 * An entry says what the use case is (id, label, competition types), where it
 * shows (menu order and separators, the sidebar, a command name and options
 * with their help), whether it is long-running, what it needs opened (a `Need`
 * of the front door, sheet/open.ts), how a request becomes its options, and
 * `run(opened, options)`. `consent`: its outcome may ask a yes/no question first,
 * through the consent protocol (consent.ts; nothing is written before the yes); `page` is a page the menu
 * shows after the run; `cli.show` is what the command line prints or saves
 * after the summary, as data. All three get the entry's own outcome type.
 * `step` places it in the sidebar: its step of the night (or the season's
 * section), when it cannot run and why, and what the sidebar shows after it.
 */
import { InputError, Problem } from '../core/problems';
import { Lang, Msg, PlainMsgKey, msg, render } from '../i18n';
import { CompetitionType, Named, PAIRING_TAB } from '../sheet/contract';
import { roundLabel } from '../core/keezen/draw/round';
import { Need, OpenAt, Opened, open } from '../sheet/open';
import type { Question } from '../ui/protocol';
import { NO_CHANGES, WorkbookReader } from '../workbook/workbook';
import { drawRound } from './draw';
import { ViewOutcome, displayTables, formsOf, scoreFormsPage, showRound } from './drawViews';
import { recordRound } from './record';
import { unrecordRound } from './unrecord';
import type { Outcome } from './outcome';
import { CliOption, CliShow, Field, FieldType, Given, NO_OPTIONS, Page, Placeholder, Request } from './request';
import { Asks, consentOf, consentQuestion } from './consent';
import { confirmPairing, displayPairing, pairNextRound, showPairing } from './pairing';
import { explain, showExplanation } from './season';
import { crosstable, endSeason, rating, showSeasonEnd } from './seasonReports';
import { siteOf, websiteDialog } from './publish';
import { keezenBeamerHtml, keezenSiteOf } from './keezenSite';
import { exportTrf, trfPage } from './exchange';
import { pairingHtml } from '../sheet/pairingTab';
import { tablesBeamerHtml } from '../render/keezenDraw';
import type { TrfHeaderData } from '../core/trf/keizer';
import { standingsOf } from './standings';
import { addAbsences, addLateGame, addMember, leaveCompetition } from './corrections';
import type { Night } from './night';
import type { RoundView } from './clubNight';
import type { NightStep, SidebarSection, StepId } from './steps';

export type { CliOption, CliShow, Field, FieldType, Given, OptionValues, Page, Placeholder, Request } from './request';
export { writtenTab } from './outcome';

/** --round N: as after round N. */
export const ROUND_OPTION: CliOption = { name: 'round', value: 'N', help: 'cliOptRound' };
/** --out <workbook>: save into another workbook (of any kind) and leave the input alone. */
export const OUT_OPTION: CliOption = { name: 'out', value: 'workbook', help: 'cliOptOut' };

/** The command of an entry, as the command line lists and parses it. */
export interface CliCommandInfo {
  readonly name: string;
  readonly summary: PlainMsgKey;
  /** Positional arguments after the workbook. */
  readonly args?: readonly Placeholder[];
  /** What to say when the positional arguments are not right (default: exactly one workbook). */
  readonly argsError?: PlainMsgKey;
  /** The options, in the order of the usage line. */
  readonly options: readonly CliOption[];
}

/** The command of an entry, with what it prints or saves after the summary. */
export interface CliCommand<R extends Outcome> extends CliCommandInfo {
  readonly show?: (outcome: R, request: Given, lang: Lang) => CliShow;
}

/** An entry that is a variant of another entry's command: that command with this option. */
export interface CliVariant {
  readonly variantOf: string;
  readonly option: string;
}

/** Where an entry stands in the sidebar, when it cannot run there, and what the sidebar shows after it. */
export interface StepSpec {
  /** The step of the night it belongs to (a step the type's night lacks: among the other actions), or the season's section. */
  readonly step: StepId | 'season';
  /** The step's own action: the primary button while its step is the next one. */
  readonly main?: boolean;
  /** Why it cannot run now, in the user's words; undefined: it can. Default: the step's note while the step is blocked. */
  readonly blocked?: (night: Night, step: NightStep | undefined) => Msg | undefined;
  /** After a run that wrote: the tab brought forward (when the run wrote it) and the section of the sidebar shown. */
  readonly after?: { readonly tab?: Named; readonly section?: SidebarSection };
}

/** An entry as declared: typed by what it opens, its options and its outcome. */
export interface EntrySpec<N extends Need, O extends object, R extends Outcome> {
  readonly id: string;
  readonly types: readonly CompetitionType[];
  /** Menu item and sidebar button text; `labelFor` where a type names it otherwise. */
  readonly label: PlainMsgKey;
  readonly labelFor?: Partial<Record<CompetitionType, PlainMsgKey>>;
  /** Menu position among the type's items (ascending); false: not in the menu. */
  readonly menu: false | { readonly order: number; readonly separatorBefore?: boolean };
  /** A sidebar button (default: when in the menu and no name or page is involved). */
  readonly sidebar?: boolean;
  /** Its place among the night's steps (none: among the other actions of the sidebar). */
  readonly step?: StepSpec;
  /** Where a type's night places it otherwise (the Keezen evening's record step for the Keizer night's confirm). */
  readonly stepFor?: Partial<Record<CompetitionType, StepSpec>>;
  /** Shows progress (a toast from the menu, a bar in the sidebar) before its summary. */
  readonly long?: boolean;
  /** The menu asks for a player first: the name in the selected cell, else a prompt. */
  readonly needsPlayer?: boolean;
  /** It dates the round (Uitslagen's Datum): the adapter passes today, in the spreadsheet's time zone. */
  readonly dates?: boolean;
  /** It titles what it makes with the workbook's name: the adapter passes it (`Request.title`). */
  readonly titled?: boolean;
  /** Its input fields: options on the command line, prompts in the menu, a small form in the sidebar. */
  readonly fields?: readonly Field[];
  readonly cli: CliCommand<R> | CliVariant;
  readonly opens: N;
  /** The entry's options from a request of any adapter. */
  readonly options: (request: Given) => O;
  readonly run: (opened: Opened[N], options: O) => R;
  /** It asks through the consent protocol (consent.ts): its outcome's `asking` is the question, bound to what was shown. */
  readonly consent?: R extends Asks ? true : never;
  readonly page?: (outcome: R, lang: Lang) => Page;
}

/** One run of an entry: the outcome, and what it asks, shows or prints, each for a language. */
export interface Ran {
  readonly outcome: Outcome;
  question(lang: Lang): Question | undefined;
  page(lang: Lang): Page | undefined;
  show(lang: Lang): CliShow;
}

/** An entry as the adapters enumerate it. */
export interface Entry {
  readonly id: string;
  readonly types: readonly CompetitionType[];
  readonly label: PlainMsgKey;
  readonly menu: false | { readonly order: number; readonly separatorBefore?: boolean };
  readonly sidebar: boolean;
  readonly step: StepSpec | undefined;
  readonly long: boolean;
  readonly needsPlayer: boolean;
  readonly dates: boolean;
  readonly titled: boolean;
  /** Its input fields (none: it runs on a click). */
  readonly fields: readonly Field[];
  /** The top-level function of its menu item in dist/Code.js (generated by the build). */
  readonly menuFunction: string;
  readonly asks: boolean;
  readonly cli: CliCommandInfo | CliVariant;
  /** The label in a workbook of `type`. */
  labelIn(type: CompetitionType): PlainMsgKey;
  /** Its place in the sidebar of a workbook of `type`. */
  stepIn(type: CompetitionType): StepSpec | undefined;
  /** Opens the workbook (the front door) and runs; throws InputError on bad input. */
  run(wb: WorkbookReader, request: Request): Ran;
}

/** The placeholder of a field's option on the command line. */
const FIELD_PLACEHOLDERS: Readonly<Record<FieldType, Placeholder>> = {
  player: 'name',
  round: 'N',
  number: 'N',
  text: 'text',
  result: 'result',
  reason: 'reason',
};

/** The command line's option of a field. */
function fieldOption(f: Field): CliOption {
  return { name: f.name, value: FIELD_PLACEHOLDERS[f.type], help: f.label, ...(f.required ? { required: true } : {}) };
}

/** A field's value as typed in a prompt or a form: trimmed, '' as not given. */
function typed(values: Readonly<Record<string, string>> | undefined, name: string): string | undefined {
  const v = values?.[name];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/**
 * The request as an entry reads it: the command line's options, else the values of its fields (the menu's prompts,
 * the sidebar's form). A field's whole number that is none, or a required field left empty, is the user's error,
 * named by its label.
 */
function given(request: Request, fields: readonly Field[] = []): Given {
  const options = request.options ?? NO_OPTIONS;
  const values = request.values;
  const problems: Problem[] = [];
  for (const f of fields)
    if (f.required && options.string(f.name) === undefined && typed(values, f.name) === undefined)
      problems.push({ severity: 'error', message: msg('fieldMissing', f.label) });
  if (problems.length > 0) throw new InputError(problems);
  const label = (n: string) => fields.find((f) => f.name === n)?.label;
  return {
    ...request,
    string: (n) => options.string(n) ?? typed(values, n),
    integer: (n) => {
      const given = options.integer(n);
      if (given !== undefined) return given;
      const v = typed(values, n);
      if (v === undefined) return undefined;
      if (/^\d+$/.test(v)) return Number(v);
      const l = label(n);
      throw new InputError([
        { severity: 'error', message: l ? msg('fieldNotWholeNumber', l, v) : msg('badRequest', n) },
      ]);
    },
    flag: (n) => options.flag(n),
  };
}

/** How far the front door reads: the options' round, when they have one. */
function openAt(options: object): OpenAt {
  if (!('round' in options) || typeof options.round !== 'number') return {};
  return { round: options.round, ...('shown' in options && options.shown === true ? { shown: true } : {}) };
}

/** `makePairing` → `menuMakePairing`. */
export function menuFunctionOf(id: string): string {
  return `menu${id.charAt(0).toUpperCase()}${id.slice(1)}`;
}

/** Declares an entry: its typed parts stay together, so no cast is needed anywhere. */
export function action<N extends Need, O extends object, R extends Outcome>(spec: EntrySpec<N, O, R>): Entry {
  const { page } = spec;
  let cli: CliCommandInfo | CliVariant = spec.cli;
  let show: CliCommand<R>['show'];
  const fields = spec.fields ?? [];
  if ('name' in spec.cli) {
    let own: CliCommandInfo;
    ({ show, ...own } = spec.cli);
    // The fields are the command's first options, in their order.
    cli = fields.length > 0 ? { ...own, options: [...fields.map(fieldOption), ...own.options] } : own;
  }
  return {
    id: spec.id,
    types: spec.types,
    label: spec.label,
    menu: spec.menu,
    sidebar: spec.sidebar ?? (spec.menu !== false && !spec.needsPlayer && !spec.page),
    step: spec.step,
    long: spec.long ?? false,
    needsPlayer: spec.needsPlayer ?? false,
    dates: spec.dates ?? false,
    titled: spec.titled ?? false,
    fields,
    menuFunction: menuFunctionOf(spec.id),
    asks: spec.consent === true,
    cli,
    labelIn: (type) => spec.labelFor?.[type] ?? spec.label,
    stepIn: (type) => spec.stepFor?.[type] ?? spec.step,
    run(wb, request) {
      const g = given(request, fields);
      const options = spec.options(g);
      const outcome = spec.run(open(wb, spec.opens, openAt(options)), options);
      return {
        outcome,
        question: (lang) => (spec.consent ? consentQuestion(outcome as Asks, lang) : undefined),
        page: (lang) => page?.(outcome, lang),
        show: (lang) => show?.(outcome, g, lang) ?? {},
      };
    },
  };
}

// ---- What the entries share ----

/** The step's own note while it is blocked: the default reason of its actions. */
const stepNote = (step: NightStep | undefined): Msg | undefined => (step?.status === 'blocked' ? step.note : undefined);
/** A reason that only a Keizer night gives. */
const onKeizer =
  (why: (v: RoundView) => Msg | undefined) =>
  (n: Night): Msg | undefined =>
    n.type === 'keizer' ? why(n.view) : undefined;
/** The round shown is in Uitslagen already: nothing to pair or confirm. */
const confirmedRound = onKeizer((v) => (v.games.length > 0 ? msg('stepConfirmed', v.round) : undefined));
/** The season's actions need a result (Keizer) or a score form (Keezen). */
const seasonBlock = (n: Night): Msg | undefined =>
  (n.type === 'keizer' ? n.view.lastWithGames > 0 : n.view.anyForms) ? undefined : msg('stepNoResults');
/** A Keezen view of the drawn round: only once a round is drawn. */
const tablesDrawn = (n: Night): Msg | undefined =>
  n.type === 'keezen' && n.view.title === undefined ? msg('reasonNoTablesYet') : undefined;

const roundOf = (r: Given): { round?: number } => (r.round !== undefined ? { round: r.round } : {});
/** As after the round asked for, else the round the sidebar shows. */
const shownRoundOf = (r: Given): { round?: number; shown?: true } => {
  if (r.round !== undefined) return { round: r.round };
  return r.shownRound !== undefined ? { round: r.shownRound, shown: true } : {};
};
const seedOf = (r: Given): { seed?: string } => {
  const seed = r.string('seed');
  return seed !== undefined ? { seed } : {};
};
/** The day a round is recorded: --date, else today (the adapter's clock and zone). */
const dayOf = (r: Given): { day?: string } => {
  const day = r.string('date') ?? r.today;
  return day !== undefined ? { day } : {};
};
/** --round and --evening of a Keezen round. */
const keezenRoundOf = (r: Given): { round?: number; evening?: number } => {
  const evening = r.integer('evening');
  return { ...roundOf(r), ...(evening !== undefined ? { evening } : {}) };
};

const EVENING_OPTION: CliOption = { name: 'evening', value: 'E', help: 'cliOptEvening' };
const SEED_OPTION: CliOption = { name: 'seed', value: 'S', help: 'cliOptSeed' };
const PAGE_OPTIONS: readonly CliOption[] = [
  { name: 'forms', value: 'htmlFile', help: 'cliOptForms' },
  { name: 'beamer', value: 'htmlFile', help: 'cliOptBeamer' },
];

/** A drawn round's page in a dialog: the beamer view or the score forms, in the language of the tabs. */
function drawnPage(
  o: ViewOutcome,
  title: (round: number, evening: number) => Msg,
  page: typeof tablesBeamerHtml,
  size: { width: number; height: number },
  lang: Lang,
): Page {
  const { round, evening } = roundLabel(o.view);
  const html = page(o.view, o.competition.settings, o.competition.entrants, o.lang);
  return { title: render(title(round, evening), lang), html, ...size };
}

/** The options of the file's header (`trf --city …`), each with its help. */
export const TRF_HEADER_OPTIONS: readonly CliOption[] = [
  { name: 'title', value: 'title', help: 'cliOptTrfTitle' },
  { name: 'city', value: 'text', help: 'cliOptCity' },
  { name: 'federation', value: 'text', help: 'cliOptFederation' },
  { name: 'arbiter', value: 'text', help: 'cliOptArbiter' },
  { name: 'start', value: 'date', help: 'cliOptStart' },
  { name: 'end', value: 'date', help: 'cliOptEnd' },
  { name: 'dates', value: 'dates', help: 'cliOptDates' },
];

/** The header data of a request: the command line's options; the title, else the workbook's own name. */
export function trfHeaderOf(r: Given): Partial<TrfHeaderData> {
  const s = (n: string) => r.string(n);
  const title = s('title') ?? r.title;
  const dates = s('dates');
  return {
    ...(title !== undefined && title !== '' ? { title } : {}),
    ...(s('city') !== undefined ? { city: s('city')! } : {}),
    ...(s('federation') !== undefined ? { federation: s('federation')! } : {}),
    ...(s('arbiter') !== undefined ? { arbiter: s('arbiter')! } : {}),
    ...(s('start') !== undefined ? { startDate: s('start')! } : {}),
    ...(s('end') !== undefined ? { endDate: s('end')! } : {}),
    ...(dates !== undefined ? { roundDates: dates.split(',').map((d) => d.trim()) } : {}),
  };
}

// ---- The catalogue, in the order of the command line's help; the menu orders by `menu.order` ----

export const CATALOGUE: readonly Entry[] = [
  action({
    id: 'updateStandings',
    types: ['keizer', 'keezen'],
    label: 'menuUpdateStandings',
    // A Keezen event calls its standings "Stand".
    labelFor: { keezen: 'menuUpdateStandingsKeezen' },
    menu: { order: 50 },
    step: { step: 'standings', main: true },
    opens: 'standings',
    options: roundOf,
    // A Keezen event's standings for the beamer too (--beamer; the menu's "Stand op de beamer").
    run: (opened) => ({
      ...standingsOf(opened),
      beamer: (lang: Lang) => (opened.type === 'keezen' ? keezenBeamerHtml(opened, lang) : undefined),
    }),
    cli: {
      name: 'standings',
      summary: 'cliSumStandings',
      options: [ROUND_OPTION, OUT_OPTION, { name: 'beamer', value: 'htmlFile', help: 'cliOptStandingsBeamer' }],
      show: (o, r, lang) => {
        if (r.string('beamer') === undefined) return {};
        const html = o.beamer(lang);
        return html === undefined
          ? { notes: [{ severity: 'warning', message: msg('beamerKeezenOnly') }] }
          : { pages: [{ option: 'beamer', html: () => html }] };
      },
    },
  }),
  action({
    id: 'makePairing',
    types: ['keizer'],
    label: 'menuMakePairing',
    menu: { order: 10 },
    step: {
      step: 'pairing',
      main: true,
      blocked: (n, step) => confirmedRound(n) ?? stepNote(step),
      after: { tab: PAIRING_TAB, section: 'proposal' },
    },
    long: true,
    opens: 'keizer',
    // The round the sidebar shows is not passed on: the pairing is always for the next round.
    options: (r) => ({ ...roundOf(r), ...seedOf(r), newDraw: r.flag('new-draw'), ...consentOf(r) }),
    run: pairNextRound,
    consent: true,
    cli: {
      name: 'pair',
      summary: 'cliSumPair',
      options: [
        { ...ROUND_OPTION, help: 'cliOptNextRound' },
        SEED_OPTION,
        { name: 'new-draw', help: 'cliOptNewDraw' },
        { name: 'html', value: 'file', help: 'cliOptHtml' },
        { name: 'yes', short: 'y', help: 'cliOptYesOverwrite' },
      ],
      show: (o, r, lang) => showPairing(o, r, lang),
    },
  }),
  action({
    id: 'newDraw',
    types: ['keizer'],
    label: 'menuNewDraw',
    menu: { order: 20 },
    step: {
      step: 'pairing',
      blocked: (n) => confirmedRound(n) ?? onKeizer((v) => (v.proposal ? undefined : msg('reasonNoDrawYet')))(n),
      after: { tab: PAIRING_TAB, section: 'proposal' },
    },
    long: true,
    opens: 'keizer',
    options: (r) => ({ newDraw: true, ...consentOf(r) }),
    run: pairNextRound,
    consent: true,
    cli: { variantOf: 'makePairing', option: 'new-draw' },
  }),
  action({
    id: 'confirmRound',
    types: ['keizer'],
    label: 'menuConfirmRound',
    menu: { order: 30 },
    step: {
      step: 'confirm',
      main: true,
      blocked: (n, step) => confirmedRound(n) ?? stepNote(step),
      after: { section: 'games-section' },
    },
    dates: true,
    opens: 'keizer',
    // Consent is to the pairing shown: a yes from the menu or the sidebar records it only if Indeling is still that
    // pairing (else it asks again); --yes is given with the command itself.
    options: (r) => ({ ...consentOf(r), ...dayOf(r) }),
    run: confirmPairing,
    consent: true,
    cli: {
      name: 'confirm',
      summary: 'cliSumConfirm',
      options: [
        { name: 'yes', short: 'y', help: 'cliOptYes' },
        { name: 'date', value: 'date', help: 'cliOptRoundDate' },
      ],
      // Without --yes a pairing that breaks rules is refused with the question (cli/run.ts); with it, the rules
      // broken are still printed.
      show: (o) => ({ notes: o.violations }),
    },
  }),
  action({
    id: 'pairingDisplay',
    types: ['keizer'],
    label: 'menuPairingDisplay',
    menu: { order: 40 },
    step: {
      step: 'confirm',
      blocked: onKeizer((v) => (v.pairingTabRound === v.round ? undefined : msg('reasonNoPairingTab'))),
    },
    // The sidebar's button writes the beamer tab and shows the page too.
    sidebar: true,
    opens: 'keizer',
    options: () => ({}),
    run: (opened) => displayPairing(opened),
    page: (o, lang) => ({
      title: render(msg('pairingDisplayTitle', o.pairing.round), lang),
      html: pairingHtml(o.pairing, o.competition.players, lang),
      width: 1200,
      height: 700,
    }),
    cli: {
      name: 'beamer',
      summary: 'cliSumBeamer',
      options: [{ name: 'html', value: 'file', help: 'cliOptHtml' }],
      show: (o) => ({
        pages: [{ option: 'html', html: () => pairingHtml(o.pairing, o.competition.players, o.pairing.lang) }],
      }),
    },
  }),
  action({
    id: 'addGame',
    types: ['keizer'],
    label: 'menuAddGame',
    menu: { order: 41, separatorBefore: true },
    // A round recorded: the results step; before that a late player goes into the pairing.
    step: { step: 'results', after: { section: 'games-section' } },
    sidebar: true,
    fields: [
      { name: 'white', type: 'player', required: true, label: 'fieldWhite' },
      { name: 'black', type: 'player', required: true, label: 'fieldBlack' },
      { name: 'result', type: 'result', label: 'fieldResult' },
      { name: 'round', type: 'round', label: 'fieldLateRound' },
    ],
    opens: 'keizer',
    // The round asked for, else the round the sidebar shows, else the one recorded last.
    options: (r) => {
      const round = r.integer('round') ?? r.shownRound;
      const s = (n: string) => (r.string(n) !== undefined ? { [n]: r.string(n)! } : {});
      return {
        ...s('white'),
        ...s('black'),
        ...s('result'),
        ...(round !== undefined ? { round } : {}),
        ...consentOf(r),
      };
    },
    run: addLateGame,
    consent: true,
    cli: {
      name: 'add-game',
      summary: 'cliSumAddGame',
      options: [{ name: 'yes', short: 'y', help: 'cliOptYesLateGame' }],
      show: (o) => ({ notes: o.violations }),
    },
  }),
  action({
    id: 'reportAbsence',
    types: ['keizer'],
    label: 'menuAbsent',
    menu: { order: 42 },
    step: { step: 'absences', after: { section: 'attendance' } },
    sidebar: true,
    fields: [
      { name: 'player', type: 'player', required: true, label: 'fieldPlayer' },
      { name: 'round', type: 'round', label: 'fieldFromRound' },
      { name: 'to', type: 'round', label: 'fieldToRound' },
      { name: 'reason', type: 'reason', label: 'fieldReason' },
    ],
    opens: 'keizer',
    // From the round asked for, else the round the sidebar shows, else the next round to pair.
    options: (r) => {
      const round = r.integer('round') ?? r.shownRound;
      const to = r.integer('to');
      return {
        player: r.string('player') ?? '',
        ...(round !== undefined ? { round } : {}),
        ...(to !== undefined ? { to } : {}),
        ...(r.string('reason') !== undefined ? { reason: r.string('reason')! } : {}),
      };
    },
    run: addAbsences,
    cli: { name: 'absent', summary: 'cliSumAbsent', options: [] },
  }),
  action({
    id: 'leave',
    types: ['keizer'],
    label: 'menuLeave',
    menu: { order: 43 },
    step: { step: 'absences', after: { section: 'attendance' } },
    sidebar: true,
    fields: [
      { name: 'player', type: 'player', required: true, label: 'fieldPlayer' },
      { name: 'round', type: 'round', label: 'fieldFromRound' },
    ],
    opens: 'keizer',
    options: (r) => {
      const round = r.integer('round');
      return { player: r.string('player') ?? '', ...(round !== undefined ? { round } : {}) };
    },
    run: leaveCompetition,
    cli: { name: 'leave', summary: 'cliSumLeave', options: [] },
  }),
  action({
    id: 'addPlayer',
    types: ['keizer'],
    label: 'menuAddPlayer',
    menu: { order: 44 },
    step: { step: 'absences', after: { section: 'attendance' } },
    sidebar: true,
    fields: [
      { name: 'name', type: 'text', required: true, label: 'fieldMemberName' },
      { name: 'rating', type: 'number', label: 'fieldRating' },
      { name: 'round', type: 'round', label: 'fieldFromRound' },
    ],
    opens: 'keizer',
    options: (r) => {
      const round = r.integer('round');
      return {
        name: r.string('name') ?? '',
        ...(r.string('rating') !== undefined ? { rating: r.string('rating')! } : {}),
        ...(round !== undefined ? { round } : {}),
      };
    },
    run: addMember,
    cli: { name: 'add-player', summary: 'cliSumAddPlayer', options: [] },
  }),
  action({
    id: 'explain',
    types: ['keizer'],
    label: 'menuExplain',
    menu: { order: 90 },
    needsPlayer: true,
    opens: 'keizerStandings',
    options: (r) => ({
      ...roundOf(r),
      player: r.name ?? '',
      cli: r.from === 'cli',
      write: r.from !== 'cli' || r.flag('write') || r.string('out') !== undefined,
    }),
    run: (opened, options) => {
      const outcome = explain(opened, options);
      // The command line prints the explanation in place of the one-line summary, and writes Uitleg only when asked.
      return { ...outcome, ...(options.write ? {} : { changes: NO_CHANGES }), ...(options.cli ? { summary: [] } : {}) };
    },
    cli: {
      name: 'explain',
      summary: 'cliSumExplain',
      args: ['name'],
      argsError: 'cliWorkbookAndName',
      options: [ROUND_OPTION, { name: 'write', help: 'cliOptWrite' }, OUT_OPTION],
      show: (o, r) => showExplanation(o, r),
    },
  }),
  action({
    id: 'crosstable',
    types: ['keizer'],
    label: 'menuCrosstable',
    menu: { order: 60 },
    step: { step: 'season', blocked: seasonBlock },
    opens: 'keizerStandings',
    // As after the round the sidebar shows, or the last round with a result.
    options: shownRoundOf,
    run: (opened) => crosstable(opened),
    cli: { name: 'crosstable', summary: 'cliSumCrosstable', options: [ROUND_OPTION, OUT_OPTION] },
  }),
  action({
    id: 'rating',
    types: ['keizer'],
    label: 'menuRating',
    menu: { order: 70 },
    step: { step: 'season', blocked: seasonBlock },
    opens: 'keizerStandings',
    options: shownRoundOf,
    run: (opened) => rating(opened),
    cli: { name: 'rating', summary: 'cliSumRating', options: [ROUND_OPTION, OUT_OPTION] },
  }),
  action({
    id: 'seasonEnd',
    types: ['keizer'],
    label: 'menuSeasonEnd',
    menu: { order: 80 },
    step: {
      step: 'season',
      blocked: (n) =>
        seasonBlock(n) ??
        onKeizer((v) => (v.lastWithGames < v.rounds ? msg('reasonSeasonEnd', v.rounds) : undefined))(n),
    },
    opens: 'keizerStandings',
    options: roundOf,
    run: (opened) => endSeason(opened),
    cli: {
      name: 'final',
      summary: 'cliSumFinal',
      options: [ROUND_OPTION, OUT_OPTION],
      show: (o, _r, lang) => showSeasonEnd(o, lang),
    },
  }),
  action({
    id: 'publish',
    types: ['keizer', 'keezen'],
    label: 'menuPublish',
    // From the menu and the sidebar: the pages offered as downloads in a dialog (the command line writes them into a folder).
    menu: { order: 85 },
    step: { step: 'season', blocked: seasonBlock },
    titled: true,
    sidebar: true,
    opens: 'standings',
    options: (r) => ({ ...roundOf(r), title: r.string('title') ?? r.title ?? '', ...(r.lang ? { lang: r.lang } : {}) }),
    // The pages are built like an action (problems reported at their cells, the workbook left alone); the site is
    // in the language asked for, else of the tabs.
    run: (opened, options) => {
      const site = opened.type === 'keizer' ? siteOf(opened, options) : keezenSiteOf(opened, options);
      return { changes: NO_CHANGES, summary: [], warnings: site.warnings, lang: site.lang, site };
    },
    page: (o, lang) => ({
      title: render(msg('websiteTitle'), lang),
      html: websiteDialog(o.site, lang),
      width: 560,
      height: 480,
    }),
    cli: {
      name: 'publish',
      summary: 'cliSumPublish',
      options: [
        { name: 'out', value: 'folder', required: true, help: 'cliOptFolder' },
        ROUND_OPTION,
        { name: 'title', value: 'title', help: 'cliOptTitle' },
      ],
      show: (o) => ({ folder: { option: 'out', files: o.site.pages } }),
    },
  }),
  action({
    id: 'trfExport',
    types: ['keizer'],
    label: 'menuTrfExport',
    menu: { order: 95 },
    opens: 'keizerStandings',
    options: (r) => ({
      ...roundOf(r),
      header: trfHeaderOf(r),
      ...(r.string('encoding') !== undefined ? { encoding: r.string('encoding')! } : {}),
    }),
    run: (opened, options) => exportTrf(opened, options),
    // The menu offers the file for download in a dialog (a data: URL: no scope beyond the two the add-on has).
    page: (o, lang) => trfPage(o, lang),
    cli: {
      name: 'trf',
      summary: 'cliSumTrf',
      options: [
        { name: 'out', value: 'file', required: true, help: 'cliOptTrfOut' },
        ROUND_OPTION,
        ...TRF_HEADER_OPTIONS,
        { name: 'encoding', value: 'text', help: 'cliOptTrfEncoding' },
      ],
      show: (o) => ({ pages: [{ option: 'out', html: () => o.bytes() }] }),
    },
  }),
  action({
    id: 'standingsDisplay',
    types: ['keezen'],
    label: 'menuStandingsDisplay',
    menu: { order: 55 },
    opens: 'keezen',
    options: roundOf,
    // Nothing is written: the page is shown in a dialog to put on the beamer.
    run: (opened) => ({
      changes: NO_CHANGES,
      summary: [],
      warnings: opened.problems.warnings,
      lang: opened.lang,
      html: (lang: Lang) => keezenBeamerHtml(opened, lang),
    }),
    page: (o, lang) => ({
      title: render(msg('menuStandingsDisplay'), lang),
      html: o.html(lang),
      width: 1200,
      height: 700,
    }),
    cli: { variantOf: 'updateStandings', option: 'beamer' },
  }),
  action({
    id: 'makeTables',
    types: ['keezen'],
    label: 'menuMakeTables',
    menu: { order: 10 },
    step: { step: 'draw', main: true, after: { section: 'keezen-tables' } },
    long: true,
    opens: 'keezenDraw',
    // The round the sidebar shows is not passed on: the draw is for the next round.
    options: (r) => ({ ...keezenRoundOf(r), ...seedOf(r), redraw: r.flag('redraw'), ...consentOf(r) }),
    run: drawRound,
    consent: true,
    cli: {
      name: 'draw',
      summary: 'cliSumDraw',
      options: [
        { ...ROUND_OPTION, help: 'cliOptNextRound' },
        EVENING_OPTION,
        SEED_OPTION,
        { name: 'redraw', help: 'cliOptRedraw' },
        { name: 'yes', short: 'y', help: 'cliOptYesDraw' },
        ...PAGE_OPTIONS,
      ],
      show: (o, r, lang) => showRound(o, r, lang),
    },
  }),
  action({
    id: 'redrawTables',
    types: ['keezen'],
    label: 'menuRedrawTables',
    menu: { order: 20 },
    step: { step: 'draw', blocked: tablesDrawn, after: { section: 'keezen-tables' } },
    long: true,
    opens: 'keezenDraw',
    options: (r) => ({ redraw: true, ...consentOf(r) }),
    run: drawRound,
    consent: true,
    // A new draw of the last round (late arrivals).
    cli: { variantOf: 'makeTables', option: 'redraw' },
  }),
  action({
    id: 'recordRound',
    types: ['keezen'],
    label: 'menuRecordRound',
    menu: { order: 25 },
    step: { step: 'record', main: true, blocked: (n, step) => tablesDrawn(n) ?? stepNote(step) },
    dates: true,
    opens: 'keezenDraw',
    // As the Keizer confirm: a yes from the menu or the sidebar holds only for the round and findings shown.
    options: (r) => ({ ...keezenRoundOf(r), ...consentOf(r), ...dayOf(r) }),
    run: recordRound,
    consent: true,
    cli: {
      name: 'record',
      summary: 'cliSumRecord',
      options: [
        { ...ROUND_OPTION, help: 'cliOptShownRound' },
        EVENING_OPTION,
        { name: 'date', value: 'date', help: 'cliOptRoundDate' },
        { name: 'yes', short: 'y', help: 'cliOptYes' },
      ],
      // Without --yes a round the draw checker finds fault with is refused with the question (cli/run.ts).
      show: (o) => ({ notes: o.findings }),
    },
  }),
  action({
    id: 'unrecord',
    types: ['keizer', 'keezen'],
    label: 'menuUnrecord',
    menu: { order: 35 },
    // With the night's confirm (record) step, never its primary button: blocked while no round is recorded.
    step: {
      step: 'confirm',
      blocked: onKeizer((v) => (v.lastWithGames > 0 ? undefined : msg('reasonNothingRecorded'))),
      after: { tab: PAIRING_TAB, section: 'proposal' },
    },
    stepFor: {
      keezen: {
        step: 'record',
        blocked: (n) => (n.type === 'keezen' && !n.view.recorded ? msg('reasonNothingRecorded') : undefined),
        after: { section: 'keezen-tables' },
      },
    },
    opens: 'recorded',
    // Consent is to the filled-in results shown: a yes from the menu or the sidebar holds only while they are still
    // those; --yes is given with the command itself.
    options: (r) => consentOf(r),
    run: unrecordRound,
    consent: true,
    cli: {
      name: 'unrecord',
      summary: 'cliSumUnrecord',
      options: [{ name: 'yes', short: 'y', help: 'cliOptYesUnrecord' }],
      show: (o) => ({ notes: o.findings }),
    },
  }),
  action({
    id: 'tablesDisplay',
    types: ['keezen'],
    label: 'menuTablesDisplay',
    menu: { order: 30 },
    step: { step: 'draw', blocked: tablesDrawn },
    // The sidebar writes the beamer tab; the menu also shows the page.
    sidebar: true,
    opens: 'keezenTables',
    options: keezenRoundOf,
    run: displayTables,
    page: (o, lang) =>
      drawnPage(
        o,
        (round, evening) => msg('drTitle', round, evening),
        tablesBeamerHtml,
        { width: 1200, height: 700 },
        lang,
      ),
    cli: {
      name: 'tables',
      summary: 'cliSumTables',
      options: [{ ...ROUND_OPTION, help: 'cliOptShownRound' }, EVENING_OPTION, ...PAGE_OPTIONS],
      show: (o, r, lang) => showRound(o, r, lang),
    },
  }),
  action({
    id: 'scoreForms',
    types: ['keezen'],
    label: 'menuScoreForms',
    menu: { order: 90 },
    opens: 'keezenTables',
    options: keezenRoundOf,
    run: formsOf,
    page: (o, lang) =>
      drawnPage(
        o,
        (round, evening) => msg('drFormsTitle', round, evening),
        scoreFormsPage,
        { width: 900, height: 700 },
        lang,
      ),
    // The score forms open as a page to print; on the command line: `tables --forms`.
    cli: { variantOf: 'tablesDisplay', option: 'forms' },
  }),
];

/** The entry of an id. */
export function findEntry(id: string): Entry | undefined {
  return CATALOGUE.find((e) => e.id === id);
}

/** The entries the demo commands and the games-night simulator run themselves; named here so no other module knows an action by its id. */
export const standingsEntry: Entry = findEntry('updateStandings')!;
export const tablesEntry: Entry = findEntry('makeTables')!;

/** The menu items of a competition type, in menu order. */
export function menuEntries(type: CompetitionType): Entry[] {
  const order = (e: Entry) => (e.menu === false ? 0 : e.menu.order);
  return CATALOGUE.filter((e) => e.menu !== false && e.types.includes(type)).sort((a, b) => order(a) - order(b));
}

/** The sidebar's buttons of a competition type, in menu order, each in its step of that type's night. */
export function sidebarEntries(type: CompetitionType): Entry[] {
  return menuEntries(type)
    .filter((e) => e.sidebar)
    .map((e) => (e.stepIn(type) === e.step ? e : { ...e, step: e.stepIn(type) }));
}
