/**
 * `competitieleider new`: a competition in a new workbook of every kind (CSV
 * folder, .xlsx, .ods), for every type and preset, that the next commands of
 * a club night (pair or draw, standings) then run on without a problem; the
 * dropdowns where the file kind holds them; a season from a TRF file; and
 * nothing written when the workbook exists or the input is wrong.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { openWorkbook } from '../../src/cli/files/open';
import { KEIZER_PRESETS } from '../../src/core/keizer/presets';
import { KEEZEN_WIZARD_PRESETS } from '../../src/sheet/newCompetition';
import { copyExample, snapshotFiles, tempDir } from '../support/tmp';
import { runCli } from '../support/cli';
import { writeSqlite } from '../support/sqlite';

const KINDS = ['club', 'club.xlsx', 'club.ods'] as const;
const PLAYERS = 'Anna de Wit, Bram Zwart, Cor Bakker, Dirk Smit, Eva Jansen, Frank Visser, Gerda Mol, Hans Kok';

const cases = [
  ...KEIZER_PRESETS.map((p) => ({ type: 'keizer', preset: p.id, next: 'pair' })),
  ...KEEZEN_WIZARD_PRESETS.map((p) => ({ type: 'keezen', preset: p.id, next: 'draw' })),
].flatMap((c) => KINDS.map((kind) => ({ ...c, kind })));

describe('new makes a competition the club night runs on', () => {
  test.each(cases)('$type $preset as $kind: then $next and standings exit 0 without a problem', async (c) => {
    const book = join(tempDir(), c.kind);
    const made = await runCli('new', book, '--type', c.type, '--preset', c.preset, '--players', PLAYERS);
    expect(made.stderr).toEqual([]);
    expect(made.code).toBe(0);
    expect(made.stdout.join('\n')).toContain(`→ ${book}`);
    const next = await runCli(c.next, book);
    expect(next.stderr).toEqual([]);
    expect(next.code).toBe(0);
    const standings = await runCli('standings', book);
    expect(standings.stderr).toEqual([]);
    expect(standings.code).toBe(0);
  });
});

describe('the tabs new makes', () => {
  test('Keizer: Instellingen with the preset and every setting explained, Spelers with the names, Uitslagen, Afwezig, Ranglijst', async () => {
    const book = join(tempDir(), 'club.xlsx');
    expect((await runCli('new', book, '--preset', 'frozen', '--players', 'Anna, Bram')).code).toBe(0);
    const wb = await openWorkbook(book);
    expect(wb.tabNames()).toEqual(['Instellingen', 'Spelers', 'Uitslagen', 'Afwezig', 'Ranglijst']);
    const settings = wb.read('Instellingen')!;
    expect(settings[0]).toEqual(['Instelling', 'Waarde', 'Uitleg']);
    expect(settings.find((r) => r[0] === 'preset')?.[1]).toBe('frozen');
    expect(settings.slice(1).every((r) => typeof r[2] === 'string' && r[2].length > 0)).toBe(true);
    expect(
      wb
        .read('Spelers')!
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Anna', 'Bram']);
  });

  test('--lang en makes the tabs in English', async () => {
    const book = join(tempDir(), 'club');
    expect((await runCli('new', book, '--type', 'keezen', '--preset', 'spelavond', '--lang', 'en')).code).toBe(0);
    const wb = await openWorkbook(book);
    expect([...wb.tabNames()].sort()).toEqual(['Participants', 'Results', 'Settings', 'Standings', 'Tables']);
  });

  test('an .xlsx gets the dropdowns: results, absence reasons, rounds, the players, the settings’ choices', async () => {
    const book = join(tempDir(), 'club.xlsx');
    expect((await runCli('new', book, '--players', 'Anna, Bram')).code).toBe(0);
    const parts = unzipSync(readFileSync(book));
    const workbook = new TextDecoder().decode(parts['xl/workbook.xml']);
    const sheets = [...workbook.matchAll(/<sheet name="([^"]+)"[^>]*r:id="([^"]+)"/g)].map((m) => m[1]);
    const sheetXml = (tab: string) =>
      new TextDecoder().decode(parts[`xl/worksheets/sheet${sheets.indexOf(tab) + 1}.xml`]);
    const results = sheetXml('Uitslagen');
    expect(results).toMatch(
      /<dataValidation type="whole" operator="between"[^>]*sqref="A2:A1000"><formula1>1<\/formula1><formula2>28<\/formula2>/,
    );
    expect(results).toContain(`sqref="B2:B1000"><formula1>'Spelers'!$A$2:$A$1000</formula1>`);
    expect(results).toMatch(/sqref="D2:D1000"><formula1>&quot;1-0,0-1,/);
    expect(sheetXml('Afwezig')).toContain('afgemeld,niet afgemeld');
    expect(sheetXml('Instellingen')).toContain('&quot;classic,iterate,frozen&quot;');
    expect(sheetXml('Spelers')).toMatch(/errorStyle="warning"[^>]*><formula1>&quot;ja,nee&quot;/);
  });
});

describe('the dropdowns of an .ods', () => {
  const content = (file: string) => new TextDecoder().decode(unzipSync(readFileSync(file))['content.xml']);

  test('content validations for the results, rounds, players, reasons and settings, named on their cells', async () => {
    const book = join(tempDir(), 'club.ods');
    expect((await runCli('new', book, '--players', 'Anna, Bram')).code).toBe(0);
    const xml = content(book);
    expect(xml).toContain('table:condition="of:cell-content-is-in-list(&quot;1-0&quot;;&quot;0-1&quot;;');
    expect(xml).toContain('of:cell-content-is-in-list([$Spelers.$A$2:.$A$1000])');
    expect(xml).toContain('of:cell-content-is-whole-number() and cell-content-is-between(1;28)');
    expect(xml).toContain('&quot;afgemeld&quot;;&quot;niet afgemeld&quot;');
    expect(xml).toContain('&quot;classic&quot;;&quot;iterate&quot;;&quot;frozen&quot;');
    const names = [...xml.matchAll(/<table:content-validation table:name="([^"]+)"/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(xml).toContain(`table:content-validation-name="${name}"`);
  });

  test('a round confirmed into the new Uitslagen fills its rows and keeps the dropdowns on them', async () => {
    const book = join(tempDir(), 'club.ods');
    expect((await runCli('new', book, '--players', 'Anna, Bram, Cor, Dirk')).code).toBe(0);
    expect((await runCli('pair', book)).code).toBe(0);
    const confirmed = await runCli('confirm', book);
    expect(confirmed.stderr).toEqual([]);
    expect(confirmed.code).toBe(0);
    const wb = await openWorkbook(book);
    expect(wb.read('Uitslagen')!.length).toBe(3);
    const results = /<table:table table:name="Uitslagen"[\s\S]*?<\/table:table>/.exec(content(book))![0];
    for (const row of results.split('<table:table-row').slice(2, 4)) {
      expect(row).toMatch(/table:content-validation-name="cl-check-\d+" office:value-type="float" office:value="1"/);
      expect(row).toMatch(/table:content-validation-name="cl-check-\d+" office:value-type="string"><text:p>\w+</);
    }
    expect((await runCli('standings', book)).code).toBe(0);
  });
});

describe('new from a running season', () => {
  test('--from a TRF file: the season taken over as import-trf takes it, and its standings', async () => {
    const dir = tempDir();
    const trf = join(dir, 'seizoen.trf');
    expect((await runCli('trf', copyExample('zwarte-dame'), '--out', trf)).code).toBe(0);
    const book = join(dir, 'club.ods');
    const made = await runCli('new', book, '--from', trf);
    expect(made.code).toBe(0);
    expect(made.stdout.join('\n')).toContain('code U → oneven');
    expect((await runCli('standings', book)).code).toBe(0);
  });

  test('--from a KeizerForClubs file: its players and games, and a pairing of the next round', async () => {
    const dir = tempDir();
    const db = join(dir, 'toernooi.s3db');
    await writeSqlite(
      db,
      `CREATE TABLE Player (id INTEGER PRIMARY KEY, name TEXT, rating INTEGER, state INTEGER);
       CREATE TABLE Pairing (Rnd INTEGER, board INTEGER, PID_W INTEGER, PID_B INTEGER, Result INTEGER);
       INSERT INTO Player VALUES (1, 'Anna', 1800, 1), (2, 'Bram', 1700, 1), (3, 'Cor', 1600, 1), (4, 'Dirk', 1500, 1);
       INSERT INTO Pairing VALUES (1, 1, 1, 2, 1), (1, 2, 3, 4, 2);`,
    );
    const book = join(dir, 'club');
    const made = await runCli('new', book, '--from', db);
    expect(made.code).toBe(0);
    const wb = await openWorkbook(book);
    expect(
      wb
        .read('Uitslagen')!
        .slice(1)
        .map((r) => r.slice(0, 4)),
    ).toEqual([
      ['1', 'Anna', 'Bram', '1-0'],
      ['1', 'Cor', 'Dirk', '½-½'],
    ]);
    const pair = await runCli('pair', book);
    expect(pair.code).toBe(0);
    expect(pair.stdout[0]).toContain('ronde 2');
  });

  test('--from with --preset or --players is a usage error', async () => {
    const run = await runCli('new', join(tempDir(), 'club'), '--from', 'x.trf', '--preset', 'frozen');
    expect(run.code).toBe(2);
    expect(run.stderr.join('\n')).toContain('laat --preset en --players dan weg');
  });
});

describe('new writes nothing on bad input', () => {
  test('a workbook that exists is refused, and left as it was', async () => {
    const book = copyExample('zwarte-dame');
    const before = snapshotFiles(book);
    const run = await runCli('new', book, '--players', 'Anna, Bram');
    expect(run.code).toBe(2);
    expect(run.stderr.join('\n')).toContain(`${book} bestaat al`);
    expect(snapshotFiles(book)).toEqual(before);
  });

  test('a players file with a name twice: the error at its line, and no workbook', async () => {
    const dir = tempDir();
    const players = join(dir, 'spelers.txt');
    writeFileSync(players, '# de club\nAnna de Wit\n\nBram Zwart\nanna de wit\n');
    const book = join(dir, 'club.xlsx');
    const run = await runCli('new', book, '--players', players);
    expect(run.code).toBe(1);
    expect(run.stderr.join('\n')).toContain(`${players}, rij 5: de naam "anna de wit" staat twee keer in de lijst`);
    expect(existsSync(book)).toBe(false);
  });

  test('a players file that is not there is not taken for a player’s name', async () => {
    const dir = tempDir();
    const run = await runCli('new', join(dir, 'club'), '--players', join(dir, 'spelers.txt'));
    expect(run.code).toBe(2);
    expect(existsSync(join(dir, 'club'))).toBe(false);
  });

  test('an unknown preset names the presets of the type', async () => {
    const run = await runCli('new', join(tempDir(), 'club'), '--type', 'keezen', '--preset', 'zwartedame');
    expect(run.code).toBe(2);
    expect(run.stderr.join('\n')).toContain('nk4tegen4, buurtcompetitie, spelavond, custom');
  });
});
