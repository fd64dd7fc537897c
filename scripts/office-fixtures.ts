/**
 * Generates the office fixtures of tests/fixtures/office: club workbooks with
 * every feature a club's file may carry (a chart, an image, comments, a
 * protected tab, print titles, custom document properties, validations across
 * row 9→10, formulas pointing at an output tab, a chart on an earlier output
 * tab, a hidden tab, a table over the players; a macro part in the hand-made
 * .xlsm), as other programs write them:
 *
 * - `*-libreoffice.xlsx` / `*-libreoffice.ods`: a flat ODF document (kept as
 *   `*-libreoffice.fods`) converted by LibreOffice (`soffice --headless
 *   --convert-to`), so the package is LibreOffice's own; skipped with a note
 *   when soffice is not installed.
 * - `club-handmade.xlsm`: an Office Open XML package assembled part by part
 *   here, as Excel lays one out, with a vbaProject.bin.
 * - `club-openpyxl-layout.xlsx`: the same without macros, laid out as
 *   openpyxl writes (absolute relationship targets, a bare docProps/app.xml).
 * - `club-exceljs.xlsx` (a comment, validations, a table, an image, a
 *   protected tab) and `club-sheetjs.xlsx` / `club-sheetjs.ods` (values only):
 *   packages as two common libraries write them.
 *
 * Run with `node scripts/make-office-fixtures.mjs`. Deterministic apart from
 * the time stamps LibreOffice writes.
 */
import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Cell } from '../src/core/cell';
import { Change } from '../src/cli/files/fileWorkbook';
import { Package, escapeXml } from '../src/cli/files/package';
import { xlsxWithChanges } from '../src/cli/files/ooxml/workbook';
import { columnLetters } from '../src/cli/files/ooxml/sheet';
import { keizerTabs, simulateKeizerSeason } from '../src/sim/keizerSeason';
import { KEEZEN_EXAMPLES } from '../src/sim/keezenExamples';

const OUT = join(__dirname, '..', 'tests', 'fixtures', 'office');
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4IScHRwzEcQCxYxBBO0tjggAAAABJRU5ErkJggg==';

/** A fixture's tabs and where its features go. */
interface Club {
  readonly name: string;
  readonly tabs: Record<string, Cell[][]>;
  /** The typed tab that gets validations over its result column (1-based), rows 2–40. */
  readonly validated: { readonly tab: string; readonly column: number; readonly list: readonly string[] };
  /** The output tab the user's own tab points its formulas at. */
  readonly outputTab: string;
  /** The tab of the players or teams: LibreOffice makes a table (a filtered database range) over it. */
  readonly rosterTab: string;
}

function clubs(): Club[] {
  const season = simulateKeizerSeason({ players: 15, rounds: 28, played: 8, seed: 'office-fixture' });
  const keezen = KEEZEN_EXAMPLES['keezen-buurtcompetitie']!();
  return [
    {
      name: 'club',
      tabs: keizerTabs(season.competition),
      validated: { tab: 'Uitslagen', column: 4, list: ['1-0', '0-1', '½-½'] },
      outputTab: 'Ranglijst',
      rosterTab: 'Spelers',
    },
    {
      name: 'keezen',
      tabs: keezen.tabs,
      validated: { tab: 'Uitslagen', column: 8, list: ['A', 'B'] },
      outputTab: 'Stand',
      rosterTab: 'Deelnemers',
    },
  ];
}

// ---- flat ODF, converted by LibreOffice ----

const ODF_NS = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xlink="http://www.w3.org/1999/xlink"',
  'dc="http://purl.org/dc/elements/1.1/"',
  'meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
  'number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"',
  'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'chart="urn:oasis:names:tc:opendocument:xmlns:chart:1.0"',
  'of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"',
]
  .map((n) => `xmlns:${n}`)
  .join(' ');

