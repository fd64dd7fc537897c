/**
 * The server side of the new-competition wizard (a modal dialog): what it
 * offers (`wizardInfo`) and the creation (`wizardCreate`), under the document
 * lock. It never overwrites a tab: when tabs of the competition exist, the
 * first call answers `confirm` with their names and writes nothing; only when
 * the leader agrees are the missing tabs created, the existing ones untouched.
 */
import { importSeason } from '../actions/exchange';
import { Problems, formatProblem, isInputError } from '../core/problems';
import { trfToSeason } from '../core/trf/keizer';
import { parseTrf } from '../core/trf/trf';
import { Lang, msg, render, text } from '../i18n';
import { COMPETITION_TYPES, CompetitionType } from '../sheet/contract';
import {
  CompetitionPlan,
  FormulaRead,
  TabPlan,
  ValidationPlan,
  planCompetition,
  presetsOf,
} from '../sheet/newCompetition';
import type { WizardInfo, WizardReply, WizardRequest } from '../ui/protocol';
import { applyChanges } from '../workbook/workbook';
import { buildMenu } from './menu';
import { userLang, withDocumentLock } from './run';
import { SheetsWorkbook, literal, plainTextColumns } from './sheetsWorkbook';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The types the wizard creates, in the order it offers them. */
const CREATABLE: readonly CompetitionType[] = ['keizer', 'keezen'];

export function wizardInfo(): WizardInfo {
  const l = userLang();
  return {
    lang: l,
    types: CREATABLE.map((type) => ({
      type,
      label: text(type === 'keizer' ? 'typeKeizer' : 'typeKeezen', l),
      presets: presetsOf(type).map((p) => ({ id: p.id, label: p.name[l], description: p.description[l] })),
    })),
  };
}

function reply(status: WizardReply['status'], fields: Partial<WizardReply>): WizardReply {
  return { status, lines: [], errors: [], existing: [], created: [], ...fields };
}

/**
 * The sheets of one creation and what the dropdowns need of them, each asked
 * of Sheets once: the tabs just made come from insertSheet, an existing source
 * of names from one getSheetByName, and each sheet's row count from one
 * getMaxRows.
 */
class Sheets {
  private readonly byName = new Map<string, Sheet | null>();
  private readonly maxRows = new Map<Sheet, number>();

  constructor(private readonly ss: Spreadsheet) {}

  add(name: string, sheet: Sheet): void {
    this.byName.set(name, sheet);
  }

  get(name: string): Sheet | undefined {
    if (!this.byName.has(name)) this.byName.set(name, this.ss.getSheetByName(name));
    return this.byName.get(name) ?? undefined;
  }

  rows(sheet: Sheet): number {
    let n = this.maxRows.get(sheet);
    if (n === undefined) this.maxRows.set(sheet, (n = sheet.getMaxRows()));
    return n;
  }

  /** Rows from `fromRow` to the sheet's last row: a dropdown covers the whole column. */
  column(sheet: Sheet, col: number, fromRow: number): GoogleAppsScript.Spreadsheet.Range {
    return sheet.getRange(fromRow, col, Math.max(1, this.rows(sheet) - fromRow + 1), 1);
  }
}

function applyValidation(sheets: Sheets, sheet: Sheet, v: ValidationPlan): void {
  const builder = SpreadsheetApp.newDataValidation();
  switch (v.kind) {
    case 'list':
      builder.requireValueInList(v.values.slice(), true).setAllowInvalid(!v.strict);
      break;
    case 'names': {
      const source = sheets.get(v.sourceTab);
      if (!source) return;
      builder.requireValueInRange(sheets.column(source, v.sourceCol, 2), true).setAllowInvalid(false);
      break;
    }
    case 'round':
      builder.requireNumberBetween(1, v.max).setAllowInvalid(false);
      break;
  }
  const range =
    v.kind === 'list' && v.onlyRow !== undefined
      ? sheet.getRange(v.onlyRow, v.col)
      : sheets.column(sheet, v.col, v.fromRow);
  range.setDataValidation(builder.setHelpText(v.help).build());
}

/** Runs of equal widths: [first column (1-based), count, width]. */
function widthRuns(widths: readonly (number | undefined)[]): [number, number, number][] {
  const runs: [number, number, number][] = [];
  widths.forEach((w, i) => {
    const last = runs[runs.length - 1];
    if (w === undefined) return;
    if (last && last[2] === w && last[0] + last[1] === i + 1) last[1]++;
    else runs.push([i + 1, 1, w]);
  });
  return runs;
}

/**
 * A formula reads only columns inside the grid of the tab it reads: a new tab
 * is 26 columns wide (A–Z) and the Keezen Uitslagen is read as A:AK, so such a
 * tab gets the empty columns it lacks at its end first (nothing in it moves).
 */
function growForFormula(sheets: Sheets, reads: readonly FormulaRead[]): void {
  for (const read of reads) {
    const source = sheets.get(read.tab);
    const have = source?.getMaxColumns() ?? read.columns;
    if (source && have < read.columns) source.insertColumnsAfter(have, read.columns - have);
  }
}

