/**
 * The worksheet XML the add-on writes into an .xlsx: a whole output tab as a
 * new sheet part, and rows appended into a typed tab's sheet part without
 * touching its other rows, cells, validations or formats. Text goes in as
 * inline strings (`t="inlineStr"`), so the shared-string table is never
 * rewritten.
 */
import type { Cell } from '../../../core/cell';
import { isDateCell } from '../../../core/cell';
import { NUMBER_FORMATS, OutputTab, Validation, rectangular } from '../../../workbook/workbook';
import { XmlDocument, XmlElement, childElements, escapeXml, firstChild, xmlChars } from '../package';
import type { CellLook, Styles } from './styles';

/** `1` → `A`, `27` → `AA`. */
export function columnLetters(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** `AB12` → column 28 (row ignored). */
function columnNumber(ref: string): number {
  let n = 0;
  for (const ch of ref.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + code - 64;
  }
  return n;
}

/** A date as the spreadsheet serial number of the day and time a person sees (local time). */
function dateSerial(d: Date, date1904: boolean): number {
  const utc = Date.UTC(
    d.getFullYear(),
    d.getMonth(),
    d.getDate(),
    d.getHours(),
    d.getMinutes(),
    d.getSeconds(),
    d.getMilliseconds(),
  );
  return (utc - Date.UTC(1899, 11, 30)) / 86400000 - (date1904 ? 1462 : 0);
}

/** A cell value as worksheet XML: its type attribute and either a `<v>` value or inline text; undefined for an empty cell. */
interface CellContent {
  readonly t?: 'e' | 'b' | 'inlineStr';
  readonly v?: string;
  readonly text?: string;
  readonly date?: boolean;
}

function cellContent(value: Cell, date1904: boolean): CellContent | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? { v: String(value) } : { t: 'e', v: '#NUM!' };
  if (typeof value === 'boolean') return { t: 'b', v: value ? '1' : '0' };
  if (isDateCell(value)) return { v: String(dateSerial(value, date1904)), date: true };
  return { t: 'inlineStr', text: String(value) };
}

function contentXml(content: CellContent): string {
  return content.text !== undefined
    ? `<is><t xml:space="preserve">${escapeXml(content.text)}</t></is>`
    : `<v>${escapeXml(content.v ?? '')}</v>`;
}

/** The same content as elements of the sheet's document. */
function contentElement(doc: XmlDocument, ns: string | null, content: CellContent): XmlElement {
  if (content.text === undefined) {
    const v = doc.createElementNS(ns, 'v');
    v.appendChild(doc.createTextNode(content.v ?? ''));
    return v;
  }
  const is = doc.createElementNS(ns, 'is');
  const t = doc.createElementNS(ns, 't');
  t.setAttributeNS('http://www.w3.org/XML/1998/namespace', 'xml:space', 'preserve');
  t.appendChild(doc.createTextNode(xmlChars(content.text)));
  is.appendChild(t);
  return is;
}

/** The look of an output tab's cell: the column's number format below the header, bold header, titles, large print. */
function outputLook(tab: OutputTab, row: number, col: number, value: Cell): CellLook {
  const kind = tab.headerRow !== undefined && row > tab.headerRow ? tab.columnKinds?.[col - 1] : undefined;
  const numFmt = isDateCell(value) ? 'd/m/yyyy' : kind ? NUMBER_FORMATS[kind] : 'General';
  if ((tab.titleRows ?? []).includes(row) && col === 1) return { numFmt, bold: true, size: tab.largePrint ? 24 : 14 };
  const header = row === tab.headerRow;
  if (tab.largePrint) return { numFmt, bold: header, size: 24 };
  return header ? { numFmt, bold: true } : { numFmt };
}

export interface SheetNamespaces {
  readonly main: string;
  readonly rel: string;
}

/**
 * A whole output tab as a worksheet part. `drawingId` keeps a drawing (the
 * charts and images a user placed on the tab) attached to the new content.
 * `textColumns` (a typed tab an append creates: Append.textColumns) are plain
 * text below the header, the empty cells below the rows too (the column's style).
 */
