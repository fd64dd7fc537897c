/**
 * An action's changes written into an .ods package: an output tab's table
 * element in content.xml is replaced (or added after the last table), rows
 * appended to a typed tab go into that table's empty rows, cells edited in
 * place (the documented edits) change in their table, and nothing else
 * in content.xml changes meaning: the typed tabs' tables with their formulas,
 * validations, styles, hidden and protected states stay as they are. Every
 * other entry of the package (styles.xml, settings.xml, meta.xml, images,
 * charts) keeps its bytes; `mimetype` stays first and uncompressed.
 *
 * An output table is written with its values, a bold header, title rows,
 * large print and the columns' number formats (automatic styles of
 * content.xml), and the dropdowns of a new competition's tabs (content
 * validations, down to row 1000). Frozen rows live in settings.xml, which is left alone. The
 * shapes the user placed on an output table (charts, images anchored to the
 * page) are kept on the new table; what was anchored to its old cells goes
 * with them.
 */
import type { Cell } from '../../../core/cell';
import { isDateCell, isEmptyRow } from '../../../core/cell';
import { CellEdit, ColumnKind, OutputTab, Validation, rectangular, setCells } from '../../../workbook/workbook';
import { columnLetters } from '../../../core/problems';
import type { Change } from '../fileWorkbook';
import {
  Package,
  UnreadablePackageError,
  checkRoomBelow,
  XmlDocument,
  XmlElement,
  childElements,
  escapeXml,
  firstChild,
  parseXml,
} from '../package';

const NS = {
  office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
  style: 'urn:oasis:names:tc:opendocument:xmlns:style:1.0',
  text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
  table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
  number: 'urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0',
  fo: 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0',
} as const;
const DECLARATIONS = Object.entries(NS)
  .map(([p, uri]) => `xmlns:${p}="${uri}"`)
  .join(' ');
const CONTENT = 'content.xml';

/** A cell value as ODF table-cell XML (attributes and paragraphs). */
function cellXml(value: Cell, style: string | undefined): string {
  const s = style ? ` table:style-name="${style}"` : '';
  if (value === null || value === undefined || value === '') return `<table:table-cell${s}/>`;
  if (typeof value === 'number')
    return `<table:table-cell${s} office:value-type="float" office:value="${value}"><text:p>${value}</text:p></table:table-cell>`;
  if (typeof value === 'boolean')
    return `<table:table-cell${s} office:value-type="boolean" office:boolean-value="${value}"><text:p>${value ? 'TRUE' : 'FALSE'}</text:p></table:table-cell>`;
  if (isDateCell(value)) {
    const pad = (n: number) => String(n).padStart(2, '0');
    const iso = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
    return `<table:table-cell${s} office:value-type="date" office:date-value="${iso}"><text:p>${value.getDate()}-${value.getMonth() + 1}-${value.getFullYear()}</text:p></table:table-cell>`;
  }
  return `<table:table-cell${s} office:value-type="string">${paragraphs(String(value))}</table:table-cell>`;
}

/** Text as ODF paragraphs: a line per `text:p`, runs of spaces and tabs as `text:s`/`text:tab` (XML would collapse them). */
function paragraphs(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const body = escapeXml(line)
        .replace(/\t/g, '<text:tab/>')
        .replace(/ {2,}/g, (m) => ` <text:s text:c="${m.length - 1}"/>`)
        .replace(/^ /, '<text:s/>');
      return `<text:p>${body}</text:p>`;
    })
    .join('');
}

/**
 * The automatic styles an output table uses, added to content.xml on first
 * use. Their names follow from the look (`cl-N1-b-24`), so writing a tab
 * again finds its styles there instead of adding more on every save.
 */
class OdsStyles {
  private readonly existing = new Map<string, string>();

  constructor(
    private readonly doc: XmlDocument,
    private readonly automatic: XmlElement,
  ) {
    for (const el of childElements(automatic))
      this.existing.set(el.getAttributeNS(NS.style, 'name') ?? '', el.toString());
  }

