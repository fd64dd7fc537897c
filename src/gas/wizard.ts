/**
 * The server side of the new-competition wizard (a modal dialog): what it
 * offers (`wizardInfo`) and the creation (`wizardCreate`), under the document
 * lock. It never overwrites a tab: when tabs of the competition exist, the
 * first call answers `confirm` with their names and writes nothing; only when
 * the leader agrees are the missing tabs created, the existing ones untouched.
 */
import { formatProblem, isInputError } from '../core/problems';
import { Lang, langFromLocale, msg, render, text, viewTexts } from '../i18n';
import { COMPETITION_TYPES, CompetitionType } from '../sheet/contract';
import { CompetitionPlan, TabPlan, ValidationPlan, planCompetition, presetsOf } from '../sheet/newCompetition';
import type { WizardInfo, WizardReply, WizardRequest } from '../ui/protocol';
import { CachedReader } from '../workbook/workbook';
import { withDocumentLock } from './run';
import { SheetsWorkbook, literal } from './sheetsWorkbook';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The types the wizard creates, in the order it offers them. */
const CREATABLE: readonly CompetitionType[] = ['keizer', 'keezen'];

export function wizardInfo(): WizardInfo {
  const l = langFromLocale(SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetLocale());
  return {
    lang: l,
    texts: viewTexts(l),
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

/** Rows from the sheet's max row count down: a dropdown covers the whole column. */
function columnRange(sheet: Sheet, col: number, fromRow: number, onlyRow?: number): GoogleAppsScript.Spreadsheet.Range {
  if (onlyRow !== undefined) return sheet.getRange(onlyRow, col);
  return sheet.getRange(fromRow, col, Math.max(1, sheet.getMaxRows() - fromRow + 1), 1);
}

function applyValidation(ss: Spreadsheet, sheet: Sheet, v: ValidationPlan): void {
  const builder = SpreadsheetApp.newDataValidation();
  switch (v.kind) {
    case 'list':
      builder.requireValueInList(v.values.slice(), true).setAllowInvalid(!v.strict);
      break;
    case 'names': {
      const source = ss.getSheetByName(v.sourceTab);
      if (!source) return;
      builder.requireValueInRange(source.getRange(2, v.sourceCol, Math.max(1, source.getMaxRows() - 1), 1), true).setAllowInvalid(false);
      break;
    }
    case 'round':
      builder.requireNumberBetween(1, v.max).setAllowInvalid(false);
      break;
  }
  columnRange(sheet, v.col, v.fromRow, v.kind === 'list' ? v.onlyRow : undefined).setDataValidation(builder.setHelpText(v.help).build());
}

/** Creates one tab of the plan: values in one setValues, then its presentation. */
function createTab(ss: Spreadsheet, tab: TabPlan, lang: Lang): Sheet {
  const sheet = ss.insertSheet(tab.name);
  const width = tab.rows.reduce((w, r) => Math.max(w, r.length), 0);
  if (tab.rows.length > 0 && width > 0) {
    const rows = tab.rows.map((r) => [...r, ...new Array(width - r.length).fill('')].map(literal));
    sheet.getRange(1, 1, rows.length, width).setValues(rows);
  }
  for (const row of tab.boldRows) sheet.getRange(row, 1, 1, Math.max(1, width)).setFontWeight('bold');
  if (tab.frozenRows > 0) sheet.setFrozenRows(tab.frozenRows);
  tab.widths?.forEach((w, i) => {
    if (w !== undefined) sheet.setColumnWidth(i + 1, w);
  });
  // The one formula the add-on writes: the live standings, recomputed by Sheets on every result typed.
  if (tab.formula) sheet.getRange(tab.formula.row, tab.formula.col).setFormula(tab.formula.text);
  if (tab.protect) sheet.protect().setWarningOnly(true).setDescription(render(msg('protectedByAddon'), lang));
  return sheet;
}

function plan(ss: Spreadsheet, type: CompetitionType, request: WizardRequest, lang: Lang): CompetitionPlan {
  const reader = new CachedReader(new SheetsWorkbook(ss));
  return planCompetition(reader, { type, preset: request.preset, lang, players: request.players });
}

/** Validates what the dialog sent: it is data from a browser. */
function checkRequest(request: unknown): WizardRequest | undefined {
  if (!request || typeof request !== 'object') return undefined;
  const r = request as Record<string, unknown>;
  if (typeof r.type !== 'string' || typeof r.preset !== 'string' || typeof r.lang !== 'string') return undefined;
  if (!Array.isArray(r.players) || r.players.some((p) => typeof p !== 'string')) return undefined;
  return { type: r.type, preset: r.preset, lang: r.lang, players: r.players as string[], createMissing: r.createMissing === true };
}

export function wizardCreate(request: unknown): WizardReply {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const uiLang = langFromLocale(ss.getSpreadsheetLocale());
  const req = checkRequest(request);
  const type = req && (COMPETITION_TYPES as readonly string[]).includes(req.type) ? (req.type as CompetitionType) : undefined;
  if (!req || !type || !CREATABLE.includes(type)) return reply('error', { errors: [render(msg('badRequest', 'wizard'), uiLang)] });
  const tabLang: Lang = req.lang === 'en' ? 'en' : 'nl';
  const ran = withDocumentLock((): WizardReply => {
    try {
      const p = plan(ss, type, req, tabLang);
      if (p.create.length === 0) return reply('error', { errors: [render(msg('wizardNothingToDo'), uiLang)], existing: [...p.existing] });
      if (p.existing.length > 0 && !req.createMissing) {
        return reply('confirm', { lines: [render(msg('wizardExisting', p.existing.join(', ')), uiLang)], existing: [...p.existing] });
      }
      let activate: Sheet | undefined;
      for (const tab of p.create) {
        const sheet = createTab(ss, tab, tabLang);
        if (tab.name === p.activate) activate = sheet;
      }
      // Dropdowns last: the names dropdowns point into a tab that may just have been made.
      for (const tab of p.create) {
        const sheet = ss.getSheetByName(tab.name)!;
        for (const v of tab.validations) applyValidation(ss, sheet, v);
      }
      if (activate) activate.activate();
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
  return ran.value;
}
