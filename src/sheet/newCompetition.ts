/**
 * What the new-competition wizard creates, as plain data: the tabs with their
 * header rows (from the contract), Instellingen filled from the settings spec
 * and the chosen preset with a one-line explanation per setting, the dropdowns
 * (data validation), the frozen header rows, the warning-only protection of
 * the tabs the add-on writes, and the one formula: the live standings.
 *
 * Pure: the Apps Script adapter (gas/wizard.ts) applies a plan. Tabs that
 * exist (in either language) are never part of a plan's `create`; they are
 * listed in `existing` so the wizard can ask first.
 */
import type { Cell } from '../core/cell';
import { cellText } from '../core/cell';
import { KEIZER_PRESETS, KeizerPreset, keizerPreset } from '../core/keizer/presets';
import { keizerSettingsSpec } from '../core/keizer/settings';
import { KEIZER_SETTINGS_HELP } from '../core/keizer/settingsHelp';
import { KEEZEN_SETTINGS_HELP } from '../core/keezen/settingsHelp';
import { GAME_RESULTS } from '../core/keizer/results';
import { Place, Problems, columnLetters } from '../core/problems';
import { Help, SettingDef, SettingsSpec, YES_NO_WORDS } from '../core/settings/spec';
import { KeezenSettings, VARIANTS, Variant, keezenSettingsSpec, presetSettings } from '../core/keezen/settings';
import { matchKey } from '../core/text';
import { Lang, Msg, PlainMsgKey, msg, render } from '../i18n';
import type { Changes, OutputTab, Validation, WorkbookReader } from '../workbook/workbook';
import {
  ABSENCE_WORDS,
  COMPETITION_TYPES,
  CompetitionType,
  KEEZEN_LIVE_STANDINGS_TAB,
  KEEZEN_PARTICIPANTS_TAB,
  KEEZEN_RESULTS_TAB,
  KEEZEN_STANDINGS_TAB,
  KEEZEN_TABLES_TAB,
  KEEZEN_WORDS,
  KEIZER_ABSENCES_TAB,
  KEIZER_LIVE_STANDINGS_TAB,
  KEIZER_PLAYERS_TAB,
  KEIZER_RESULTS_TAB,
  KEIZER_STANDINGS_TAB,
  Named,
  SETTINGS_HELP_COLUMN,
  SETTINGS_TAB,
  TabSpec,
  textColumns,
} from './contract';
import { scoreFormColumns } from './keezenInput';
import { tablesColumns } from './tablesTab';
import { readSettingsTab } from './settingsTab';
import { locateTab, readTable } from './table';

/** A dropdown or check of a new tab (the Workbook's Validation: the file backings write them too). */
export type ValidationPlan = Validation;

/** A tab a formula reads, from column A to `columns`: its grid must be at least that wide before the formula is set. */
export interface FormulaRead {
  readonly tab: string;
  readonly columns: number;
}

/** The formula's text and the whole columns it reads. */
interface LiveFormula {
  readonly text: string;
  readonly reads: readonly FormulaRead[];
}

/** `=NAME(Tab!A:F, 'Other tab'!A:C, ...)`: a custom function of whole columns. */
function liveFormula(name: string, reads: readonly FormulaRead[]): LiveFormula {
  const args = reads.map((r) => `${sheetRef(r.tab)}!A:${columnLetters(r.columns)}`);
  return { text: `=${name}(${args.join(', ')})`, reads };
}

export interface TabPlan {
  readonly name: string;
  /** Values, written as literals (text stays text). */
  readonly rows: readonly (readonly Cell[])[];
  readonly frozenRows: number;
  /** 1-based rows shown bold (headers). */
  readonly boldRows: readonly number[];
  /** Warning-only protection: the add-on writes this tab. */
  readonly protect: boolean;
  readonly formula?: LiveFormula & { readonly row: number; readonly col: number };
  readonly validations: readonly ValidationPlan[];
  /** Column widths in pixels, where they matter. */
  readonly widths?: readonly (number | undefined)[];
  /**
   * 1-based columns formatted as plain text from row 2 down: what is typed there
   * stays the text typed (a time like 1:05 does not become a time cell, whose
   * Date would depend on the spreadsheet's time zone; holes 2,3 do not become
   * the number 2.3).
   */
  readonly textColumns?: readonly number[];
}

