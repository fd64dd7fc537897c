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
 * `run(opened, options)`. `ask` turns a first run's outcome into a yes/no
 * question (nothing is written before the yes); `page` is a page the menu
 * shows after the run; `cli.show` is what the command line prints or saves
 * after the summary, as data. All three get the entry's own outcome type.
 */
import type { Cell } from '../core/cell';
import { formatProblem, Problem } from '../core/problems';
import { Lang, Msg, PlainMsgKey, msg, render } from '../i18n';
import type { CompetitionType, Named } from '../sheet/contract';
import { roundLabel } from '../core/keezen/draw/round';
import { Need, OpenAt, Opened, open } from '../sheet/open';
import type { Question } from '../ui/protocol';
import { NO_CHANGES, OutputTab, WorkbookReader, findTab } from '../workbook/workbook';
import { DrawOutcome, drawRound } from './draw';
import { ViewOutcome, displayTables, formsOf } from './drawViews';
import { RecordOutcome, recordRound } from './record';
import type { Outcome } from './outcome';
import { ConfirmOutcome, PairOutcome, confirmPairing, displayPairing, pairNextRound } from './pairing';
import { explain } from './season';
// The actions used a few times a season: in dist/Code.js these calls load the on-demand part first (actions/onDemand.ts).
import * as onDemand from './onDemand';
import type { TrfHeaderData } from '../core/trf/keizer';
import { standingsOf } from './standings';

/** A placeholder in a usage line: a word in the language of the messages, or a letter. */
export type Placeholder =
  'workbook' | 'name' | 'file' | 'htmlFile' | 'folder' | 'title' | 'text' | 'date' | 'dates' | 'N' | 'E' | 'S';

/** An option of a command: a flag, or an option with a value. */
export interface CliOption {
  readonly name: string;
  /** The placeholder of its value; none: a flag. */
  readonly value?: Placeholder;
  readonly short?: string;
  /** Shown without brackets; the command refuses to run without it. */
  readonly required?: boolean;
  /** One line of help, in both languages. */
  readonly help: PlainMsgKey;
}

/** --round N: as after round N. */
export const ROUND_OPTION: CliOption = { name: 'round', value: 'N', help: 'cliOptRound' };
/** --out <workbook>: save into another workbook (of any kind) and leave the input alone. */
export const OUT_OPTION: CliOption = { name: 'out', value: 'workbook', help: 'cliOptOut' };

/** The command line's options of one call, by name (read by cli/args.ts). */
export interface OptionValues {
  string(name: string): string | undefined;
  integer(name: string): number | undefined;
  flag(name: string): boolean;
}

const NO_OPTIONS: OptionValues = { string: () => undefined, integer: () => undefined, flag: () => false };

/** What an adapter knows when it starts an entry. */
export interface Request {
  readonly from: 'menu' | 'sidebar' | 'cli';
  /** The round asked for (--round). */
  readonly round?: number;
  /** The round the sidebar shows (an entry may ignore it). */
  readonly shownRound?: number;
  /** The leader said yes to the entry's question (the menu's dialog, the sidebar, --yes). */
  readonly accepted?: boolean;
  /** The question's `consent` passed back with the yes (menu, sidebar): what the leader was shown. */
  readonly consent?: string;
  /** A player's name: the selected cell or the answer to the prompt; the command's argument. */
  readonly name?: string;
  /** The workbook's own name (the command line: the file name without its extension). */
  readonly title?: string;
  /** The language asked for (--lang), for output that otherwise follows the tabs. */
  readonly lang?: Lang;
  /** Today (`yyyy-mm-dd`) in the spreadsheet's time zone (Sheets) or the computer's (the command line). */
  readonly today?: string;
  /** The command line's options. */
  readonly options?: OptionValues;
}

/** A request as an entry's `options` reads it: the command line's options always answer (nothing given: undefined, false). */
export type Given = Request & OptionValues;

/** A page the menu shows after the run, in a dialog. */
export interface Page {
  readonly title: string;
  readonly html: string;
  readonly width: number;
  readonly height: number;
}