/** Creates one tab of the plan: values in one setValues, then its presentation. */
function createTab(ss: Spreadsheet, sheets: Sheets, tab: TabPlan, lang: Lang): Sheet {
  const sheet = ss.insertSheet(tab.name);
  const width = tab.rows.reduce((w, r) => Math.max(w, r.length), 0);
  if (tab.rows.length > 0 && width > 0) {
    const rows = tab.rows.map((r) => [...r, ...new Array(width - r.length).fill('')].map((c) => literal(c)));
    sheet.getRange(1, 1, rows.length, width).setValues(rows);
  }
  for (const row of tab.boldRows) sheet.getRange(row, 1, 1, Math.max(1, width)).setFontWeight('bold');
  if (tab.frozenRows > 0) sheet.setFrozenRows(tab.frozenRows);
  for (const [col, count, w] of widthRuns(tab.widths ?? [])) sheet.setColumnWidths(col, count, w);
  // The one formula the add-on writes: the live standings, recomputed by Sheets on every result typed.
  if (tab.formula) {
    growForFormula(sheets, tab.formula.reads);
    sheet.getRange(tab.formula.row, tab.formula.col).setFormula(tab.formula.text);
  }
  if (tab.protect)
    sheet
      .protect()
      .setWarningOnly(true)
      .setDescription(render(msg('protectedByAddon'), lang));
  return sheet;
}

function plan(ss: Spreadsheet, type: CompetitionType, request: WizardRequest, lang: Lang): CompetitionPlan {
  // SheetsWorkbook reads each tab once itself.
  return planCompetition(new SheetsWorkbook(ss), { type, preset: request.preset, lang, players: request.players });
}

/** Validates what the dialog sent: it is data from a browser. */
function checkRequest(request: unknown): WizardRequest | undefined {
  if (!request || typeof request !== 'object') return undefined;
  const r = request as Record<string, unknown>;
  if (typeof r.type !== 'string' || typeof r.preset !== 'string' || typeof r.lang !== 'string') return undefined;
  if (!Array.isArray(r.players) || r.players.some((p) => typeof p !== 'string')) return undefined;
  if (r.trf !== undefined && typeof r.trf !== 'string') return undefined;
  return {
    type: r.type,
    preset: r.preset,
    lang: r.lang,
    players: r.players as string[],
    createMissing: r.createMissing === true,
    ...(typeof r.trf === 'string' ? { trf: r.trf } : {}),
  };
}

/**
 * A season from a TRF file: Spelers, Uitslagen, Afwezig (and Instellingen when
 * missing) written as the import action plans them, or nothing when anything in
 * the file cannot be mapped or the spreadsheet holds a competition already.
 */
function importTrf(ss: Spreadsheet, trf: string, tabLang: Lang, uiLang: Lang): WizardReply {
  const wb = new SheetsWorkbook(ss);
  const problems = new Problems();
  const source = render(msg('trfDialogTitle'), uiLang);
  const season = trfToSeason(parseTrf(trf, source, problems), source, problems);
  problems.throwIfErrors();
  const outcome = importSeason(wb, season, problems, tabLang);
  applyChanges(wb, outcome.changes);
  const lines = [
    ...outcome.summary.map((m) => render(m, uiLang)),
    ...outcome.warnings.map((p) => formatProblem(p, uiLang)),
  ];
  ss.toast(lines[0] ?? '', render(msg('doneTitle'), uiLang), 8);
  return reply('created', { lines, created: outcome.changes.writes.map((w) => w.name) });
}

export function wizardCreate(request: unknown): WizardReply {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const uiLang = userLang(ss);
  const req = checkRequest(request);
  const type =
    req && (COMPETITION_TYPES as readonly string[]).includes(req.type) ? (req.type as CompetitionType) : undefined;
  if (!req || !type || !CREATABLE.includes(type))
    return reply('error', { errors: [render(msg('badRequest', 'wizard'), uiLang)] });
  const tabLang: Lang = req.lang === 'en' ? 'en' : 'nl';
  if (req.trf !== undefined && type !== 'keizer')
    return reply('error', { errors: [render(msg('wizardTrfKeizerOnly'), uiLang)] });
  const ran = withDocumentLock((): WizardReply => {
    try {
      if (req.trf !== undefined) return importTrf(ss, req.trf, tabLang, uiLang);
      const p = plan(ss, type, req, tabLang);
      if (p.create.length === 0)
        return reply('error', { errors: [render(msg('wizardNothingToDo'), uiLang)], existing: [...p.existing] });
      if (p.existing.length > 0 && !req.createMissing) {
        return reply('confirm', {
          lines: [render(msg('wizardExisting', p.existing.join(', ')), uiLang)],
          existing: [...p.existing],
        });
      }
      const sheets = new Sheets(ss);
      for (const tab of p.create) sheets.add(tab.name, createTab(ss, sheets, tab, tabLang));
      // Dropdowns last: the names dropdowns point into a tab that may just have been made.
      for (const tab of p.create) {
        const sheet = sheets.get(tab.name)!;
        for (const v of tab.validations) applyValidation(sheets, sheet, v);
        if (tab.textColumns?.length) plainTextColumns(sheet, tab.textColumns, 2, sheets.rows(sheet));
      }
      if (p.create.some((t) => t.name === p.activate)) sheets.get(p.activate)!.activate();
      const lines = [render(p.summary, uiLang)];
      if (p.existing.length > 0) lines.push(render(msg('wizardKept', p.existing.join(', ')), uiLang));
      ss.toast(lines.join('\n'), render(msg('doneTitle'), uiLang), 8);
      return reply('created', { lines, existing: [...p.existing], created: p.create.map((t) => t.name) });
    } catch (e) {
      if (isInputError(e)) return reply('error', { errors: e.errors.map((x) => formatProblem(x, uiLang)) });
      return reply('error', { errors: [render(msg('internalError', String((e as Error)?.message ?? e)), uiLang)] });
    }
  });
  if (ran.busy) return reply('error', { errors: [render(msg('busy'), uiLang)] });
  // The menu was built for a spreadsheet without this competition: show its actions now.
  if (ran.value.status === 'created') buildMenu({ lang: uiLang, type });
  return ran.value;
}
