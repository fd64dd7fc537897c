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
import { GAME_RESULTS } from '../core/keizer/results';
import { Problems, columnLetters } from '../core/problems';
import type { SettingDef } from '../core/settings/spec';
import { matchKey } from '../core/text';
import { Lang, Msg, PlainMsgKey, msg, render } from '../i18n';
import type { WorkbookReader } from '../workbook/workbook';
import {
  ABSENCE_WORDS,
  CompetitionType,
  KEIZER_ABSENCES_TAB,
  KEIZER_LIVE_STANDINGS_TAB,
  KEIZER_PLAYERS_TAB,
  KEIZER_RESULTS_TAB,
  KEIZER_STANDINGS_TAB,
  Named,
  SETTINGS_HELP_COLUMN,
  SETTINGS_TAB,
  TabSpec,
  allNames,
} from './contract';
import { readSettingsTab } from './settingsTab';
import { locateTab, readTable } from './table';

/** A dropdown on a column from `fromRow` down (to the end of the tab), or on one cell (`onlyRow`). */
export type ValidationPlan =
  | { readonly kind: 'list'; readonly col: number; readonly fromRow: number; readonly onlyRow?: number; readonly values: readonly string[]; readonly strict: boolean; readonly help: string }
  | { readonly kind: 'names'; readonly col: number; readonly fromRow: number; readonly sourceTab: string; readonly sourceCol: number; readonly help: string }
  | { readonly kind: 'round'; readonly col: number; readonly fromRow: number; readonly max: number; readonly help: string };

export interface TabPlan {
  readonly name: string;
  /** Values, written as literals (text stays text). */
  readonly rows: readonly (readonly Cell[])[];
  readonly frozenRows: number;
  /** 1-based rows shown bold (headers). */
  readonly boldRows: readonly number[];
  /** Warning-only protection: the add-on writes this tab. */
  readonly protect: boolean;
  readonly formula?: { readonly row: number; readonly col: number; readonly text: string };
  readonly validations: readonly ValidationPlan[];
  /** Column widths in pixels, where they matter. */
  readonly widths?: readonly (number | undefined)[];
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
}

export const MAX_PLAYERS = 500;
const MAX_NAME = 100;

/** A sheet name as a formula refers to it ('Live ranglijst'!A:B needs quotes). */
export function sheetRef(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

function header(spec: TabSpec, lang: Lang): string[] {
  return Object.values<Named>(spec.columns).map((c) => c[lang]);
}

function colOf(spec: TabSpec, key: string): number {
  return Object.keys(spec.columns).indexOf(key) + 1;
}

/** The value a setting gets: the preset's text, or the default as the spec shows it (numbers as numbers). */
function settingCell(def: SettingDef<unknown>, presetValue: string | undefined): Cell {
  const shown = presetValue ?? def.show(def.default);
  if ((def.kind === 'integer' || def.kind === 'number') && /^-?\d+(\.\d+)?$/.test(shown)) return Number(shown);
  return shown;
}

function checkNames(names: readonly string[], problems: Problems): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  if (names.length > MAX_PLAYERS) problems.error(undefined, msg('wizardTooManyNames', MAX_PLAYERS));
  for (const raw of names.slice(0, MAX_PLAYERS)) {
    const name = raw.trim();
    if (name === '') continue;
    if (name.length > MAX_NAME) problems.error(undefined, msg('wizardNameTooLong', name.slice(0, 40) + '…'));
    else if (seen.has(matchKey(name))) problems.error(undefined, msg('wizardNameTwice', name));
    else {
      seen.add(matchKey(name));
      out.push(name);
    }
  }
  return out;
}

function settingsRows(type: CompetitionType, preset: KeizerPreset, lang: Lang): Cell[][] {
  const rows: Cell[][] = [[SETTINGS_TAB.columns.key[lang], SETTINGS_TAB.columns.value[lang], SETTINGS_HELP_COLUMN[lang]]];
  rows.push(['type', type, `${render(msg(type === 'keizer' ? 'typeKeizer' : 'typeKeezen'), lang)}; ${render(msg('presetNote', preset.name[lang]), lang)}`]);
  for (const [key, def] of Object.entries(keizerSettingsSpec) as [keyof typeof keizerSettingsSpec, SettingDef<unknown>][]) {
    rows.push([key, settingCell(def, preset.values[key]), def.help[lang]]);
  }
  return rows;
}

