/**
 * An action's changes written into an .xlsx/.xlsm package part for part: an
 * output tab's sheet part is replaced (or added, with its entries in the
 * workbook's sheet list, its relationships, the content types and the
 * document properties' sheet names), rows appended to a typed tab and its
 * cells edited in place go into that tab's sheet part, and every other part
 * keeps its bytes — charts,
 * drawings, images, comments, tables, protection, print settings, macros
 * (`vbaProject.bin`), themes, custom properties, the typed tabs' validations
 * and formulas.
 *
 * A chart or image the user put on an output tab stays: the new sheet part
 * keeps the old one's drawing, whose charts read the tab's cells by address
 * and so show the new content. The old part's other relationships (comments,
 * tables, print settings) belonged to cells that are gone, and are dropped
 * with the parts that nothing refers to any more.
 */
import type { Cell } from '../../../core/cell';
import { InputError } from '../../../core/problems';
import { msg } from '../../../i18n';
import { isEmptyRow } from '../../../core/cell';
import { setCells, type CellEdit, type OutputTab } from '../../../workbook/workbook';
import type { Change } from '../fileWorkbook';
import { Package, UnreadablePackageError, checkRoomBelow, XmlElement, childElements, firstChild } from '../package';
import {
  CONTENT_TYPES,
  addOverride,
  addRelationship,
  filterRelationships,
  isType,
  reachableParts,
  relationships,
  removeOrphans,
} from './opc';
import { appendRows, editCells, outputSheetXml, SheetNamespaces } from './sheet';
import { Styles } from './styles';

const WORKSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
const WORKBOOK_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const MACRO_WORKBOOK_TYPE = 'application/vnd.ms-excel.sheet.macroEnabled.main+xml';
const TRANSITIONAL_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const STRICT_REL = 'http://purl.oclc.org/ooxml/officeDocument/relationships';

interface SheetEntry {
  readonly name: string;
  readonly part: string;
}

/** The workbook part of a package and what hangs off it. */
class XlsxBook {
  readonly workbookPart: string;
  readonly ns: SheetNamespaces;
  readonly date1904: boolean;
  readonly styles: Styles;
  readonly sheets: SheetEntry[];

  constructor(readonly pkg: Package) {
    const office = relationships(pkg, '').find((r) => isType(r.type, 'officeDocument') && r.part !== undefined);
    if (!office?.part || !pkg.has(office.part)) throw new UnreadablePackageError('no workbook part in the package');
    this.workbookPart = office.part;
    const root = pkg.xml(this.workbookPart)!.documentElement!;
    const main = root.namespaceURI ?? 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    this.ns = { main, rel: main.startsWith('http://purl.oclc.org') ? STRICT_REL : TRANSITIONAL_REL };
    const pr = firstChild(root, 'workbookPr');
    this.date1904 = ['1', 'true'].includes(pr?.getAttribute('date1904') ?? '');
    const rels = relationships(pkg, this.workbookPart);
    const stylesRel = rels.find((r) => isType(r.type, 'styles'));
    this.styles = new Styles(pkg, stylesRel?.part ?? '');
    this.sheets = this.sheetElements().flatMap((el) => {
      const id = el.getAttributeNS(this.ns.rel, 'id') ?? '';
      const part = rels.find((r) => r.id === id)?.part;
      return part ? [{ name: el.getAttribute('name') ?? '', part }] : [];
    });
  }

  private sheetsElement(): XmlElement {
    const root = this.pkg.xml(this.workbookPart)!.documentElement!;
    const sheets = firstChild(root, 'sheets');
    if (!sheets) throw new UnreadablePackageError(`${this.workbookPart}: no sheet list`);
    return sheets;
  }

  private sheetElements(): XmlElement[] {
    return childElements(this.sheetsElement(), 'sheet');
  }

  part(name: string): string | undefined {
    return this.sheets.find((s) => s.name === name)?.part;
  }