function odfCell(v: Cell, extra = ''): string {
  if (v === null || v === undefined || v === '') return `<table:table-cell${extra}/>`;
  if (typeof v === 'number')
    return `<table:table-cell${extra} office:value-type="float" office:value="${v}"><text:p>${v}</text:p></table:table-cell>`;
  return `<table:table-cell${extra} office:value-type="string"><text:p>${escapeXml(String(v))}</text:p></table:table-cell>`;
}

/** A bar chart over a block of a tab: labels in the first column, values in the second. */
function chartFrame(name: string, tab: string, rows: [number, number]): string {
  const [from, to] = rows;
  return `<draw:frame draw:name="${name}" svg:width="8cm" svg:height="5cm" svg:x="8cm" svg:y="0.5cm"><draw:object><office:document office:mimetype="application/vnd.oasis.opendocument.chart" office:version="1.3"><office:body><office:chart><chart:chart chart:class="chart:bar" svg:width="8cm" svg:height="5cm"><chart:plot-area table:cell-range-address="${tab}.A${from}:B${to}" chart:data-source-has-labels="both"><chart:axis chart:dimension="x" chart:name="primary-x"/><chart:axis chart:dimension="y" chart:name="primary-y"/><chart:series chart:class="chart:bar" chart:values-cell-range-address="${tab}.B${from + 1}:B${to}" chart:label-cell-address="${tab}.B${from}"/></chart:plot-area></chart:chart></office:chart></office:body></office:document></draw:object></draw:frame>`;
}

function imageFrame(): string {
  return `<draw:frame draw:name="Logo" svg:width="1cm" svg:height="1cm" svg:x="0cm" svg:y="0cm"><draw:image><office:binary-data>${PNG}</office:binary-data></draw:image></draw:frame>`;
}