export function outputSheetXml(
  tab: OutputTab,
  styles: Styles,
  ns: SheetNamespaces,
  date1904: boolean,
  drawingId?: string,
  textColumns: readonly number[] = tab.textColumns ?? [],
): string {
  const text = textColumns.length > 0 ? styles.index({ numFmt: NUMBER_FORMATS.text }) : 0;
  const rows = rectangular(tab.rows);
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${ns.main}" xmlns:r="${ns.rel}">`,
  ];
  parts.push(`<dimension ref="A1${rows.length > 0 && width > 0 ? `:${columnLetters(width)}${rows.length}` : ''}"/>`);
  const frozen = tab.headerRow !== undefined && tab.freezeHeader !== false ? tab.headerRow : 0;
  parts.push(
    frozen > 0
      ? `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${frozen}" topLeftCell="A${frozen + 1}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A${frozen + 1}" sqref="A${frozen + 1}"/></sheetView></sheetViews>`
      : '<sheetViews><sheetView workbookViewId="0"/></sheetViews>',
  );
  parts.push(
    `<sheetFormatPr defaultRowHeight="${tab.largePrint ? 31.5 : 15}"${tab.largePrint ? ' customHeight="1"' : ''}/>`,
  );
  if (width > 0) {
    parts.push('<cols>');
    for (let c = 0; c < width; c++) {
      const longest = rows.reduce(
        (m, r, i) => ((tab.titleRows ?? []).includes(i + 1) ? m : Math.max(m, String(r[c] ?? '').length)),
        4,
      );
      const w = Math.min(60, longest + 2) * (tab.largePrint ? 2 : 1);
      const style = textColumns.includes(c + 1) ? ` style="${text}"` : '';
      parts.push(`<col min="${c + 1}" max="${c + 1}" width="${w}"${style} customWidth="1"/>`);
    }
    parts.push('</cols>');
  }
  parts.push('<sheetData>');
  rows.forEach((r, i) => {
    const row = i + 1;
    const cells: string[] = [];
    r.forEach((value, j) => {
      const content = cellContent(value, date1904);
      const s = row > 1 && textColumns.includes(j + 1) ? text : styles.index(outputLook(tab, row, j + 1, value));
      if (!content && s === 0) return;
      const attrs = `r="${columnLetters(j + 1)}${row}"${s !== 0 ? ` s="${s}"` : ''}${content?.t ? ` t="${content.t}"` : ''}`;
      cells.push(content ? `<c ${attrs}>${contentXml(content)}</c>` : `<c ${attrs}/>`);
    });
    const large = tab.largePrint ? ' ht="31.5" customHeight="1"' : '';
    parts.push(cells.length > 0 ? `<row r="${row}"${large}>${cells.join('')}</row>` : `<row r="${row}"${large}/>`);
  });
  parts.push('</sheetData>');
  if (tab.validations?.length) parts.push(validationsXml(tab.validations));
  parts.push('<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>');
  if (drawingId !== undefined) parts.push(`<drawing r:id="${drawingId}"/>`);
  parts.push('</worksheet>');
  return parts.join('');
}

/** The rows a dropdown covers: those of a new sheet in Google Sheets (1000), as the wizard's reach to its tab's end. */
const VALIDATED_ROWS = 1000;