  /** Adds an empty tab at the end: its part, relationship, content type, sheet entry and document-properties name. */
  addSheet(name: string): string {
    // Structure protection (Review → Protect Workbook) forbids a new sheet: Excel would refuse the file's tabs as they are.
    const protection = firstChild(this.pkg.xml(this.workbookPart)!.documentElement!, 'workbookProtection');
    if (['1', 'true'].includes(protection?.getAttribute('lockStructure') ?? ''))
      throw new InputError([{ severity: 'error', place: { tab: name }, message: msg('cliStructureLocked', name) }]);
    const folder = this.workbookPart.slice(0, this.workbookPart.lastIndexOf('/') + 1);
    let n = 1;
    while (this.pkg.has(`${folder}worksheets/sheet${n}.xml`)) n++;
    const part = `${folder}worksheets/sheet${n}.xml`;
    this.pkg.put(part, '');
    const id = addRelationship(this.pkg, this.workbookPart, `${this.ns.rel}/worksheet`, `worksheets/sheet${n}.xml`);
    addOverride(this.pkg, part, WORKSHEET_TYPE);
    const doc = this.pkg.xml(this.workbookPart)!;
    const list = this.sheetsElement();
    const sheetId = Math.max(0, ...this.sheetElements().map((s) => Number(s.getAttribute('sheetId')) || 0)) + 1;
    const el = doc.createElementNS(list.namespaceURI, 'sheet');
    el.setAttribute('name', name);
    el.setAttribute('sheetId', String(sheetId));
    el.setAttributeNS(this.ns.rel, 'r:id', id);
    list.appendChild(el);
    this.pkg.touch(this.workbookPart);
    this.addTitle(name);
    this.sheets.push({ name, part });
    return part;
  }

  /**
   * Adds the tab's name to the sheet names of docProps/app.xml when its first
   * group is the worksheets (as Excel and LibreOffice write it); any other
   * layout is left alone, the names there being information only.
   */
  private addTitle(name: string): void {
    const app = relationships(this.pkg, '').find((r) => isType(r.type, 'extended-properties'))?.part;
    const doc = app ? this.pkg.xml(app) : undefined;
    if (!app || !doc) return;
    const root = doc.documentElement!;
    const pairs = firstChild(root, 'HeadingPairs');
    const titles = firstChild(root, 'TitlesOfParts');
    const pairVector = pairs && firstChild(pairs, 'vector');
    const titleVector = titles && firstChild(titles, 'vector');
    if (!pairVector || !titleVector) return;
    const variants = childElements(pairVector, 'variant');
    const countEl = variants[1] && childElements(variants[1])[0];
    const count = Number(countEl?.textContent);
    const names = childElements(titleVector, 'lpstr');
    if (!countEl || count !== this.sheets.length || names.length < count) return;
    countEl.textContent = String(count + 1);
    const lpstr = doc.createElementNS(
      titleVector.namespaceURI,
      titleVector.prefix ? `${titleVector.prefix}:lpstr` : 'lpstr',
    );
    lpstr.appendChild(doc.createTextNode(name));
    titleVector.insertBefore(lpstr, names[count] ?? null);
    titleVector.setAttribute('size', String(names.length + 1));
    this.pkg.touch(app);
  }

  /** Replaces a tab's sheet part by an output tab, keeping the drawing the user attached to it. */
  writeOutput(part: string, tab: OutputTab, textColumns?: readonly number[]): void {
    const drawing = relationships(this.pkg, part).find((r) => isType(r.type, 'drawing'));
    if (this.pkg.has(part) && hasFormulas(this.pkg, part)) this.dropCalcChain();
    filterRelationships(this.pkg, part, (r) => r.id === drawing?.id);
    this.pkg.put(part, outputSheetXml(tab, this.styles, this.ns, this.date1904, drawing?.id, textColumns));
  }

  /**
   * Asks Excel and LibreOffice to recalculate every formula on opening: the
   * user's formulas that read a changed tab hold results cached from its old
   * content. The calculation chain goes too (rebuilt by Excel): it may name
   * cells that no longer hold formulas.
   */
  recalculateOnLoad(): void {
    const doc = this.pkg.xml(this.workbookPart)!;
    const root = doc.documentElement!;
    let calcPr = firstChild(root, 'calcPr');
    if (calcPr?.getAttribute('fullCalcOnLoad') === '1') return this.dropCalcChain();
    if (!calcPr) {
      calcPr = doc.createElementNS(root.namespaceURI, 'calcPr');
      // Schema order: calcPr follows the sheets and defined names (and what precedes them).
      const after = firstChild(root, 'definedNames') ?? this.sheetsElement();
      root.insertBefore(calcPr, after.nextSibling);
    }
    calcPr.setAttribute('fullCalcOnLoad', '1');
    this.pkg.touch(this.workbookPart);
    this.dropCalcChain();
  }

  /** The calculation chain lists formula cells; Excel refuses a chain naming cells that no longer hold formulas, and rebuilds a missing one. */
  private dropCalcChain(): void {
    filterRelationships(this.pkg, this.workbookPart, (r) => !isType(r.type, 'calcChain'));
  }