/** What the command line prints or saves after an entry's summary: plain data, written by cli/run.ts. */
export interface CliShow {
  /** Lines, then a table (columns aligned). */
  readonly lines?: readonly string[];
  readonly table?: readonly (readonly Cell[])[];
  /** Pages, each written to the file of the option named (when that option was given). */
  readonly pages?: readonly { readonly option: string; readonly html: () => string }[];
  /** Pages written into the folder of the option named. */
  readonly folder?: {
    readonly option: string;
    readonly files: readonly { readonly file: string; readonly html: string }[];
  };
  /** Problems to show on stderr (not a failure by themselves). */
  readonly notes?: readonly Problem[];
  /** Printed on stderr, and the command fails (exit 1): the action needs consent (--yes). */
  readonly refusal?: string;
}

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
  /** Shows progress (a toast from the menu, a bar in the sidebar) before its summary. */
  readonly long?: boolean;
  /** The menu asks for a player first: the name in the selected cell, else a prompt. */
  readonly needsPlayer?: boolean;
  /** It dates the round (Uitslagen's Datum): the adapter passes today, in the spreadsheet's time zone. */
  readonly dates?: boolean;
  readonly cli: CliCommand<R> | CliVariant;
  readonly opens: N;
  /** The entry's options from a request of any adapter. */
  readonly options: (request: Given) => O;
  readonly run: (opened: Opened[N], options: O) => R;
  readonly ask?: (outcome: R, lang: Lang) => Question | undefined;
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
  readonly long: boolean;
  readonly needsPlayer: boolean;
  readonly dates: boolean;
  /** The top-level function of its menu item in dist/Code.js (generated by the build). */
  readonly menuFunction: string;
  readonly asks: boolean;
  readonly cli: CliCommandInfo | CliVariant;
  /** The label in a workbook of `type`. */
  labelIn(type: CompetitionType): PlainMsgKey;
  /** Opens the workbook (the front door) and runs; throws InputError on bad input. */
  run(wb: WorkbookReader, request: Request): Ran;
}