/** A sheet's name as a formula refers to it: always quoted (`'Live ranglijst'`), a quote doubled. */
function sheetRef(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

/**
 * The dropdowns and checks of a new tab as `<dataValidations>` (ECMA-376
 * Part 1, 18.3.1.32): a list of values, a list from another tab's column, a
 * whole number between 1 and the rounds. A strict one stops other input, the
 * others warn; the help shows as the input message (at most 255 characters).
 */
function validationsXml(validations: readonly Validation[]): string {
  const items = validations.map((v) => {
    const from = v.kind === 'list' && v.onlyRow !== undefined ? v.onlyRow : v.fromRow;
    const to = v.kind === 'list' && v.onlyRow !== undefined ? v.onlyRow : VALIDATED_ROWS;
    const col = columnLetters(v.col);
    const sqref = from === to ? `${col}${from}` : `${col}${from}:${col}${to}`;
    const strict = v.kind !== 'list' || v.strict;
    const prompt = v.help.length > 255 ? `${v.help.slice(0, 254)}…` : v.help;
    const common = `allowBlank="1" showInputMessage="1" showErrorMessage="1"${strict ? '' : ' errorStyle="warning"'} prompt="${escapeXml(prompt)}" sqref="${sqref}"`;
    switch (v.kind) {
      case 'list':
        return `<dataValidation type="list" ${common}><formula1>${escapeXml(`"${v.values.join(',')}"`)}</formula1></dataValidation>`;
      case 'names': {
        const c = columnLetters(v.sourceCol);
        const range = `${sheetRef(v.sourceTab)}!$${c}$2:$${c}$${VALIDATED_ROWS}`;
        return `<dataValidation type="list" ${common}><formula1>${escapeXml(range)}</formula1></dataValidation>`;
      }
      case 'round':
        return `<dataValidation type="whole" operator="between" ${common}><formula1>1</formula1><formula2>${v.max}</formula2></dataValidation>`;
    }
  });
  return `<dataValidations count="${items.length}">${items.join('')}</dataValidations>`;
}

/** The row number of each `<row>` element (rows without `r` follow the one before). */
function numberedRows(sheetData: XmlElement): { el: XmlElement; r: number }[] {
  let last = 0;
  return childElements(sheetData, 'row').map((el) => {
    const r = Number(el.getAttribute('r')) || last + 1;
    last = r;
    return { el, r };
  });
}

/**
 * Writes `rows` into a typed tab's sheet from row `start` (1-based) down: into
 * the row elements already there (a formatted empty row keeps its format, a
 * cell its style) or new ones in row order. A new cell takes the style of the
 * cell above it in the last data row (`styleRow`), so an appended row looks
 * like the ones the user typed. Empty values leave their cells alone, and a
 * row with a formula where a value would go is passed over.
 */
export function appendRows(
  doc: XmlDocument,
  rows: readonly (readonly Cell[])[],
  start: number,
  styleRow: number | undefined,
  styles: Styles,
  date1904: boolean,
): void {
  const root = doc.documentElement!;
  const ns = root.namespaceURI;
  let sheetData = firstChild(root, 'sheetData');
  if (!sheetData) {
    sheetData = doc.createElementNS(ns, 'sheetData');
    root.appendChild(sheetData);
  }
  const numbered = numberedRows(sheetData);
  // Every row gets its number written out, so that rows put in between keep the others' places.
  for (const { el, r } of numbered) if (!el.hasAttribute('r')) el.setAttribute('r', String(r));
  const byNumber = new Map(numbered.map((n) => [n.r, n.el]));
  const above = styleRow !== undefined ? byNumber.get(styleRow) : undefined;
  const styleAbove = new Map<number, string>();
  if (above)
    cellsOf(above).forEach(({ el, col }) => el.hasAttribute('s') && styleAbove.set(col, el.getAttribute('s')!));
  let maxRow = 0;
  let maxCol = 0;
  // A formula whose result is empty reads as an empty cell: such a row is passed over, never overwritten.
  const holdsFormula = (r: number, values: readonly Cell[]): boolean => {
    const el = byNumber.get(r);
    return (
      el !== undefined &&
      cellsOf(el).some(
        ({ el: c, col }) => firstChild(c, 'f') !== undefined && cellContent(values[col - 1], date1904) !== undefined,
      )
    );
  };
  let r = start - 1;
  rows.forEach((values) => {
    r++;
    while (holdsFormula(r, values)) r++;
    let rowEl = byNumber.get(r);
    if (!rowEl) {
      rowEl = doc.createElementNS(ns, 'row');
      rowEl.setAttribute('r', String(r));
      const next = numberedRows(sheetData).find((n) => n.r > r);
      sheetData.insertBefore(rowEl, next?.el ?? null);
      byNumber.set(r, rowEl);
    }
    const cells = cellsOf(rowEl);
    values.forEach((value, j) => {
      const col = j + 1;
      const content = cellContent(value, date1904);
      if (!content) return;
      let c = cells.find((x) => x.col === col)?.el;
      if (!c) {
        c = doc.createElementNS(ns, 'c');
        c.setAttribute('r', `${columnLetters(col)}${r}`);
        const style = styleAbove.get(col);
        if (style !== undefined) c.setAttribute('s', style);
        rowEl.insertBefore(c, cells.find((x) => x.col > col)?.el ?? null);
        cells.push({ el: c, col });
        cells.sort((a, b) => a.col - b.col);
      }
      while (c.firstChild) c.removeChild(c.firstChild);
      if (content.t) c.setAttribute('t', content.t);
      else c.removeAttribute('t');
      if (content.date && !styles.isDate(Number(c.getAttribute('s') ?? 0)))
        c.setAttribute('s', String(styles.index({ numFmt: 'd/m/yyyy' })));
      c.appendChild(contentElement(doc, ns, content));
      maxCol = Math.max(maxCol, col);
    });
    if (rowEl.hasAttribute('spans')) rowEl.removeAttribute('spans');
    maxRow = Math.max(maxRow, r);
  });
  growDimension(root, maxRow, maxCol);
}

/** The `<c>` elements of a row with their column numbers (cells without `r` follow the one before). */
function cellsOf(row: XmlElement): { el: XmlElement; col: number }[] {
  let last = 0;
  return childElements(row, 'c').map((el) => {
    const col = columnNumber(el.getAttribute('r') ?? '') || last + 1;
    last = col;
    return { el, col };
  });
}

/**
 * Sets cells of a typed tab in place (the documented edits, e.g. the rating
 * update's Rating cells): each cell keeps its style; an empty value clears
 * the cell's content; every other cell and row stays as it was.
 */
export function editCells(
  doc: XmlDocument,
  edits: readonly { readonly row: number; readonly col: number; readonly value: Cell }[],
  styles: Styles,
  date1904: boolean,
): void {
  const root = doc.documentElement!;
  const ns = root.namespaceURI;
  const sheetData = firstChild(root, 'sheetData');
  if (!sheetData) throw new Error('worksheet without sheetData');
  const numbered = numberedRows(sheetData);
  for (const { el, r } of numbered) if (!el.hasAttribute('r')) el.setAttribute('r', String(r));
  let maxRow = 0;
  let maxCol = 0;
  for (const e of edits) {
    let rowEl = numberedRows(sheetData).find((n) => n.r === e.row)?.el;
    if (!rowEl) {
      rowEl = doc.createElementNS(ns, 'row');
      rowEl.setAttribute('r', String(e.row));
      sheetData.insertBefore(rowEl, numberedRows(sheetData).find((n) => n.r > e.row)?.el ?? null);
    }
    const cells = cellsOf(rowEl);
    for (const c of cells) if (!c.el.hasAttribute('r')) c.el.setAttribute('r', `${columnLetters(c.col)}${e.row}`);
    const content = cellContent(e.value, date1904);
    let c = cells.find((x) => x.col === e.col)?.el;
    if (!c) {
      if (!content) continue;
      c = doc.createElementNS(ns, 'c');
      c.setAttribute('r', `${columnLetters(e.col)}${e.row}`);
      rowEl.insertBefore(c, cells.find((x) => x.col > e.col)?.el ?? null);
    }
    while (c.firstChild) c.removeChild(c.firstChild);
    c.removeAttribute('t');
    if (!content) continue;
    if (content.t) c.setAttribute('t', content.t);
    if (content.date && !styles.isDate(Number(c.getAttribute('s') ?? 0)))
      c.setAttribute('s', String(styles.index({ numFmt: 'd/m/yyyy' })));
    c.appendChild(contentElement(doc, ns, content));
    if (rowEl.hasAttribute('spans')) rowEl.removeAttribute('spans');
    maxRow = Math.max(maxRow, e.row);
    maxCol = Math.max(maxCol, e.col);
  }
  growDimension(root, maxRow, maxCol);
}

/** Widens the sheet's `<dimension>` to cover the cells written. */
function growDimension(root: XmlElement, maxRow: number, maxCol: number): void {
  const dimension = firstChild(root, 'dimension');
  if (!dimension || maxRow === 0) return;
  const ref = dimension.getAttribute('ref') ?? 'A1';
  const [from, to = from] = ref.split(':') as [string, string?];
  const toRow = Number(/\d+$/.exec(to ?? '')?.[0] ?? 1);
  const toCol = columnNumber(to ?? 'A');
  const newTo = `${columnLetters(Math.max(toCol, maxCol))}${Math.max(toRow, maxRow)}`;
  if (newTo !== to) dimension.setAttribute('ref', `${from}:${newTo}`);
}