function fods(club: Club): string {
  const tables: string[] = [];
  const { validated } = club;
  for (const [name, rows] of Object.entries(club.tabs)) {
    const width = Math.max(1, ...rows.map((r) => r.length));
    const settings = name === 'Instellingen';
    const attrs = settings ? ' table:protected="true" table:print-ranges="Instellingen.A1:C60"' : '';
    const body = rows.map((r, i) => {
      const cells = r.map((v, j) => {
        const valid =
          name === validated.tab && j + 1 === validated.column && i > 0
            ? ' table:content-validation-name="uitslag"'
            : '';
        const note =
          settings && i === 1 && j === 0
            ? '<office:annotation><dc:creator>Wedstrijdleider</dc:creator><text:p>Niet wijzigen</text:p></office:annotation>'
            : '';
        return note ? odfCell(v).replace('</table:table-cell>', `${note}</table:table-cell>`) : odfCell(v, valid);
      });
      return `<table:table-row>${cells.join('')}</table:table-row>`;
    });
    // Validations on the empty rows below, down to row 40 (across row 9→10 whatever the rows typed).
    const below = Math.max(0, 40 - rows.length);
    const validRow = `<table:table-row table:number-rows-repeated="${below}">${validated.column > 1 ? `<table:table-cell table:number-columns-repeated="${validated.column - 1}"/>` : ''}<table:table-cell table:content-validation-name="uitslag"/></table:table-row>`;
    const rowsXml = settings
      ? `<table:table-header-rows>${body[0]}</table:table-header-rows>${body.slice(1).join('')}`
      : body.join('') + (name === validated.tab && below > 0 ? validRow : '');
    tables.push(
      `<table:table table:name="${name}" table:style-name="ta1"${attrs}><table:table-column table:number-columns-repeated="${width}"/>${rowsXml}</table:table>`,
    );
  }
  // The output tab as an earlier run left it, with a chart the user put on it.
  tables.push(
    `<table:table table:name="${club.outputTab}" table:style-name="ta1"><table:shapes>${chartFrame('Grafiek 2', club.outputTab, [2, 5])}</table:shapes><table:table-column table:number-columns-repeated="2"/>` +
      `<table:table-row>${odfCell(`${club.outputTab} (vorige keer)`)}</table:table-row><table:table-row>${odfCell('Naam')}${odfCell('Punten')}</table:table-row>` +
      ['X', 'Y', 'Z'].map((n, i) => `<table:table-row>${odfCell(n)}${odfCell(10 - i)}</table:table-row>`).join('') +
      '</table:table>',
  );
  // The user's own tab: formulas reading the output tab, a chart over its cells and an image.
  const out = `[$${club.outputTab}.`;
  tables.push(
    `<table:table table:name="Notities" table:style-name="ta1"><table:shapes>${imageFrame()}${chartFrame('Grafiek 1', 'Notities', [1, 4])}</table:shapes><table:table-column table:number-columns-repeated="3"/>` +
      `<table:table-row>${odfCell('Wat')}${odfCell('Aantal')}</table:table-row>` +
      `<table:table-row>${odfCell('A')}<table:table-cell table:formula="of:=2+3" office:value-type="float" office:value="5"><text:p>5</text:p></table:table-cell><table:table-cell table:formula="of:=${out}A3]" office:value-type="string"><text:p/></table:table-cell></table:table-row>` +
      `<table:table-row>${odfCell('B')}${odfCell(7)}</table:table-row><table:table-row>${odfCell('C')}${odfCell(2)}</table:table-row></table:table>`,
  );
  tables.push(
    `<table:table table:name="Archief" table:style-name="ta2"><table:table-column/><table:table-row>${odfCell('oud')}</table:table-row></table:table>`,
  );
  const list = validated.list.map((v) => `&quot;${v}&quot;`).join(';');
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${ODF_NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:meta><meta:user-defined meta:name="Club" meta:value-type="string">De Zwarte Dame</meta:user-defined></office:meta>
<office:automatic-styles><style:style style:name="ta1" style:family="table" style:master-page-name="Default"><style:table-properties table:display="true"/></style:style><style:style style:name="ta2" style:family="table" style:master-page-name="Default"><style:table-properties table:display="false"/></style:style></office:automatic-styles>
<office:body><office:spreadsheet>
<table:content-validations><table:content-validation table:name="uitslag" table:condition="of:cell-content-is-in-list(${list})" table:allow-empty-cell="true" table:base-cell-address="${validated.tab}.${columnLetters(validated.column)}2"/></table:content-validations>
${tables.join('\n')}
<table:database-ranges><table:database-range table:name="Spelerslijst" table:target-range-address="${club.rosterTab}.A1:${columnLetters(Math.max(...club.tabs[club.rosterTab]!.map((r) => r.length)))}${club.tabs[club.rosterTab]!.length}" table:display-filter-buttons="true"/></table:database-ranges>
</office:spreadsheet></office:body></office:document>
`;
}

function libreOffice(club: Club): void {
  if (!existsSyncOnPath('soffice')) {
    process.stdout.write('soffice not installed: the LibreOffice fixtures are left as they are\n');
    return;
  }
  // The flat ODF source is kept beside the fixtures: unchanged, the converted files stay as they are (LibreOffice stamps the time into them).
  const kept = join(OUT, `${club.name}-libreoffice.fods`);
  const text = fods(club);
  const converted = ['xlsx', 'ods'].every((kind) => existsSync(join(OUT, `${club.name}-libreoffice.${kind}`)));
  if (converted && existsSync(kept) && readFileSync(kept, 'utf8') === text) return;
  writeFileSync(kept, text);
  const dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
  const source = join(dir, `${club.name}-libreoffice.fods`);
  writeFileSync(source, text);
  for (const kind of ['xlsx', 'ods']) {
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', kind, '--outdir', dir, source],
      { stdio: 'ignore', timeout: 180_000 },
    );
    writeFileSync(
      join(OUT, `${club.name}-libreoffice.${kind}`),
      readFileSync(join(dir, `${club.name}-libreoffice.${kind}`)),
    );
  }
  rmSync(dir, { recursive: true, force: true });
}

function existsSyncOnPath(tool: string): boolean {
  return (process.env.PATH ?? '').split(':').some((d) => existsSync(join(d, tool)));
}

// ---- an Office Open XML package assembled here, as Excel lays one out ----

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function handmadeXlsm(club: Club): Uint8Array {
  // The tabs' cells first (our own writer makes correct sheet parts), then Excel's parts added around them.
  const changes: Change[] = Object.entries(club.tabs).map(([tab, rows]) => ({
    kind: 'write',
    tab,
    output: { name: tab, rows, headerRow: 1 },
  }));
  changes.push({
    kind: 'write',
    tab: 'Notities',
    output: {
      name: 'Notities',
      rows: [
        ['Wat', 'Aantal'],
        ['A', 5],
        ['B', 7],
        ['C', 2],
      ],
    },
  });
  const pkg = new Package(xlsxWithChanges(undefined, changes, () => undefined));
  const names = [...Object.keys(club.tabs), 'Notities'];
  const sheet = (tab: string) => `xl/worksheets/sheet${names.indexOf(tab) + 1}.xml`;
  const text = (path: string) => new TextDecoder().decode(pkg.get(path));
  const edit = (path: string, f: (s: string) => string) => pkg.put(path, f(text(path)));
  const types: string[] = [];
  // Macros: any bytes do for the test; what matters is that they survive with their relationship and type.
  pkg.put(
    'xl/vbaProject.bin',
    new TextEncoder().encode('\u00d0\u00cf\u0011\u00e0 not really a VBA project, kept byte for byte'),
  );
  types.push('<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>');
  edit('[Content_Types].xml', (s) =>
    s.replace(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
    ),
  );
  const rels: string[] = [
    '<Relationship Id="rIdVba" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/>',
  ];
  // A theme, referred to by the workbook.
  pkg.put(
    'xl/theme/theme1.xml',
    `${DECL}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Office"><a:themeElements><a:clrScheme name="Office"><a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1><a:lt1><a:sysClr val="window" lastClr="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="1F497D"/></a:dk2><a:lt2><a:srgbClr val="EEECE1"/></a:lt2><a:accent1><a:srgbClr val="4F81BD"/></a:accent1><a:accent2><a:srgbClr val="C0504D"/></a:accent2><a:accent3><a:srgbClr val="9BBB59"/></a:accent3><a:accent4><a:srgbClr val="8064A2"/></a:accent4><a:accent5><a:srgbClr val="4BACC6"/></a:accent5><a:accent6><a:srgbClr val="F79646"/></a:accent6><a:hlink><a:srgbClr val="0000FF"/></a:hlink><a:folHlink><a:srgbClr val="800080"/></a:folHlink></a:clrScheme><a:fontScheme name="Office"><a:majorFont><a:latin typeface="Cambria"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="Office"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst><a:lnStyleLst><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="25400"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="38100"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`,
  );
  types.push(
    '<Override PartName="/xl/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>',
  );
  rels.push(`<Relationship Id="rIdTheme" Type="${REL}/theme" Target="theme/theme1.xml"/>`);
  // Print titles and a print area on Instellingen.
  const settingsIndex = names.indexOf('Instellingen');
  edit('xl/workbook.xml', (s) =>
    s.replace(
      '</sheets>',
      `</sheets><definedNames><definedName name="_xlnm.Print_Area" localSheetId="${settingsIndex}">Instellingen!$A$1:$C$60</definedName><definedName name="_xlnm.Print_Titles" localSheetId="${settingsIndex}">Instellingen!$1:$1</definedName></definedNames>`,
    ),
  );
  // Instellingen: protected, print grid lines, a comment (with its VML shape, as Excel writes it).
  edit(sheet('Instellingen'), (s) =>
    s
      .replace(
        '<pageMargins',
        '<sheetProtection sheet="1" objects="1" scenarios="1" password="CC3D"/><printOptions gridLines="1"/><pageMargins',
      )
      .replace(
        '</worksheet>',
        '<pageSetup paperSize="9" orientation="landscape"/><legacyDrawing r:id="rIdVml"/></worksheet>',
      ),
  );
  pkg.put(
    'xl/comments1.xml',
    `${DECL}<comments xmlns="${MAIN}"><authors><author>Wedstrijdleider</author></authors><commentList><comment ref="A2" authorId="0"><text><r><t>Niet wijzigen</t></r></text></comment></commentList></comments>`,
  );
  pkg.put(
    'xl/drawings/vmlDrawing1.vml',
    `<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel"><v:shape id="_x0000_s1025" type="#_x0000_t202" style="position:absolute;width:108pt;height:59.25pt;visibility:hidden"><v:textbox/><x:ClientData ObjectType="Note"><x:Row>1</x:Row><x:Column>0</x:Column></x:ClientData></v:shape></xml>`,
  );
  pkg.put(
    'xl/worksheets/_rels/' + sheet('Instellingen').split('/').pop() + '.rels',
    `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdComments" Type="${REL}/comments" Target="../comments1.xml"/><Relationship Id="rIdVml" Type="${REL}/vmlDrawing" Target="../drawings/vmlDrawing1.vml"/></Relationships>`,
  );
  types.push('<Default Extension="vml" ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/>');
  types.push(
    '<Override PartName="/xl/comments1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml"/>',
  );
  // The validated tab: a list validation over the result column, rows 2–40, and a table over the typed rows.
  const v = club.validated;
  const col = columnLetters(v.column);
  const rows = club.tabs[v.tab]!;
  const width = Math.max(...rows.map((r) => r.length));
  edit(sheet(v.tab), (s) =>
    s
      .replace(
        '<pageMargins',
        `<dataValidations count="1"><dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="${col}2:${col}40"><formula1>"${v.list.join(',')}"</formula1></dataValidation></dataValidations><pageMargins`,
      )
      .replace('</worksheet>', '<tableParts count="1"><tablePart r:id="rIdTable"/></tableParts></worksheet>'),
  );
  const header = rows[0]!.map((c, i) => `<tableColumn id="${i + 1}" name="${escapeXml(String(c))}"/>`).join('');
  pkg.put(
    'xl/tables/table1.xml',
    `${DECL}<table xmlns="${MAIN}" id="1" name="Tabel1" displayName="Tabel1" ref="A1:${columnLetters(width)}${rows.length}" totalsRowShown="0"><autoFilter ref="A1:${columnLetters(width)}${rows.length}"/><tableColumns count="${width}">${header}</tableColumns><tableStyleInfo name="TableStyleMedium2" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>`,
  );
  pkg.put(
    `xl/worksheets/_rels/${sheet(v.tab).split('/').pop()}.rels`,
    `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdTable" Type="${REL}/table" Target="../tables/table1.xml"/></Relationships>`,
  );
  types.push(
    '<Override PartName="/xl/tables/table1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml"/>',
  );
  // Notities: a formula reading the output tab, an image and a chart over its cells.
  edit(sheet('Notities'), (s) =>
    s
      .replace('<v>5</v>', `<f>2+3</f><v>5</v>`)
      .replace('</sheetData>', `</sheetData>`)
      .replace(
        /<row r="2">(.*?)<\/row>/,
        (_m, cells: string) => `<row r="2">${cells}<c r="C2" t="str"><f>${club.outputTab}!A3</f><v></v></c></row>`,
      )
      .replace('</worksheet>', '<drawing r:id="rIdDrawing"/></worksheet>'),
  );
  pkg.put(
    `xl/worksheets/_rels/${sheet('Notities').split('/').pop()}.rels`,
    `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdDrawing" Type="${REL}/drawing" Target="../drawings/drawing1.xml"/></Relationships>`,
  );
  const anchor = (c: number, r: number, c2: number, r2: number, inner: string) =>
    `<xdr:twoCellAnchor><xdr:from><xdr:col>${c}</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>${r}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:to><xdr:col>${c2}</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>${r2}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to>${inner}<xdr:clientData/></xdr:twoCellAnchor>`;
  pkg.put(
    'xl/drawings/drawing1.xml',
    `${DECL}<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${REL}" xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart">` +
      anchor(
        4,
        0,
        5,
        2,
        `<xdr:pic><xdr:nvPicPr><xdr:cNvPr id="2" name="Logo"/><xdr:cNvPicPr/></xdr:nvPicPr><xdr:blipFill><a:blip r:embed="rIdImage"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill><xdr:spPr><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic>`,
      ) +
      anchor(
        6,
        0,
        12,
        15,
        `<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="3" name="Grafiek 1"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr><xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart r:id="rIdChart"/></a:graphicData></a:graphic></xdr:graphicFrame>`,
      ) +
      '</xdr:wsDr>',
  );
  pkg.put(
    'xl/drawings/_rels/drawing1.xml.rels',
    `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdImage" Type="${REL}/image" Target="../media/image1.png"/><Relationship Id="rIdChart" Type="${REL}/chart" Target="../charts/chart1.xml"/></Relationships>`,
  );
  pkg.put('xl/media/image1.png', Uint8Array.from(Buffer.from(PNG, 'base64')));
  pkg.put(
    'xl/charts/chart1.xml',
    `${DECL}<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${REL}"><c:chart><c:plotArea><c:layout/><c:barChart><c:barDir val="col"/><c:grouping val="clustered"/><c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:strRef><c:f>Notities!$B$1</c:f></c:strRef></c:tx><c:cat><c:strRef><c:f>Notities!$A$2:$A$4</c:f></c:strRef></c:cat><c:val><c:numRef><c:f>Notities!$B$2:$B$4</c:f></c:numRef></c:val></c:ser><c:axId val="1"/><c:axId val="2"/></c:barChart><c:catAx><c:axId val="1"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:axPos val="b"/><c:crossAx val="2"/></c:catAx><c:valAx><c:axId val="2"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:axPos val="l"/><c:crossAx val="1"/></c:valAx></c:plotArea></c:chart></c:chartSpace>`,
  );
  types.push('<Default Extension="png" ContentType="image/png"/>');
  types.push(
    '<Override PartName="/xl/drawings/drawing1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/>',
  );
  types.push(
    '<Override PartName="/xl/charts/chart1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawingml.chart+xml"/>',
  );
  // Custom document properties.
  pkg.put(
    'docProps/custom.xml',
    `${DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Club"><vt:lpwstr>De Zwarte Dame</vt:lpwstr></property></Properties>`,
  );
  types.push(
    '<Override PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/>',
  );
  edit('_rels/.rels', (s) =>
    s.replace(
      '</Relationships>',
      `<Relationship Id="rIdCustom" Type="${REL}/custom-properties" Target="docProps/custom.xml"/></Relationships>`,
    ),
  );
  edit('xl/_rels/workbook.xml.rels', (s) => s.replace('</Relationships>', `${rels.join('')}</Relationships>`));
  edit('[Content_Types].xml', (s) => s.replace('</Types>', `${types.join('')}</Types>`));
  return pkg.bytes();
}