  /**
   * Excel opens an .xlsm only with the macro-enabled workbook type and an
   * .xlsx only without it: a copy saved under the other extension gets the
   * type its name needs (an .xlsx copy without the macros; the file read
   * keeps them).
   */
  setMacroEnabled(macros: boolean): void {
    const types = this.pkg.xml(CONTENT_TYPES);
    const override =
      types &&
      childElements(types.documentElement!, 'Override').find(
        (el) => (el.getAttribute('PartName') ?? '').replace(/^\//, '') === this.workbookPart,
      );
    if (!override) return;
    const type = override.getAttribute('ContentType');
    if (type !== (macros ? WORKBOOK_TYPE : MACRO_WORKBOOK_TYPE)) return;
    override.setAttribute('ContentType', macros ? MACRO_WORKBOOK_TYPE : WORKBOOK_TYPE);
    this.pkg.touch(CONTENT_TYPES);
    if (!macros) filterRelationships(this.pkg, this.workbookPart, (r) => !isType(r.type, 'vbaProject'));
  }

  editIn(part: string, edits: readonly CellEdit[]): void {
    const doc = this.pkg.xml(part);
    if (!doc) throw new Error(`${part} missing`);
    editCells(doc, edits, this.styles, this.date1904);
    this.pkg.touch(part);
  }

  appendTo(part: string, rows: readonly (readonly Cell[])[], start: number, styleRow: number | undefined): void {
    const doc = this.pkg.xml(part);
    if (!doc) throw new Error(`${part} missing`);
    appendRows(doc, rows, start, styleRow, this.styles, this.date1904);
    this.pkg.touch(part);
    if (rows.length > 0) this.growTables(part, start - 1, start - 1 + rows.length);
  }

  /**
   * an Excel table (a table part of the sheet) or the sheet's
   * autofilter whose range ends at the last row before the appended ones
   * grows down over them (a table's own autofilter with it); one that ends
   * elsewhere is the user's and stays.
   */
  private growTables(part: string, lastBefore: number, lastAfter: number): void {
    const grow = (el: XmlElement | undefined): boolean => {
      const grown = el && grownRef(el.getAttribute('ref') ?? '', lastBefore, lastAfter);
      if (!el || !grown) return false;
      el.setAttribute('ref', grown);
      return true;
    };
    const sheet = this.pkg.xml(part)!.documentElement!;
    if (grow(firstChild(sheet, 'autoFilter'))) this.pkg.touch(part);
    for (const rel of relationships(this.pkg, part)) {
      if (!isType(rel.type, 'table') || rel.part === undefined) continue;
      const table = this.pkg.xml(rel.part)?.documentElement;
      if (!table || table.getAttribute('totalsRowCount') === '1' || !grow(table)) continue;
      grow(firstChild(table, 'autoFilter'));
      this.pkg.touch(rel.part);
    }
  }
}

/**
 * `A1:D20` grown to end at row `lastAfter` when it ends from row `lastBefore` (the last row before the appended
 * ones) up to above `lastAfter` (a table made longer than its rows then); undefined otherwise.
 */
export function grownRef(ref: string, lastBefore: number, lastAfter: number): string | undefined {
  const m = /^(\$?[A-Z]+\$?\d+):(\$?[A-Z]+\$?)(\d+)$/.exec(ref);
  if (!m || Number(m[3]) < lastBefore || Number(m[3]) >= lastAfter) return undefined;
  return `${m[1]}:${m[2]}${lastAfter}`;
}

/** True for a sheet part with a formula cell (a cheap look at the text: `<f>` or `<f ...>`). */
function hasFormulas(pkg: Package, part: string): boolean {
  if (!/worksheets\/[^/]+\.xml$/.test(part)) return false;
  return /<(\w+:)?f[ >]/.test(new TextDecoder().decode(pkg.get(part)));
}

/** Checks that the bytes are an .xlsx/.xlsm package with a workbook and its sheet list (before an action runs, not at saving). */
export function checkXlsxPackage(bytes: Uint8Array): void {
  new XlsxBook(new Package(bytes)).part('');
}

/** The last non-empty row (1-based; 0 when none), the way the memory workbook appends. */
function lastFilledRow(rows: readonly (readonly Cell[])[]): number {
  let last = rows.length;
  while (last > 0 && isEmptyRow(rows[last - 1]!)) last--;
  return last;
}

/**
 * The bytes of the .xlsx/.xlsm after an action: `original` (undefined for a
 * new workbook) with `changes` applied; `loaded` gives each tab's values as
 * read, to find the row below which appends go.
 */
export function xlsxWithChanges(
  original: Uint8Array | undefined,
  changes: readonly Change[],
  loaded: (tab: string) => Cell[][] | undefined,
  kind: 'xlsx' | 'xlsm' = 'xlsx',
): Uint8Array {
  const pkg = new Package(original ?? emptyXlsxPackage());
  const before = reachableParts(pkg);
  const book = new XlsxBook(pkg);
  book.setMacroEnabled(kind === 'xlsm');
  const values = new Map<string, Cell[][]>();
  const valuesOf = (tab: string): Cell[][] => {
    if (!values.has(tab))
      values.set(
        tab,
        (loaded(tab) ?? []).map((r) => r.slice()),
      );
    return values.get(tab)!;
  };
  // Every save changes cells a user's formula may read (an output tab, appended rows, edited ratings): Excel and
  // LibreOffice recalculate them on opening. The cached results stay: they are what a command reads of a formula.
  if (changes.length > 0 && [...before].some((p) => hasFormulas(pkg, p))) book.recalculateOnLoad();
  for (const change of changes) checkCellLengths(change);
  for (const change of changes) {
    if (change.kind === 'edit') {
      const part = book.part(change.tab);
      if (part === undefined) throw new Error(`no tab ${change.tab}`);
      book.editIn(part, change.edits);
      setCells(valuesOf(change.tab), change.edits, null);
      continue;
    }
    if (change.kind === 'write') {
      book.writeOutput(book.part(change.tab) ?? book.addSheet(change.tab), change.output);
      values.set(
        change.tab,
        change.output.rows.map((r) => r.slice()),
      );
      continue;
    }
    const existing = book.part(change.tab);
    if (existing === undefined) {
      const rows = [change.append.header.slice(), ...change.append.rows.map((r) => r.slice())];
      book.writeOutput(book.addSheet(change.tab), { name: change.tab, rows, headerRow: 1 }, change.append.textColumns);
      values.set(change.tab, rows);
      continue;
    }
    const rows = valuesOf(change.tab);
    const last = lastFilledRow(rows);
    checkRoomBelow(change.tab, last, change.append.rows.length);
    book.appendTo(existing, change.append.rows, last + 1, last > 1 ? last : undefined);
    rows.splice(last, rows.length - last, ...change.append.rows.map((r) => r.slice()));
  }
  removeOrphans(pkg, before);
  return pkg.bytes();
}

/** Excel's limit of characters in a cell (Excel specifications and limits): a longer text breaks the file there. */
const EXCEL_CELL_CHARACTERS = 32_767;

/** Refuses a text longer than Excel takes in a cell, at its place, before anything is written. */
function checkCellLengths(change: Change): void {
  const tooLong = (c: Cell) => typeof c === 'string' && c.length > EXCEL_CELL_CHARACTERS;
  const refuse = (row: number | undefined, col: number, c: Cell) => {
    throw new InputError([
      {
        severity: 'error',
        place: { tab: change.tab, ...(row !== undefined ? { row } : {}), col },
        message: msg('cliCellTooLong', String(c).length, EXCEL_CELL_CHARACTERS),
      },
    ]);
  };
  if (change.kind === 'edit') {
    for (const e of change.edits) if (tooLong(e.value)) refuse(e.row, e.col, e.value);
    return;
  }
  const rows = change.kind === 'write' ? change.output.rows : change.append.rows;
  rows.forEach((r, i) =>
    r.forEach((c, j) => {
      if (tooLong(c)) refuse(change.kind === 'write' ? i + 1 : undefined, j + 1, c);
    }),
  );
}

/** A workbook package with no tabs yet: what a new .xlsx starts from. */
function emptyXlsxPackage(): Uint8Array {
  const pkg = new Package();
  const decl = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  pkg.put(
    '[Content_Types].xml',
    `${decl}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`,
  );
  pkg.put(
    '_rels/.rels',
    `${decl}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${TRANSITIONAL_REL}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="${TRANSITIONAL_REL}/extended-properties" Target="docProps/app.xml"/></Relationships>`,
  );
  pkg.put(
    'docProps/app.xml',
    `${decl}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>Competitieleider</Application><HeadingPairs><vt:vector size="2" baseType="variant"><vt:variant><vt:lpstr>Worksheets</vt:lpstr></vt:variant><vt:variant><vt:i4>0</vt:i4></vt:variant></vt:vector></HeadingPairs><TitlesOfParts><vt:vector size="0" baseType="lpstr"></vt:vector></TitlesOfParts></Properties>`,
  );
  pkg.put(
    'xl/workbook.xml',
    `${decl}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${TRANSITIONAL_REL}"><bookViews><workbookView/></bookViews><sheets></sheets></workbook>`,
  );
  pkg.put(
    'xl/_rels/workbook.xml.rels',
    `${decl}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${TRANSITIONAL_REL}/styles" Target="styles.xml"/></Relationships>`,
  );
  pkg.put(
    'xl/styles.xml',
    `${decl}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  );
  return pkg.bytes();
}