export interface CompetitionPlan {
  readonly type: CompetitionType;
  readonly lang: Lang;
  readonly create: readonly TabPlan[];
  /** Tabs of this competition that exist already (their actual names): left as they are. */
  readonly existing: readonly string[];
  /** The tab to show when done. */
  readonly activate: string;
  readonly summary: Msg;
}

export interface NewCompetitionOptions {
  readonly type: CompetitionType;
  readonly preset: string;
  readonly lang: Lang;
  readonly players: readonly string[];
  /** Where each name of `players` was typed (the line of a players file): its problems are said there. */
  readonly playerPlaces?: readonly (Place | undefined)[];
}

const MAX_PLAYERS = 500;
const MAX_NAME = 100;

/** A sheet name as a formula refers to it ('Live ranglijst'!A:B needs quotes). */
function sheetRef(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

function header(spec: TabSpec, lang: Lang): string[] {
  return Object.values<Named>(spec.columns).map((c) => c[lang]);
}

function colOf(spec: TabSpec, key: string): number {
  return Object.keys(spec.columns).indexOf(key) + 1;
}

function checkNames(
  names: readonly string[],
  problems: Problems,
  places: readonly (Place | undefined)[] = [],
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  if (names.length > MAX_PLAYERS) problems.error(places[MAX_PLAYERS], msg('wizardTooManyNames', MAX_PLAYERS));
  names.slice(0, MAX_PLAYERS).forEach((raw, i) => {
    const name = raw.trim();
    if (name === '') return;
    if (name.length > MAX_NAME) problems.error(places[i], msg('wizardNameTooLong', name.slice(0, 40) + '…'));
    else if (seen.has(matchKey(name))) problems.error(places[i], msg('wizardNameTwice', name));
    else {
      seen.add(matchKey(name));
      out.push(name);
    }
  });
  return out;
}

export interface SettingsRowsOptions {
  readonly type: CompetitionType;
  readonly spec: SettingsSpec;
  /** The language of the tab: its header, the Uitleg, the yes/no words. */
  readonly lang: Lang;
  /** Values written in the Waarde column, as typed (a preset's); numbers of a numeric setting are written as numbers. */
  readonly values?: Readonly<Record<string, Cell>>;
  /**
   * What an empty cell means, per key (a Keezen variant's settings): every
   * setting not in `values` is then left empty, its Uitleg saying what
   * applies. Without it, such settings get their default written.
   */
  readonly emptyMeans?: Readonly<Record<string, unknown>>;
  /** Added to the Uitleg of the `type` row (the preset, say). */
  readonly typeNote?: string;
}

/** The cell a setting's value is written as: a number for a numeric setting (by the spec's own parser), the text otherwise. */
function settingCell(def: SettingDef<unknown>, value: Cell): Cell {
  if ((def.kind === 'integer' || def.kind === 'number') && typeof value === 'string') {
    const parsed = def.parse(value);
    if ('value' in parsed && typeof parsed.value === 'number') return parsed.value;
  }
  return value;
}

/**
 * The rows of a new Instellingen tab: the header (Instelling, Waarde, Uitleg),
 * the `type` row, and one row per setting of the spec with its value and its
 * one-line explanation. The wizard writes them; a simulator can too.
 */
export function settingsTabRows(o: SettingsRowsOptions): Cell[][] {
  const { lang } = o;
  const explanations: Readonly<Record<string, Help>> =
    o.type === 'keizer' ? KEIZER_SETTINGS_HELP : KEEZEN_SETTINGS_HELP;
  const help = (key: string) => explanations[key]![lang];
  const typeHelp = render(msg(o.type === 'keizer' ? 'typeKeizer' : 'typeKeezen'), lang);
  const rows: Cell[][] = [
    [SETTINGS_TAB.columns.key[lang], SETTINGS_TAB.columns.value[lang], SETTINGS_HELP_COLUMN[lang]],
    ['type', o.type, o.typeNote ? `${typeHelp}; ${o.typeNote}` : typeHelp],
  ];
  for (const [key, def] of Object.entries(o.spec) as [string, SettingDef<unknown>][]) {
    const given = o.values?.[key];
    if (given !== undefined) rows.push([key, settingCell(def, given), help(key)]);
    else if (o.emptyMeans)
      rows.push([key, '', `${help(key)} ${render(msg('settingEmptyMeans', def.show(o.emptyMeans[key], lang)), lang)}`]);
    else rows.push([key, settingCell(def, def.show(def.default, lang)), help(key)]);
  }
  return rows;
}

/** The dropdowns of an Instellingen tab made by settingsTabRows: the type, each choice and each yes/no setting of the spec. */
export function settingsValidations(
  rows: readonly (readonly Cell[])[],
  spec: SettingsSpec,
  lang: Lang,
): ValidationPlan[] {
  const out: ValidationPlan[] = [];
  rows.forEach((row, i) => {
    if (i === 0) return;
    const key = cellText(row[0]);
    const def = key === 'type' ? undefined : (spec as Record<string, SettingDef<unknown> | undefined>)[key];
    const options =
      key === 'type'
        ? COMPETITION_TYPES
        : def?.kind === 'choice'
          ? def.options
          : def?.kind === 'boolean'
            ? YES_NO_WORDS[lang]
            : undefined;
    if (options)
      out.push({
        kind: 'list',
        col: 2,
        fromRow: i + 1,
        onlyRow: i + 1,
        values: [...options],
        strict: false,
        help: render(msg('helpChoice', options.join(', ')), lang),
      });
  });
  return out;
}

/** A preset's value of a setting as the spec parses it, or the default. */
function presetValue<T>(def: SettingDef<T>, text: string | undefined): T {
  if (text === undefined) return def.default;
  const parsed = def.parse(text);
  return 'value' in parsed ? parsed.value : def.default;
}

/** An Instellingen tab of another competition type stops the wizard. */
function checkType(wb: WorkbookReader, type: CompetitionType, problems: Problems): void {
  const found = locateTab(wb, SETTINGS_TAB);
  if (!found) return;
  const existing = readSettingsTab(wb, new Problems()).type;
  if (existing !== type) problems.error({ tab: found.tab }, msg('wizardTypeClash', found.tab, existing));
}

/** The existing tab of a spec in either language (or an alias, found as the readers find it), recorded in `existing`. */
function finder(wb: WorkbookReader, existing: string[]): (spec: Named) => string | undefined {
  return (spec) => {
    const hit = locateTab(wb, spec)?.tab;
    if (hit !== undefined) existing.push(hit);
    return hit;
  };
}

/** The name a formula must use for a tab: the existing one, or the one being created. */
function refName(wb: WorkbookReader, spec: Named, lang: Lang): string {
  return locateTab(wb, spec)?.tab ?? spec[lang];
}

function plainTab(name: string, rows: Cell[][], extra: Partial<TabPlan> = {}): TabPlan {
  return { name, rows, frozenRows: 1, boldRows: [1], protect: false, validations: [], ...extra };
}

/** The fixed-copy standings tab before the first update: a line saying how to fill it. */
function placeholderTab(name: string, lang: Lang, text: PlainMsgKey = 'standingsPlaceholder'): TabPlan {
  return { name, rows: [[render(msg(text), lang)]], frozenRows: 0, boldRows: [], protect: true, validations: [] };
}

/** The live standings tab: a title line and the one formula. */
function liveTab(name: string, lang: Lang, formula: LiveFormula, title: PlainMsgKey = 'liveStandingsTitle'): TabPlan {
  return {
    name,
    rows: [[render(msg(title), lang)]],
    frozenRows: 2,
    boldRows: [1, 2],
    protect: true,
    validations: [],
    formula: { row: 2, col: 1, ...formula },
  };
}

/**
 * Checks a request before anything is planned: an unknown preset, bad names and an Instellingen tab
 * of another type are thrown together as one InputError. Returns the names, trimmed and checked.
 */
function checkRequest(
  wb: WorkbookReader,
  type: CompetitionType,
  options: NewCompetitionOptions,
  presetKnown: boolean,
): string[] {
  const problems = new Problems();
  if (!presetKnown) problems.error(undefined, msg('wizardUnknownPreset', options.preset));
  const names = checkNames(options.players, problems, options.playerPlaces);
  checkType(wb, type, problems);
  problems.throwIfErrors();
  return names;
}

/** Where a names dropdown takes its names from: a tab and its 1-based column. */
interface NameSource {
  readonly tab: string;
  readonly col: number;
}

/**
 * The names dropdowns read the Naam column of the players' tab: of the tab that exists (`found`; its
 * column `fallback` when the header cannot be read), else of the one being created.
 */
function nameSource<C extends string>(
  wb: WorkbookReader,
  spec: TabSpec<C | 'name'>,
  found: string | undefined,
  lang: Lang,
  fallback: number,
): NameSource {
  if (found === undefined) return { tab: spec[lang], col: colOf(spec, 'name') };
  const table = readTable(wb, spec, new Problems(), { required: false });
  return { tab: found, col: table?.columns.name ?? fallback };
}

/** A dropdown of the player names from `source`. */
function namesValidation(col: number, source: NameSource, lang: Lang): ValidationPlan {
  return {
    kind: 'names',
    col,
    fromRow: 2,
    sourceTab: source.tab,
    sourceCol: source.col,
    help: render(msg('helpPlayer'), lang),
  };
}

/** A check of a round number, 1 to `rounds`. */
function roundValidation(col: number, rounds: number, lang: Lang): ValidationPlan {
  return { kind: 'round', col, fromRow: 2, max: rounds, help: render(msg('helpRound', rounds), lang) };
}

/**
 * A choice from a list below the header (`strict`: nothing else may be typed), with help naming the choices
 * unless another help is given.
 */
function listValidation(
  col: number,
  values: readonly string[],
  strict: boolean,
  lang: Lang,
  help = render(msg('helpChoice', values.join(', ')), lang),
): ValidationPlan {
  return { kind: 'list', col, fromRow: 2, values: [...values], strict, help };
}

/** A whole tab the live formula reads, under the name the formula must use. */
function formulaRead(wb: WorkbookReader, spec: Named & { readonly columns: object }, lang: Lang): FormulaRead {
  return { tab: refName(wb, spec, lang), columns: Object.keys(spec.columns).length };
}

/**
 * The plan of the tabs to create: the players' tab (`first`) is shown when it is new, else the first
 * new tab, else the players' tab that exists.
 */
function planOf(
  wb: WorkbookReader,
  type: CompetitionType,
  lang: Lang,
  create: TabPlan[],
  existing: string[],
  first: Named,
): CompetitionPlan {
  const createdNames = create.map((c) => c.name);
  return {
    type,
    lang,
    create,
    existing,
    activate: createdNames.includes(first[lang]) ? first[lang] : (createdNames[0] ?? refName(wb, first, lang)),
    summary: msg(
      'wizardCreated',
      render(msg(type === 'keizer' ? 'typeKeizer' : 'typeKeezen'), lang),
      createdNames.join(', '),
    ),
  };
}

/** The plan for a new Keizer competition in this workbook. Problems (bad names, a clash of type) are thrown as one InputError. */
function planKeizer(wb: WorkbookReader, options: NewCompetitionOptions): CompetitionPlan {
  const found = keizerPreset(options.preset);
  const names = checkRequest(wb, 'keizer', options, found !== undefined);
  const preset = found!;
  const lang = options.lang;
  const rounds = presetValue(keizerSettingsSpec.rounds, preset.values.rounds);
  // Each tab that exists is left as it is (and listed), in this order.
  const existing: string[] = [];
  const exists = finder(wb, existing);
  const settingsExists = exists(SETTINGS_TAB) !== undefined;
  const playersTab = exists(KEIZER_PLAYERS_TAB);
  const source = nameSource(wb, KEIZER_PLAYERS_TAB, playersTab, lang, 1);

  const create: TabPlan[] = [];
  if (!settingsExists) create.push(keizerSettingsTab(preset, lang));
  if (playersTab === undefined) create.push(keizerPlayersTab(names, lang));
  if (exists(KEIZER_RESULTS_TAB) === undefined) create.push(keizerResultsTab(rounds, source, lang));
  if (exists(KEIZER_ABSENCES_TAB) === undefined) create.push(keizerAbsencesTab(rounds, source, lang));
  if (exists(KEIZER_STANDINGS_TAB) === undefined) create.push(placeholderTab(KEIZER_STANDINGS_TAB[lang], lang));
  if (exists(KEIZER_LIVE_STANDINGS_TAB) === undefined) create.push(keizerLiveTab(wb, lang));
  return planOf(wb, 'keizer', lang, create, existing, KEIZER_PLAYERS_TAB);
}

/** Instellingen with every setting of the preset written (its name in the Uitleg of `type`). */
function keizerSettingsTab(preset: KeizerPreset, lang: Lang): TabPlan {
  const rows = settingsTabRows({
    type: 'keizer',
    spec: keizerSettingsSpec,
    lang,
    values: { preset: preset.id, ...preset.values },
    typeNote: render(msg('presetNote', preset.name[lang]), lang),
  });
  return plainTab(SETTINGS_TAB[lang], rows, {
    validations: settingsValidations(rows, keizerSettingsSpec, lang),
    widths: [170, 110, 640],
  });
}

/** Spelers: one row per name, each active. */
function keizerPlayersTab(names: readonly string[], lang: Lang): TabPlan {
  const activeWord = YES_NO_WORDS[lang][0];
  const keys = Object.keys(KEIZER_PLAYERS_TAB.columns);
  const rows: Cell[][] = [
    header(KEIZER_PLAYERS_TAB, lang),
    ...names.map((n) => keys.map((k) => (k === 'name' ? n : k === 'active' ? activeWord : ''))),
  ];
  return plainTab(KEIZER_PLAYERS_TAB[lang], rows, {
    validations: [
      listValidation(
        colOf(KEIZER_PLAYERS_TAB, 'active'),
        YES_NO_WORDS[lang],
        false,
        lang,
        render(msg('helpYesNo'), lang),
      ),
    ],
    widths: keys.map((k) => (k === 'name' ? 220 : 100)),
  });
}

/** Uitslagen, empty: the round checked, white and black from the names, the result from its list. */
function keizerResultsTab(rounds: number, source: NameSource, lang: Lang): TabPlan {
  return plainTab(KEIZER_RESULTS_TAB[lang], [header(KEIZER_RESULTS_TAB, lang)], {
    validations: [
      roundValidation(colOf(KEIZER_RESULTS_TAB, 'round'), rounds, lang),
      namesValidation(colOf(KEIZER_RESULTS_TAB, 'white'), source, lang),
      namesValidation(colOf(KEIZER_RESULTS_TAB, 'black'), source, lang),
      listValidation(colOf(KEIZER_RESULTS_TAB, 'result'), GAME_RESULTS, true, lang, render(msg('helpResult'), lang)),
    ],
    widths: [60, 220, 220, 80],
    textColumns: textColumns(KEIZER_RESULTS_TAB),
  });
}

/** Afwezig, empty: the round checked, the name from the names, the reason from its words. */
function keizerAbsencesTab(rounds: number, source: NameSource, lang: Lang): TabPlan {
  const reasons = Object.values(ABSENCE_WORDS).map((w) => w[lang]);
  return plainTab(KEIZER_ABSENCES_TAB[lang], [header(KEIZER_ABSENCES_TAB, lang)], {
    validations: [
      roundValidation(colOf(KEIZER_ABSENCES_TAB, 'round'), rounds, lang),
      namesValidation(colOf(KEIZER_ABSENCES_TAB, 'name'), source, lang),
      listValidation(colOf(KEIZER_ABSENCES_TAB, 'reason'), reasons, true, lang),
    ],
    widths: [60, 220, 120],
  });
}

/** Live ranglijst: KEIZERPOINTS over the tabs, by the names they have (the language of those that exist). */
function keizerLiveTab(wb: WorkbookReader, lang: Lang): TabPlan {
  const formula = liveFormula('KEIZERPOINTS', [
    formulaRead(wb, KEIZER_PLAYERS_TAB, lang),
    formulaRead(wb, KEIZER_RESULTS_TAB, lang),
    formulaRead(wb, KEIZER_ABSENCES_TAB, lang),
    formulaRead(wb, SETTINGS_TAB, lang),
  ]);
  return liveTab(KEIZER_LIVE_STANDINGS_TAB[lang], lang, formula);
}

export interface WizardPreset {
  readonly id: string;
  readonly name: Help;
  readonly description: Help;
}

/** The Keezen variants as the wizard offers them (the settings themselves are `PRESETS` of core/keezen/settings). */
export const KEEZEN_WIZARD_PRESETS: readonly WizardPreset[] = [
  {
    id: 'nk4tegen4',
    name: { nl: 'NK Keezen 4 tegen 4 (Texel)', en: 'Dutch Keezen championship 4 v 4 (Texel)' },
    description: {
      nl: '4 tegen 4 aan één 8-persoonsbord (16 pionnen per kant), 2 punten per pion binnen, +10 voor de winnaar, 1u15 speeltijd; stand op winst, punten, tegenpunten, tijd.',
      en: '4 v 4 at one 8-player board (16 pawns per side), 2 points per pawn home, +10 for the winner, 1h15 play time; standings by wins, points, points against, time.',
    },
  },
  {
    id: 'buurtcompetitie',
    name: { nl: 'Buurtcompetitie (2 tegen 2)', en: 'Neighbourhood league (2 v 2)' },
    description: {
      nl: 'Teams van 2; het verste gat in het honk telt 4, dan 3, 2, 1; winst 2 wedstrijdpunten; 3 ronden per avond, 7 avonden.',
      en: 'Teams of 2; the farthest home hole scores 4, then 3, 2, 1; a win is 2 match points; 3 rounds an evening, 7 evenings.',
    },
  },
  {
    id: 'spelavond',
    name: { nl: 'Spelavond (losse spelers)', en: 'Games night (individuals)' },
    description: {
      nl: 'Losse spelers, 2 tegen 2 met wisselende partners; 5 per eigen pion binnen plus 2 per pion van de tegenpartij die niet binnen is.',
      en: 'Individuals, 2 v 2 with changing partners; 5 per own pawn home plus 2 per opposing pawn not home.',
    },
  },
  {
    id: 'custom',
    name: { nl: 'Eigen regels', en: 'Custom rules' },
    description: { nl: 'Alles zelf instellen in Instellingen.', en: 'Set everything yourself in Settings.' },
  },
];

/** The presets the wizard offers per type. */
export function presetsOf(type: CompetitionType): readonly WizardPreset[] {
  return type === 'keizer' ? KEIZER_PRESETS : KEEZEN_WIZARD_PRESETS;
}

/** The plan for a new competition of any type. */
export function planCompetition(wb: WorkbookReader, options: NewCompetitionOptions): CompetitionPlan {
  return options.type === 'keizer' ? planKeizer(wb, options) : planKeezen(wb, options);
}

/**
 * The plan for a new Keezen event: Instellingen with `type`, `variant` and
 * every other setting left empty (the variant's value applies; the
 * explanation says which), Deelnemers, Uitslagen with the columns of the
 * variant's score form, Stand and Live stand.
 */
function planKeezen(wb: WorkbookReader, options: NewCompetitionOptions): CompetitionPlan {
  const variant = (VARIANTS as readonly string[]).includes(options.preset) ? (options.preset as Variant) : undefined;
  const names = checkRequest(wb, 'keezen', options, variant !== undefined);
  const lang = options.lang;
  const settings = presetSettings(variant!);
  // Each tab that exists is left as it is (and listed), in this order.
  const existing: string[] = [];
  const exists = finder(wb, existing);
  const create: TabPlan[] = [];
  if (exists(SETTINGS_TAB) === undefined) create.push(keezenSettingsTab(variant!, settings, lang));
  const participantsTab = exists(KEEZEN_PARTICIPANTS_TAB);
  const source = nameSource(wb, KEEZEN_PARTICIPANTS_TAB, participantsTab, lang, 2);
  if (participantsTab === undefined) create.push(keezenParticipantsTab(settings, names, lang));
  if (exists(KEEZEN_RESULTS_TAB) === undefined) create.push(keezenResultsTab(settings, source, lang));
  if (exists(KEEZEN_STANDINGS_TAB) === undefined)
    create.push(placeholderTab(KEEZEN_STANDINGS_TAB[lang], lang, 'standingsPlaceholderKeezen'));
  if (exists(KEEZEN_TABLES_TAB) === undefined) create.push(keezenTablesTab(settings, lang));
  if (exists(KEEZEN_LIVE_STANDINGS_TAB) === undefined) create.push(keezenLiveTab(wb, lang));
  return planOf(wb, 'keezen', lang, create, existing, KEEZEN_PARTICIPANTS_TAB);
}

/** Instellingen with the variant written and every other setting empty: its Uitleg says what the variant makes of it. */
function keezenSettingsTab(variant: Variant, settings: KeezenSettings, lang: Lang): TabPlan {
  const rows = settingsTabRows({
    type: 'keezen',
    spec: keezenSettingsSpec,
    lang,
    values: { variant },
    emptyMeans: settings,
  });
  return plainTab(SETTINGS_TAB[lang], rows, {
    validations: settingsValidations(rows, keezenSettingsSpec, lang),
    widths: [190, 130, 640],
  });
}

/** Deelnemers: one numbered row per name (a Spelers column only when teams play). */
function keezenParticipantsTab(settings: KeezenSettings, names: readonly string[], lang: Lang): TabPlan {
  const keys = Object.keys(KEEZEN_PARTICIPANTS_TAB.columns).filter(
    (k) => settings.entrant === 'team' || k !== 'players',
  );
  const rows: Cell[][] = [
    keys.map((k) => KEEZEN_PARTICIPANTS_TAB.columns[k as keyof typeof KEEZEN_PARTICIPANTS_TAB.columns][lang]),
  ];
  names.forEach((n, i) => rows.push(keys.map((k) => (k === 'nr' ? i + 1 : k === 'name' ? n : ''))));
  return plainTab(KEEZEN_PARTICIPANTS_TAB[lang], rows, { widths: keys.map((k) => (k === 'nr' ? 50 : 240)) });
}

/** Uitslagen with the columns of the variant's score form: finished and winner from their words, the players from the names. */
function keezenResultsTab(settings: KeezenSettings, source: NameSource, lang: Lang): TabPlan {
  const cols = KEEZEN_RESULTS_TAB.columns;
  type Col = keyof typeof cols;
  // The day of an evening, for the website: typed by the organiser (one row of a round is enough).
  const keys: Col[] = [...scoreFormColumns(settings), 'date'];
  const col = (k: Col) => keys.indexOf(k) + 1;
  const yesNo = [YES_NO_WORDS[lang][0], KEEZEN_WORDS.timeout[lang]];
  const validations: ValidationPlan[] = [
    listValidation(col('finished'), yesNo, false, lang),
    listValidation(col('winner'), ['A', 'B', KEEZEN_WORDS.none[lang]], false, lang),
  ];
  for (const k of keys) if (k.startsWith('player')) validations.push(namesValidation(col(k), source, lang));
  return plainTab(KEEZEN_RESULTS_TAB[lang], [keys.map((k) => cols[k][lang])], {
    validations,
    textColumns: textColumns(KEEZEN_RESULTS_TAB, keys),
  });
}

/** Tafelindeling with its header, so that Live stand can read its byes and sit-outs from the start. */
function keezenTablesTab(settings: KeezenSettings, lang: Lang): TabPlan {
  const tablesHeader = tablesColumns(settings, scoreFormColumns(settings).includes('evening'), 4);
  return plainTab(KEEZEN_TABLES_TAB[lang], [tablesHeader.map((c) => KEEZEN_TABLES_TAB.columns[c][lang])]);
}

/** Live stand: KEEZSTAND over the tabs, by the names they have (the language of those that exist). */
function keezenLiveTab(wb: WorkbookReader, lang: Lang): TabPlan {
  const formula = liveFormula('KEEZSTAND', [
    formulaRead(wb, KEEZEN_RESULTS_TAB, lang),
    formulaRead(wb, KEEZEN_PARTICIPANTS_TAB, lang),
    { tab: refName(wb, SETTINGS_TAB, lang), columns: 2 },
    formulaRead(wb, KEEZEN_TABLES_TAB, lang),
  ]);
  return liveTab(KEEZEN_LIVE_STANDINGS_TAB[lang], lang, formula, 'liveStandingsTitleKeezen');
}

/**
 * A plan as the changes a workbook file takes (the command line's `new`): each
 * tab with its rows, its header row bold and frozen, its plain-text columns and
 * its dropdowns. The live standings tab is left out: its formula calls a custom
 * function of the add-on, which only Google Sheets runs (the wizard adds the
 * tab to the missing ones when the workbook is opened there); warning-only
 * protection and column widths are Sheets' too.
 */
export function planChanges(plan: CompetitionPlan): { changes: Changes; summary: Msg; sheetsOnly: readonly string[] } {
  const inFile = plan.create.filter((tab) => tab.formula === undefined);
  const writes: OutputTab[] = inFile.map((tab) => ({
    name: tab.name,
    rows: tab.rows,
    ...(tab.frozenRows > 0 ? { headerRow: tab.frozenRows } : {}),
    ...(tab.textColumns?.length ? { textColumns: tab.textColumns } : {}),
    ...(tab.validations.length > 0 ? { validations: tab.validations } : {}),
  }));
  const kind = render(msg(plan.type === 'keizer' ? 'typeKeizer' : 'typeKeezen'), plan.lang);
  return {
    changes: { writes, appends: [] },
    summary: msg('wizardCreated', kind, inFile.map((t) => t.name).join(', ')),
    sheetsOnly: plan.create.filter((tab) => tab.formula !== undefined).map((t) => t.name),
  };
}