/** The hand-made package as openpyxl lays one out: absolute targets, no tab names in app.xml, no macros. */
function openpyxlLayout(xlsm: Uint8Array): Uint8Array {
  const pkg = new Package(xlsm);
  for (const path of pkg.paths().filter((p) => p.endsWith('.rels'))) {
    const source = path.replace(/_rels\/([^/]*)\.rels$/, '$1');
    const folder = source.includes('/') ? source.slice(0, source.lastIndexOf('/') + 1) : '';
    const rels = new TextDecoder().decode(pkg.get(path));
    pkg.put(
      path,
      rels
        .replace(/<Relationship [^>]*vbaProject[^>]*\/>/, '')
        .replace(/Target="([^"/][^"]*)"/g, (_m, target: string) => {
          const parts: string[] = folder.split('/').filter(Boolean);
          for (const seg of target.split('/')) seg === '..' ? parts.pop() : parts.push(seg);
          return `Target="/${parts.join('/')}"`;
        }),
    );
  }
  pkg.delete('xl/vbaProject.bin');
  const types = new TextDecoder().decode(pkg.get('[Content_Types].xml'));
  pkg.put(
    '[Content_Types].xml',
    types
      .replace(
        'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      )
      .replace(/<Default Extension="bin"[^>]*\/>/, ''),
  );
  pkg.put(
    'docProps/app.xml',
    `${DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Excel</Application><AppVersion>3.1</AppVersion></Properties>`,
  );
  return pkg.bytes();
}

// ---- packages as exceljs and SheetJS write them ----

async function excelJs(club: Club): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.created = wb.modified = new Date(Date.UTC(2025, 0, 1));
  for (const [name, rows] of Object.entries(club.tabs)) {
    const ws = wb.addWorksheet(name);
    for (const r of rows) ws.addRow(r.map((c) => (c === '' ? null : c)));
    if (name === 'Instellingen') {
      ws.getCell('A2').note = 'Niet wijzigen';
      await ws.protect('', { selectLockedCells: true });
    }
    if (name === club.validated.tab) {
      const col = columnLetters(club.validated.column);
      for (let r = 2; r <= 40; r++)
        ws.getCell(`${col}${r}`).dataValidation = {
          type: 'list',
          allowBlank: true,
          formulae: [`"${club.validated.list.join(',')}"`],
        };
    }
  }
  const notes = wb.addWorksheet('Notities');
  notes.addTable({
    name: 'Tabel1',
    ref: 'A1',
    columns: [{ name: 'Wat' }, { name: 'Aantal' }],
    rows: [
      ['A', 5],
      ['B', 7],
      ['C', 2],
    ],
  });
  const image = wb.addImage({ base64: PNG, extension: 'png' });
  notes.addImage(image, { tl: { col: 4, row: 0 }, ext: { width: 16, height: 16 } });
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

function sheetJs(club: Club, bookType: 'xlsx' | 'ods'): Uint8Array {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(club.tabs))
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet(rows.map((r) => r.map((c) => (c === '' ? null : c)))),
      name,
    );
  return XLSX.write(wb, { type: 'buffer', bookType }) as Uint8Array;
}