  /** The style `name` defined by `xml`: the one there when it is the same, else added (under another name if taken). */
  private use(name: string, xml: (name: string) => string): string {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? name : `${name}-${n}`;
      const node = importFragment(this.doc, xml(candidate))[0]!;
      const there = this.existing.get(candidate);
      if (there === node.toString()) return candidate;
      if (there === undefined) {
        this.automatic.appendChild(node);
        this.existing.set(candidate, node.toString());
        return candidate;
      }
    }
  }

  private dataStyle(kind: ColumnKind): string | undefined {
    const places = kind === 'integer' ? 0 : kind === 'decimal1' ? 1 : kind === 'decimal2' ? 2 : undefined;
    if (places === undefined) return undefined;
    return this.use(
      `cl-N${places}`,
      (name) =>
        `<number:number-style style:name="${name}"><number:number number:decimal-places="${places}" number:min-decimal-places="${places}" number:min-integer-digits="1"/></number:number-style>`,
    );
  }

  /** The cell style of plain text (Format → Text, `@`): what is typed into such a cell stays the text typed. */
  text(): string {
    const data = this.use(
      'cl-text',
      (name) => `<number:text-style style:name="${name}"><number:text-content/></number:text-style>`,
    );
    return this.use(
      'cl-T',
      (n) => `<style:style style:name="${n}" style:family="table-cell" style:data-style-name="${data}"/>`,
    );
  }

  /** The cell style for a look, or undefined for the default look. */
  cell(kind: ColumnKind | undefined, bold: boolean, size: number | undefined): string | undefined {
    const data = kind ? this.dataStyle(kind) : undefined;
    if (!data && !bold && size === undefined) return undefined;
    const weight = bold ? ' fo:font-weight="bold" style:font-weight-asian="bold" style:font-weight-complex="bold"' : '';
    const sz =
      size !== undefined
        ? ` fo:font-size="${size}pt" style:font-size-asian="${size}pt" style:font-size-complex="${size}pt"`
        : '';
    const text = weight || sz ? `<style:text-properties${weight}${sz}/>` : '';
    const name = ['cl', data?.slice(3), bold ? 'b' : undefined, size].filter((x) => x !== undefined).join('-');
    return this.use(
      name,
      (n) =>
        `<style:style style:name="${n}" style:family="table-cell"${data ? ` style:data-style-name="${data}"` : ''}>${text}</style:style>`,
    );
  }
}

/** Parses table XML written with the ODF prefixes and imports it into `doc`. */
function importFragment(doc: XmlDocument, xml: string): XmlElement[] {
  const wrapper = parseXml(`<wrap ${DECLARATIONS}>${xml}</wrap>`, CONTENT).documentElement!;
  return childElements(wrapper).map((el) => doc.importNode(el, true) as XmlElement);
}

/**
 * A whole output tab as a table. `textColumns` (a typed tab an append creates:
 * Append.textColumns) are plain text below the header, the empty cells below
 * the rows too (the column's default cell style).
 */
function outputTableXml(
  tab: OutputTab,
  name: string,
  tableStyle: string | null,
  styles: OdsStyles,
  textColumns: readonly number[] = tab.textColumns ?? [],
  validations?: OdsValidations,
): string {
  const rows = rectangular(tab.rows);
  const width = Math.max(
    1,
    rows.reduce((w, r) => Math.max(w, r.length), 0),
  );
  const text = textColumns.length > 0 ? styles.text() : undefined;
  const checks = cellChecks(tab, validations);
  const body = rows.map((r, i) => {
    const row = i + 1;
    const title = (tab.titleRows ?? []).includes(row);
    const header = row === tab.headerRow;
    const cells = [...r, ...new Array<Cell>(Math.max(0, checks.width - r.length)).fill(null)].map((value, j) => {
      const kind =
        tab.headerRow !== undefined && row > tab.headerRow && !isDateCell(value) && typeof value === 'number'
          ? tab.columnKinds?.[j]
          : undefined;
      const size = title && j === 0 ? (tab.largePrint ? 24 : 14) : tab.largePrint ? 24 : undefined;
      const style =
        text !== undefined && row > 1 && textColumns.includes(j + 1)
          ? text
          : styles.cell(kind, header || (title && j === 0), size);
      return checked(cellXml(value, style), checks.at(row, j + 1));
    });
    return `<table:table-row>${cells.join('') || '<table:table-cell/>'}</table:table-row>`;
  });
  // The empty rows below, down to where the dropdowns reach, carry them too (one repeated row).
  if (checks.width > 0 && rows.length < VALIDATED_ROWS) {
    const cells = Array.from({ length: checks.width }, (_, j) =>
      checked('<table:table-cell/>', checks.at(rows.length + 1, j + 1)),
    );
    body.push(
      `<table:table-row table:number-rows-repeated="${VALIDATED_ROWS - rows.length}">${cells.join('')}</table:table-row>`,
    );
  }
  const style = tableStyle ? ` table:style-name="${escapeXml(tableStyle)}"` : '';
  const columns =
    text === undefined
      ? `<table:table-column table:number-columns-repeated="${width}"/>`
      : Array.from({ length: width }, (_, j) =>
          textColumns.includes(j + 1)
            ? `<table:table-column table:default-cell-style-name="${text}"/>`
            : '<table:table-column/>',
        ).join('');
  return `<table:table table:name="${escapeXml(name)}"${style}>${columns}${body.join('') || '<table:table-row><table:table-cell/></table:table-row>'}</table:table>`;
}