function settingsValidations(rows: readonly (readonly Cell[])[], lang: Lang): ValidationPlan[] {
  const out: ValidationPlan[] = [];
  rows.forEach((row, i) => {
    const key = cellText(row[0]);
    const def = key === 'type' ? undefined : (keizerSettingsSpec as Record<string, SettingDef<unknown>>)[key];
    const options = key === 'type' ? ['keizer', 'keezen'] : def?.kind === 'choice' ? def.options : def?.kind === 'boolean' ? ['ja', 'nee'] : undefined;
    if (options) out.push({ kind: 'list', col: 2, fromRow: i + 1, onlyRow: i + 1, values: options, strict: false, help: render(msg('helpChoice', options.join(', ')), lang) });
  });
  return out;
}

function plainTab(name: string, rows: Cell[][], extra: Partial<TabPlan> = {}): TabPlan {
  return { name, rows, frozenRows: 1, boldRows: [1], protect: false, validations: [], ...extra };
}

/** The plan for a new Keizer competition in this workbook. Problems (bad names, a clash of type) are thrown as one InputError. */
export function planKeizer(wb: WorkbookReader, options: NewCompetitionOptions): CompetitionPlan {
  const problems = new Problems();
  const preset = keizerPreset(options.preset);
  if (!preset) problems.error(undefined, msg('wizardUnknownPreset', options.preset));
  const names = checkNames(options.players, problems);
  const lang = options.lang;

  const settingsFound = locateTab(wb, SETTINGS_TAB);
  if (settingsFound) {
    const existingType = readSettingsTab(wb, new Problems()).type;
    if (existingType !== 'keizer') problems.error({ tab: settingsFound.tab }, msg('wizardTypeClash', settingsFound.tab, existingType));
  }
  problems.throwIfErrors();

  const rounds = preset!.values.rounds !== undefined ? Number(preset!.values.rounds) : keizerSettingsSpec.rounds.default;
  const existing: string[] = [];
  const exists = (spec: Named): string | undefined => {
    const hit = wb.tabNames().find((t) => allNames(spec).some((n) => matchKey(n) === matchKey(t)));
    if (hit !== undefined) existing.push(hit);
    return hit;
  };

  const settingsExists = exists(SETTINGS_TAB) !== undefined;
  // Where the player names live: an existing Spelers tab's Naam column, or column A of the new one.
  const playersTab = exists(KEIZER_PLAYERS_TAB);
  let nameSource = { tab: KEIZER_PLAYERS_TAB[lang], col: colOf(KEIZER_PLAYERS_TAB, 'name') };
  if (playersTab !== undefined) {
    const table = readTable(wb, KEIZER_PLAYERS_TAB, new Problems(), { required: false });
    nameSource = { tab: playersTab, col: table?.columns.name ?? 1 };
  }

  const create: TabPlan[] = [];
  const t = (key: PlainMsgKey) => render(msg(key), lang);
  // The language of the tabs that exist decides the names the formula refers to.
  const tabName = (spec: Named): string => wb.tabNames().find((x) => allNames(spec).some((n) => matchKey(n) === matchKey(x))) ?? spec[lang];

  if (!settingsExists) {
    const rows = settingsRows('keizer', preset!, lang);
    create.push(plainTab(SETTINGS_TAB[lang], rows, { validations: settingsValidations(rows, lang), widths: [170, 110, 640] }));
  }

  if (playersTab === undefined) {
    const activeWord = lang === 'nl' ? 'ja' : 'yes';
    const rows: Cell[][] = [header(KEIZER_PLAYERS_TAB, lang), ...names.map((n) => [n, '', '', '', '', activeWord])];
    create.push(
      plainTab(KEIZER_PLAYERS_TAB[lang], rows, {
        validations: [{ kind: 'list', col: colOf(KEIZER_PLAYERS_TAB, 'active'), fromRow: 2, values: lang === 'nl' ? ['ja', 'nee'] : ['yes', 'no'], strict: false, help: t('helpYesNo') }],
        widths: [220, 70, 90, 120, 90, 60],
      }),
    );
  }

  if (exists(KEIZER_RESULTS_TAB) === undefined) {
    create.push(
      plainTab(KEIZER_RESULTS_TAB[lang], [header(KEIZER_RESULTS_TAB, lang)], {
        validations: [
          { kind: 'round', col: colOf(KEIZER_RESULTS_TAB, 'round'), fromRow: 2, max: rounds, help: render(msg('helpRound', rounds), lang) },
          { kind: 'names', col: colOf(KEIZER_RESULTS_TAB, 'white'), fromRow: 2, sourceTab: nameSource.tab, sourceCol: nameSource.col, help: t('helpPlayer') },
          { kind: 'names', col: colOf(KEIZER_RESULTS_TAB, 'black'), fromRow: 2, sourceTab: nameSource.tab, sourceCol: nameSource.col, help: t('helpPlayer') },
          { kind: 'list', col: colOf(KEIZER_RESULTS_TAB, 'result'), fromRow: 2, values: GAME_RESULTS, strict: true, help: t('helpResult') },
        ],
        widths: [60, 220, 220, 80],
      }),
    );
  }

  if (exists(KEIZER_ABSENCES_TAB) === undefined) {
    const reasons = Object.values(ABSENCE_WORDS).map((w) => w[lang]);
    create.push(
      plainTab(KEIZER_ABSENCES_TAB[lang], [header(KEIZER_ABSENCES_TAB, lang)], {
        validations: [
          { kind: 'round', col: colOf(KEIZER_ABSENCES_TAB, 'round'), fromRow: 2, max: rounds, help: render(msg('helpRound', rounds), lang) },
          { kind: 'names', col: colOf(KEIZER_ABSENCES_TAB, 'name'), fromRow: 2, sourceTab: nameSource.tab, sourceCol: nameSource.col, help: t('helpPlayer') },
          { kind: 'list', col: colOf(KEIZER_ABSENCES_TAB, 'reason'), fromRow: 2, values: reasons, strict: true, help: render(msg('helpChoice', reasons.join(', ')), lang) },
        ],
        widths: [60, 220, 120],
      }),
    );
  }

  if (exists(KEIZER_STANDINGS_TAB) === undefined) {
    create.push({ name: KEIZER_STANDINGS_TAB[lang], rows: [[t('standingsPlaceholder')]], frozenRows: 0, boldRows: [], protect: true, validations: [] });
  }

  if (exists(KEIZER_LIVE_STANDINGS_TAB) === undefined) {
    const range = (spec: TabSpec, width: number) => `${sheetRef(tabName(spec))}!A:${columnLetters(width)}`;
    const formula =
      `=KEIZERPOINTS(${range(KEIZER_PLAYERS_TAB, Object.keys(KEIZER_PLAYERS_TAB.columns).length)}, ` +
      `${range(KEIZER_RESULTS_TAB, Object.keys(KEIZER_RESULTS_TAB.columns).length)}, ` +
      `${range(KEIZER_ABSENCES_TAB, Object.keys(KEIZER_ABSENCES_TAB.columns).length)}, ` +
      `${range(SETTINGS_TAB, Object.keys(SETTINGS_TAB.columns).length)})`;
    create.push({
      name: KEIZER_LIVE_STANDINGS_TAB[lang],
      rows: [[t('liveStandingsTitle')]],
      frozenRows: 2,
      boldRows: [1, 2],
      protect: true,
      validations: [],
      formula: { row: 2, col: 1, text: formula },
    });
  }

  const createdNames = create.map((c) => c.name);
  return {
    type: 'keizer',
    lang,
    create,
    existing,
    activate: createdNames.includes(KEIZER_PLAYERS_TAB[lang]) ? KEIZER_PLAYERS_TAB[lang] : (createdNames[0] ?? tabName(KEIZER_PLAYERS_TAB)),
    summary: msg('wizardCreated', render(msg('typeKeizer'), lang), createdNames.join(', ')),
  };
}

/** The presets the wizard offers per type (Keezen's arrive with issue 5). */
export function presetsOf(type: CompetitionType): readonly { id: string; name: { nl: string; en: string }; description: { nl: string; en: string } }[] {
  return type === 'keizer' ? KEIZER_PRESETS : [];
}