/** Writes a fixture unless the file there has the same parts (zip time stamps aside), so regenerating makes no churn. */
function writeFixture(name: string, bytes: Uint8Array): void {
  const path = join(OUT, name);
  if (existsSync(path)) {
    const old = unzipSync(readFileSync(path));
    const now = unzipSync(bytes);
    const same =
      Object.keys(old).length === Object.keys(now).length &&
      Object.entries(now).every(([k, v]) => old[k] !== undefined && Buffer.from(old[k]!).equals(Buffer.from(v)));
    if (same) return;
  }
  writeFileSync(path, bytes);
}

async function main(): Promise<void> {
  for (const club of clubs()) {
    libreOffice(club);
    if (club.name === 'club') {
      const xlsm = handmadeXlsm(club);
      writeFixture('club-handmade.xlsm', xlsm);
      writeFixture('club-openpyxl-layout.xlsx', openpyxlLayout(xlsm));
      writeFixture('club-exceljs.xlsx', await excelJs(club));
      writeFixture('club-sheetjs.xlsx', sheetJs(club, 'xlsx'));
      writeFixture('club-sheetjs.ods', sheetJs(club, 'ods'));
    }
    process.stdout.write(`${club.name}: fixtures written to tests/fixtures/office\n`);
  }
}

main().catch((e) => {
  process.stderr.write(String(e?.stack ?? e) + '\n');
  process.exitCode = 1;
});