/** The rows a dropdown covers: those of a new sheet in Google Sheets (1000), as the wizard's reach to its tab's end. */
const VALIDATED_ROWS = 1000;

/** A cell element with the name of its content validation (none: as it is). */
function checked(cellXmlText: string, validation: string | undefined): string {
  return validation === undefined
    ? cellXmlText
    : cellXmlText.replace(
        '<table:table-cell',
        `<table:table-cell table:content-validation-name="${escapeXml(validation)}"`,
      );
}

/** Which validation (by its name in content.xml) applies at a cell of an output tab, and how wide the checked columns reach. */
function cellChecks(
  tab: OutputTab,
  validations: OdsValidations | undefined,
): { width: number; at: (row: number, col: number) => string | undefined } {
  const named = validations ? (tab.validations ?? []).map((v) => ({ v, name: validations.add(tab.name, v) })) : [];
  return {
    width: named.reduce((w, { v }) => Math.max(w, v.col), 0),
    at: (row, col) =>
      named.find(
        ({ v }) =>
          v.col === col && (v.kind === 'list' && v.onlyRow !== undefined ? row === v.onlyRow : row >= v.fromRow),
      )?.name,
  };
}

/** A table's name in a cell address or range of OpenFormula: quoted when it is more than a plain word. */
function tableRef(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/**
 * The content validations of content.xml (ODF 1.2 part 1, 9.4.5: the
 * dropdowns and checks of typed input), where a new tab's validations are
 * added under names of their own: a list of values, a list from another
 * tab's column, a whole number between 1 and the rounds. A strict one stops
 * other input, the others warn; the help shows when the cell is selected.
 */
class OdsValidations {
  private element: XmlElement | undefined;
  private readonly names = new Set<string>();

  constructor(
    private readonly doc: XmlDocument,
    private readonly sheet: XmlElement,
  ) {
    this.element = firstChild(sheet, 'content-validations') ?? undefined;
    for (const el of this.element ? childElements(this.element, 'content-validation') : [])
      this.names.add(el.getAttributeNS(NS.table, 'name') ?? '');
  }

  /** Adds the validation of a cell range of `tab`; returns its name. */
  add(tab: string, v: Validation): string {
    let n = this.names.size + 1;
    while (this.names.has(`cl-check-${n}`)) n++;
    const name = `cl-check-${n}`;
    this.names.add(name);
    const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
    const first = v.kind === 'list' && v.onlyRow !== undefined ? v.onlyRow : v.fromRow;
    const letters = columnLetters(v.col);
    let condition: string;
    switch (v.kind) {
      case 'list':
        condition = `of:cell-content-is-in-list(${v.values.map(quote).join(';')})`;
        break;
      case 'names': {
        const c = columnLetters(v.sourceCol);
        condition = `of:cell-content-is-in-list([$${tableRef(v.sourceTab)}.$${c}$2:.$${c}$${VALIDATED_ROWS}])`;
        break;
      }
      case 'round':
        condition = `of:cell-content-is-whole-number() and cell-content-is-between(1;${v.max})`;
        break;
    }
    const strict = v.kind !== 'list' || v.strict;
    const xml =
      `<table:content-validation table:name="${name}" table:condition="${escapeXml(condition)}" table:allow-empty-cell="true"` +
      `${v.kind === 'round' ? '' : ' table:display-list="unsorted"'} table:base-cell-address="${escapeXml(`${tableRef(tab)}.${letters}${first}`)}">` +
      `<table:help-message table:display="true">${paragraphs(v.help)}</table:help-message>` +
      `<table:error-message table:display="true" table:message-type="${strict ? 'stop' : 'warning'}"/>` +
      '</table:content-validation>';
    if (!this.element) {
      this.element = importFragment(this.doc, '<table:content-validations/>')[0]!;
      // Before the tables, after what the schema puts first (calculation settings and the like).
      const firstTable = childElements(this.sheet).find(
        (el) => el.namespaceURI === NS.table && ['label-ranges', 'table'].includes(el.localName ?? ''),
      );
      this.sheet.insertBefore(this.element, firstTable ?? null);
    }
    this.element.appendChild(importFragment(this.doc, xml)[0]!);
    return name;
  }
}

/** The table rows of a table in document order (inside header rows, row groups), with the rows each covers. */
function tableRows(table: XmlElement): { el: XmlElement; from: number; count: number }[] {
  const out: { el: XmlElement; from: number; count: number }[] = [];
  let next = 1;
  const walk = (parent: XmlElement): void => {
    for (const el of childElements(parent)) {
      if (el.namespaceURI !== NS.table) continue;
      if (el.localName === 'table-row') {
        const count = Math.max(1, Number(el.getAttributeNS(NS.table, 'number-rows-repeated')) || 1);
        out.push({ el, from: next, count });
        next += count;
      } else if (['table-header-rows', 'table-rows', 'table-row-group'].includes(el.localName ?? '')) walk(el);
    }
  };
  walk(table);
  return out;
}

/** Splits a repeated element (rows or cells) so that position `at` of it stands alone; returns that element. */
function single(
  el: XmlElement,
  from: number,
  count: number,
  at: number,
  attr: 'number-rows-repeated' | 'number-columns-repeated',
): XmlElement {
  const parent = el.parentNode!;
  const setCount = (e: XmlElement, n: number) =>
    n > 1 ? e.setAttributeNS(NS.table, `table:${attr}`, String(n)) : e.removeAttributeNS(NS.table, attr);
  const before = at - from;
  const after = from + count - 1 - at;
  if (before > 0) {
    const b = el.cloneNode(true) as XmlElement;
    setCount(b, before);
    parent.insertBefore(b, el);
  }
  if (after > 0) {
    const a = el.cloneNode(true) as XmlElement;
    setCount(a, after);
    parent.insertBefore(a, el.nextSibling);
  }
  setCount(el, 1);
  return el;
}

/** The cell at column `col` of a row as an element of its own (a repeated cell is split; missing cells are added). */
function cellAt(doc: XmlDocument, row: XmlElement, col: number): XmlElement {
  let at = 1;
  for (const cell of childElements(row).filter(
    (c) => c.namespaceURI === NS.table && (c.localName === 'table-cell' || c.localName === 'covered-table-cell'),
  )) {
    const count = Math.max(1, Number(cell.getAttributeNS(NS.table, 'number-columns-repeated')) || 1);
    if (col < at + count) return single(cell, at, count, col, 'number-columns-repeated');
    at += count;
  }
  if (col > at)
    row.appendChild(importFragment(doc, `<table:table-cell table:number-columns-repeated="${col - at}"/>`)[0]!);
  const cell = importFragment(doc, '<table:table-cell/>')[0]!;
  row.appendChild(cell);
  return cell;
}

/** The row `r` of a table as an element of its own (a repeated row is split; missing rows are added at the end). */
function rowAt(doc: XmlDocument, table: XmlElement, r: number): XmlElement {
  const all = tableRows(table);
  const covering = all.find((x) => r >= x.from && r < x.from + x.count);
  if (covering) return single(covering.el, covering.from, covering.count, r, 'number-rows-repeated');
  const last = all[all.length - 1];
  const end = last ? last.from + last.count : 1;
  const parent = (last?.el.parentNode as XmlElement | null) ?? table;
  if (r > end)
    parent.appendChild(
      importFragment(
        doc,
        `<table:table-row table:number-rows-repeated="${r - end}"><table:table-cell/></table:table-row>`,
      )[0]!,
    );
  const row = importFragment(doc, '<table:table-row><table:table-cell/></table:table-row>')[0]!;
  parent.appendChild(row);
  return row;
}

/** Sets a cell's value; the cell keeps its own attributes (style, validation). An empty value clears it. */
function setCell(doc: XmlDocument, cell: XmlElement, value: Cell): void {
  for (const attr of [...Array.from(cell.attributes)]) {
    if (attr.namespaceURI === NS.office || attr.localName === 'value-type' || attr.localName === 'formula')
      cell.removeAttributeNode(attr);
  }
  while (cell.firstChild) cell.removeChild(cell.firstChild);
  if (value === null || value === undefined || value === '') return;
  const filled = importFragment(doc, cellXml(value, undefined))[0]!;
  for (const attr of Array.from(filled.attributes)) cell.setAttributeNS(attr.namespaceURI, attr.name, attr.value);
  while (filled.firstChild) cell.appendChild(filled.firstChild);
}

/** True when a row has a formula in a column that `values` would fill. */
function rowHoldsFormula(row: XmlElement | undefined, values: readonly Cell[]): boolean {
  if (!row) return false;
  let col = 1;
  for (const cell of childElements(row)) {
    if (cell.namespaceURI !== NS.table || (cell.localName !== 'table-cell' && cell.localName !== 'covered-table-cell'))
      continue;
    const count = Math.max(1, Number(cell.getAttributeNS(NS.table, 'number-columns-repeated')) || 1);
    if (cell.hasAttributeNS(NS.table, 'formula')) {
      for (let c = col; c < col + count; c++)
        if (values[c - 1] !== null && values[c - 1] !== undefined && values[c - 1] !== '') return true;
    }
    col += count;
  }
  return false;
}

/**
 * Appends rows to a table from row `start` down, into the empty rows already
 * there or new ones at its end; empty values leave their cells alone, and a
 * row with a formula where a value would go is passed over.
 */
function appendToTable(doc: XmlDocument, table: XmlElement, rows: readonly (readonly Cell[])[], start: number): void {
  let r = start - 1;
  rows.forEach((values) => {
    r++;
    // A formula whose result is empty reads as an empty cell: such a row is passed over, never overwritten.
    while (rowHoldsFormula(tableRows(table).find((x) => r >= x.from && r < x.from + x.count)?.el, values)) r++;
    const row = rowAt(doc, table, r);
    values.forEach((value, j) => {
      if (value !== null && value !== undefined && value !== '') setCell(doc, cellAt(doc, row, j + 1), value);
    });
  });
}

/** Sets cells of a typed tab in place (the documented edits); every other cell stays as it was. */
function editTable(doc: XmlDocument, table: XmlElement, edits: readonly CellEdit[]): void {
  for (const e of edits) setCell(doc, cellAt(doc, rowAt(doc, table, e.row), e.col), e.value);
}

function lastFilledRow(rows: readonly (readonly Cell[])[]): number {
  let last = rows.length;
  while (last > 0 && isEmptyRow(rows[last - 1]!)) last--;
  return last;
}

/**
 * a database range (LibreOffice's named table with its
 * autofilter) over a tab that ends from the last row before the appended
 * ones up to above the last appended grows down over them (as grownRef).
 */
function growDatabaseRanges(root: XmlElement, tab: string, lastBefore: number, lastAfter: number): void {
  const body = firstChild(root, 'body');
  const sheet = body && firstChild(body, 'spreadsheet');
  const ranges = sheet && firstChild(sheet, 'database-ranges');
  if (!ranges || lastAfter <= lastBefore) return;
  for (const range of childElements(ranges, 'database-range')) {
    const address = range.getAttributeNS(NS.table, 'target-range-address') ?? '';
    // `Uitslagen.A1:Uitslagen.D20`, a quoted name `'Live stand'.A1:...`, or `$Uitslagen.$A$1:.$D$20`.
    const m = /^(.*\.\$?[A-Z]+\$?\d+:(?:.*\.)?\$?[A-Z]+\$?)(\d+)$/.exec(address);
    const name = /^\$?(?:'((?:[^']|'')*)'|([^.]*))\./.exec(address);
    const table = name ? (name[1]?.replace(/''/g, "'") ?? name[2]) : undefined;
    if (!m || table !== tab || Number(m[2]) < lastBefore || Number(m[2]) >= lastAfter) continue;
    range.setAttributeNS(NS.table, 'table:target-range-address', `${m[1]}${lastAfter}`);
  }
}