function given(request: Request): Given {
  const options = request.options ?? NO_OPTIONS;
  return {
    ...request,
    string: (n) => options.string(n),
    integer: (n) => options.integer(n),
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
  const { ask, page } = spec;
  let cli: CliCommandInfo | CliVariant = spec.cli;
  let show: CliCommand<R>['show'];
  if ('name' in spec.cli) ({ show, ...cli } = spec.cli);
  return {
    id: spec.id,
    types: spec.types,
    label: spec.label,
    menu: spec.menu,
    sidebar: spec.sidebar ?? (spec.menu !== false && !spec.needsPlayer && !spec.page),
    long: spec.long ?? false,
    needsPlayer: spec.needsPlayer ?? false,
    dates: spec.dates ?? false,
    menuFunction: menuFunctionOf(spec.id),
    asks: ask !== undefined,
    cli,
    labelIn: (type) => spec.labelFor?.[type] ?? spec.label,
    run(wb, request) {
      const g = given(request);
      const options = spec.options(g);
      const outcome = spec.run(open(wb, spec.opens, openAt(options)), options);
      return {
        outcome,
        question: (lang) => ask?.(outcome, lang),
        page: (lang) => page?.(outcome, lang),
        show: (lang) => show?.(outcome, g, lang) ?? {},
      };
    },
  };
}

// ---- What the entries share ----

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
/** --round and --evening of a Keezen round. */
const keezenRoundOf = (r: Given): { round?: number; evening?: number } => {
  const evening = r.integer('evening');
  return { ...roundOf(r), ...(evening !== undefined ? { evening } : {}) };
};

/** The tab of a spec among an outcome's writes (found by name, in either language), if written. */
export function writtenTab(outcome: Outcome, spec: Named): OutputTab | undefined {
  const writes = outcome.changes.writes;
  const name = findTab(
    writes.map((w) => w.name),
    [spec.nl, spec.en],
  );
  return writes.find((w) => w.name === name);
}

const MAX_SHOWN = 25;

/** "Ronde vastleggen" of a pairing that breaks rules: the violations, and whether to confirm anyway. */
function confirmQuestion(o: ConfirmOutcome, lang: Lang): Question | undefined {
  if (!o.needsAcceptance) return undefined;
  const lines = o.violations.map((p) => formatProblem(p, lang));
  const shown =
    lines.length > MAX_SHOWN
      ? [...lines.slice(0, MAX_SHOWN), render(msg('moreProblems', lines.length - MAX_SHOWN), lang)]
      : lines;
  const changed = o.changedSinceShown ? [render(msg('pairingChanged'), lang), ''] : [];
  return {
    title: render(msg('confirmTitle'), lang),
    lines: [
      ...changed,
      render(msg('confirmViolations', lines.length), lang),
      '',
      ...shown,
      '',
      render(msg('confirmQuestion', o.round ?? 0), lang),
    ],
    ...(o.fingerprint !== undefined ? { consent: o.fingerprint } : {}),
  };
}

/** The organiser's yes to a draw while forms are missing: the sidebar's or menu's yes, or --yes. */
function drawAccepted(r: Given): { accept?: true } {
  return r.accepted === true || r.flag('yes') ? { accept: true } : {};
}

/**
 * A draw by record while score forms of the round before are missing: which tables, and whether to draw anyway.
 * A bare yes (no consent string): the question names the tables, and a form typed in meanwhile only makes it better.
 */
function formsMissingQuestion(o: DrawOutcome, lang: Lang): Question | undefined {
  const m = o.missingForms;
  if (!m) return undefined;
  const tables = m.tables.map((t) => render(msg('drFormsMissingTable', t.table, t.sides), lang));
  const shown =
    tables.length > MAX_SHOWN
      ? [...tables.slice(0, MAX_SHOWN), render(msg('moreProblems', tables.length - MAX_SHOWN), lang)]
      : tables;
  return {
    title: render(msg('drFormsMissingAsk'), lang),
    lines: [
      render(msg('drFormsMissingTitle', m.round, m.evening, m.tables.length, m.of), lang) + ':',
      ...shown,
      '',
      render(msg('drFormsMissingQuestion'), lang),
    ],
  };
}

/** A Keezen "Ronde vastleggen" whose round the draw checker finds fault with: the findings, and whether to go on. */
function recordQuestion(o: RecordOutcome, lang: Lang): Question | undefined {
  if (!o.needsAcceptance) return undefined;
  const lines = o.findings.map((p) => formatProblem(p, lang));
  const shown =
    lines.length > MAX_SHOWN
      ? [...lines.slice(0, MAX_SHOWN), render(msg('moreProblems', lines.length - MAX_SHOWN), lang)]
      : lines;
  return {
    title: render(msg('drRecordTitle'), lang),
    lines: [
      ...(o.changedSinceShown ? [render(msg('drRecordChanged'), lang), ''] : []),
      render(msg('drRecordFindings', o.round, o.evening, lines.length), lang),
      '',
      ...shown,
      '',
      render(msg('drRecordQuestion', o.round, o.evening), lang),
    ],
    ...(o.fingerprint !== undefined ? { consent: o.fingerprint } : {}),
  };
}

/** "Indeling maken" / "opnieuw loten" over an Indeling tab of the same round that the leader edited: overwrite it? */
function overwriteQuestion(o: PairOutcome, lang: Lang): Question | undefined {
  const over = o.overwrites;
  if (!over) return undefined;
  return {
    title: render(msg('overwriteTitle'), lang),
    lines: [render(msg('overwriteEdited', over.round, over.boards), lang), render(msg('overwriteQuestion'), lang)],
  };
}

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
  page: typeof onDemand.tablesBeamerHtml,
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
    opens: 'standings',
    options: roundOf,
    // A Keezen event's standings for the beamer too (--beamer; the menu's "Stand op de beamer").
    run: (opened) => ({
      ...standingsOf(opened),
      beamer: (lang: Lang) => (opened.type === 'keezen' ? onDemand.keezenBeamerHtml(opened, lang) : undefined),
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
    long: true,
    opens: 'keizer',
    // The round the sidebar shows is not passed on: the pairing is always for the next round.
    options: (r) => ({ ...roundOf(r), ...seedOf(r), newDraw: r.flag('new-draw') }),
    run: pairNextRound,
    ask: overwriteQuestion,
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
      show: (o, r, lang) => onDemand.showPairing(o, r, lang),
    },
  }),
  action({
    id: 'newDraw',
    types: ['keizer'],
    label: 'menuNewDraw',
    menu: { order: 20 },
    long: true,
    opens: 'keizer',
    options: () => ({ newDraw: true }),
    run: pairNextRound,
    ask: overwriteQuestion,
    cli: { variantOf: 'makePairing', option: 'new-draw' },
  }),
  action({
    id: 'confirmRound',
    types: ['keizer'],
    label: 'menuConfirmRound',
    menu: { order: 30 },
    dates: true,
    opens: 'keizer',
    // Consent is to the pairing shown: a yes from the menu or the sidebar records it only if Indeling is still that
    // pairing (else it asks again); --yes is given with the command itself.
    options: (r) => ({
      accept: (r.accepted === true && r.consent !== undefined) || r.flag('yes'),
      ...(r.consent !== undefined ? { shown: r.consent } : {}),
      // The day of the round for Uitslagen's Datum column: --date, else today (the adapter's clock and zone).
      ...(r.string('date') !== undefined || r.today !== undefined ? { day: r.string('date') ?? r.today } : {}),
    }),
    run: confirmPairing,
    ask: confirmQuestion,
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
    // The sidebar's button writes the beamer tab and shows the page too.
    sidebar: true,
    opens: 'keizer',
    options: () => ({}),
    run: (opened) => displayPairing(opened),
    page: (o, lang) => ({
      title: render(msg('pairingDisplayTitle', o.pairing.round), lang),
      html: onDemand.pairingHtml(o.pairing, o.competition.players, lang),
      width: 1200,
      height: 700,
    }),
    cli: {
      name: 'beamer',
      summary: 'cliSumBeamer',
      options: [{ name: 'html', value: 'file', help: 'cliOptHtml' }],
      show: (o) => ({
        pages: [{ option: 'html', html: () => onDemand.pairingHtml(o.pairing, o.competition.players, o.pairing.lang) }],
      }),
    },
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
      show: (o, r) => onDemand.showExplanation(o, r),
    },
  }),
  action({
    id: 'crosstable',
    types: ['keizer'],
    label: 'menuCrosstable',
    menu: { order: 60 },
    opens: 'keizerStandings',
    // As after the round the sidebar shows, or the last round with a result.
    options: shownRoundOf,
    run: (opened) => onDemand.crosstable(opened),
    cli: { name: 'crosstable', summary: 'cliSumCrosstable', options: [ROUND_OPTION, OUT_OPTION] },
  }),
  action({
    id: 'rating',
    types: ['keizer'],
    label: 'menuRating',
    menu: { order: 70 },
    opens: 'keizerStandings',
    options: shownRoundOf,
    run: (opened) => onDemand.rating(opened),
    cli: { name: 'rating', summary: 'cliSumRating', options: [ROUND_OPTION, OUT_OPTION] },
  }),
  action({
    id: 'seasonEnd',
    types: ['keizer'],
    label: 'menuSeasonEnd',
    menu: { order: 80 },
    opens: 'keizerStandings',
    options: roundOf,
    run: (opened) => onDemand.endSeason(opened),
    cli: {
      name: 'final',
      summary: 'cliSumFinal',
      options: [ROUND_OPTION, OUT_OPTION],
      show: (o, _r, lang) => onDemand.showSeasonEnd(o, lang),
    },
  }),
  action({
    id: 'publish',
    types: ['keizer', 'keezen'],
    label: 'menuPublish',
    // From the menu and the sidebar: the pages offered as downloads in a dialog (the command line writes them into a folder).
    menu: { order: 85 },
    sidebar: true,
    opens: 'standings',
    options: (r) => ({ ...roundOf(r), title: r.string('title') ?? r.title ?? '', ...(r.lang ? { lang: r.lang } : {}) }),
    // The pages are built like an action (problems reported at their cells, the workbook left alone); the site is
    // in the language asked for, else of the tabs.
    run: (opened, options) => {
      const site = opened.type === 'keizer' ? onDemand.siteOf(opened, options) : onDemand.keezenSiteOf(opened, options);
      return { changes: NO_CHANGES, summary: [], warnings: site.warnings, lang: site.lang, site };
    },
    page: (o, lang) => ({
      title: render(msg('websiteTitle'), lang),
      html: onDemand.websiteDialog(o.site, lang),
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
    options: (r) => ({ ...roundOf(r), header: trfHeaderOf(r) }),
    run: (opened, options) => onDemand.exportTrf(opened, options),
    // The menu offers the file for download in a dialog (a data: URL: no scope beyond the two the add-on has).
    page: (o, lang) => onDemand.trfPage(o, lang),
    cli: {
      name: 'trf',
      summary: 'cliSumTrf',
      options: [
        { name: 'out', value: 'file', required: true, help: 'cliOptTrfOut' },
        ROUND_OPTION,
        ...TRF_HEADER_OPTIONS,
      ],
      show: (o) => ({ pages: [{ option: 'out', html: () => o.text }] }),
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
      html: (lang: Lang) => onDemand.keezenBeamerHtml(opened, lang),
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
    long: true,
    opens: 'keezenDraw',
    // The round the sidebar shows is not passed on: the draw is for the next round.
    options: (r) => ({ ...keezenRoundOf(r), ...seedOf(r), redraw: r.flag('redraw'), ...drawAccepted(r) }),
    run: drawRound,
    ask: formsMissingQuestion,
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
      show: (o, r, lang) => onDemand.showRound(o, r, lang),
    },
  }),
  action({
    id: 'redrawTables',
    types: ['keezen'],
    label: 'menuRedrawTables',
    menu: { order: 20 },
    long: true,
    opens: 'keezenDraw',
    options: (r) => ({ redraw: true, ...drawAccepted(r) }),
    run: drawRound,
    ask: formsMissingQuestion,
    // A new draw of the last round (late arrivals).
    cli: { variantOf: 'makeTables', option: 'redraw' },
  }),
  action({
    id: 'recordRound',
    types: ['keezen'],
    label: 'menuRecordRound',
    menu: { order: 25 },
    dates: true,
    opens: 'keezenDraw',
    // As the Keizer confirm: a yes from the menu or the sidebar holds only for the round and findings shown.
    options: (r) => ({
      ...keezenRoundOf(r),
      accept: (r.accepted === true && r.consent !== undefined) || r.flag('yes'),
      ...(r.consent !== undefined ? { shown: r.consent } : {}),
      ...(r.string('date') !== undefined || r.today !== undefined ? { day: r.string('date') ?? r.today } : {}),
    }),
    run: recordRound,
    ask: recordQuestion,
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
    id: 'tablesDisplay',
    types: ['keezen'],
    label: 'menuTablesDisplay',
    menu: { order: 30 },
    // The sidebar writes the beamer tab; the menu also shows the page.
    sidebar: true,
    opens: 'keezenTables',
    options: keezenRoundOf,
    run: displayTables,
    page: (o, lang) =>
      drawnPage(
        o,
        (round, evening) => msg('drTitle', round, evening),
        onDemand.tablesBeamerHtml,
        { width: 1200, height: 700 },
        lang,
      ),
    cli: {
      name: 'tables',
      summary: 'cliSumTables',
      options: [{ ...ROUND_OPTION, help: 'cliOptShownRound' }, EVENING_OPTION, ...PAGE_OPTIONS],
      show: (o, r, lang) => onDemand.showRound(o, r, lang),
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
        onDemand.scoreFormsHtml,
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

/** The menu items of a competition type, in menu order. */
export function menuEntries(type: CompetitionType): Entry[] {
  const order = (e: Entry) => (e.menu === false ? 0 : e.menu.order);
  return CATALOGUE.filter((e) => e.menu !== false && e.types.includes(type)).sort((a, b) => order(a) - order(b));
}

/** The sidebar's buttons of a competition type, in menu order. */
export function sidebarEntries(type: CompetitionType): Entry[] {
  return menuEntries(type).filter((e) => e.sidebar);
}