/** The spreadsheet body of content.xml; a package without one is no .ods. */
function spreadsheetOf(pkg: Package): { doc: XmlDocument; root: XmlElement; body: XmlElement; sheet: XmlElement } {
  const doc = pkg.xml(CONTENT);
  if (!doc) throw new UnreadablePackageError(`${CONTENT} missing`);
  const root = doc.documentElement!;
  const body = firstChild(root, 'body');
  const sheet = body && firstChild(body, 'spreadsheet');
  if (!body || !sheet) throw new UnreadablePackageError(`${CONTENT}: no spreadsheet`);
  return { doc, root, body, sheet };
}

/** Checks that the bytes are an .ods package with a spreadsheet (before an action runs, not at saving). */
export function checkOdsPackage(bytes: Uint8Array): void {
  spreadsheetOf(new Package(bytes));
}

/**
 * The bytes of the .ods after an action: `original` (undefined for a new
 * workbook) with `changes` applied; `loaded` gives each tab's values as read.
 */
export function odsWithChanges(
  original: Uint8Array | undefined,
  changes: readonly Change[],
  loaded: (tab: string) => Cell[][] | undefined,
): Uint8Array {
  const pkg = new Package(original ?? emptyOdsPackage());
  const { doc, root, body, sheet } = spreadsheetOf(pkg);
  let automatic = firstChild(root, 'automatic-styles');
  if (!automatic) {
    automatic = doc.createElementNS(NS.office, 'office:automatic-styles');
    root.insertBefore(automatic, body);
  }
  const styles = new OdsStyles(doc, automatic);
  const checks = new OdsValidations(doc, sheet);
  const tables = () => childElements(sheet).filter((el) => el.namespaceURI === NS.table && el.localName === 'table');
  const tableNamed = (name: string) => tables().find((t) => t.getAttributeNS(NS.table, 'name') === name);
  const put = (tab: OutputTab, name: string, textColumns?: readonly number[]) => {
    const old = tableNamed(name);
    const node = importFragment(
      doc,
      outputTableXml(tab, name, old?.getAttributeNS(NS.table, 'style-name') ?? null, styles, textColumns, checks),
    )[0]!;
    // The charts and images the user placed on the tab (its shapes) stay, as in an .xlsx.
    const shapes = old && childElements(old).find((el) => el.namespaceURI === NS.table && el.localName === 'shapes');
    if (shapes) node.insertBefore(shapes, node.firstChild);
    if (old) sheet.replaceChild(node, old);
    else {
      const last = tables().pop();
      sheet.insertBefore(node, last ? last.nextSibling : (firstChild(sheet, 'named-expressions') ?? null));
    }
  };
  const values = new Map<string, Cell[][]>();
  const valuesOf = (tab: string): Cell[][] => {
    if (!values.has(tab))
      values.set(
        tab,
        (loaded(tab) ?? []).map((r) => r.slice()),
      );
    return values.get(tab)!;
  };
  for (const change of changes) {
    if (change.kind === 'edit') {
      const table = tableNamed(change.tab);
      if (!table) throw new Error(`no tab ${change.tab}`);
      editTable(doc, table, change.edits);
      setCells(valuesOf(change.tab), change.edits, null);
      continue;
    }
    if (change.kind === 'write') {
      put(change.output, change.tab);
      values.set(
        change.tab,
        change.output.rows.map((r) => r.slice()),
      );
      continue;
    }
    const table = tableNamed(change.tab);
    if (!table) {
      const rows = [change.append.header.slice(), ...change.append.rows.map((r) => r.slice())];
      put({ name: change.tab, rows, headerRow: 1 }, change.tab, change.append.textColumns);
      values.set(change.tab, rows);
      continue;
    }
    const rows = valuesOf(change.tab);
    const last = lastFilledRow(rows);
    checkRoomBelow(change.tab, last, change.append.rows.length);
    appendToTable(doc, table, change.append.rows, last + 1);
    growDatabaseRanges(root, change.tab, last, last + change.append.rows.length);
    rows.splice(last, rows.length - last, ...change.append.rows.map((r) => r.slice()));
  }
  pkg.touch(CONTENT);
  return pkg.bytes('mimetype');
}

/** An .ods package with no tables yet: what a new .ods starts from. */
function emptyOdsPackage(): Uint8Array {
  const pkg = new Package();
  const decl = '<?xml version="1.0" encoding="UTF-8"?>\n';
  pkg.put('mimetype', 'application/vnd.oasis.opendocument.spreadsheet');
  pkg.put(
    'META-INF/manifest.xml',
    `${decl}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:version="1.2" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/></manifest:manifest>`,
  );
  pkg.put(
    CONTENT,
    `${decl}<office:document-content ${DECLARATIONS} office:version="1.2"><office:automatic-styles/><office:body><office:spreadsheet/></office:body></office:document-content>`,
  );
  pkg.put(
    'styles.xml',
    `${decl}<office:document-styles ${DECLARATIONS} office:version="1.2"><office:styles/></office:document-styles>`,
  );
  return pkg.bytes('mimetype');
}
