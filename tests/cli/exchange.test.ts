/**
 * The exchange commands on real files: trf and import-trf round trip through
 * an .xlsx, a KeizerForClubs database (built here with sql.js in the
 * tables KeizerForClubs creates) taken over whole or refused whole, and a
 * rating list applied only after --yes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openWorkbook } from '../../src/cli/files/open';
import { open } from '../../src/sheet/open';
import { openCsvFolder } from '../../src/cli/files/csv';
import { ABSENCE_WORDS } from '../../src/sheet/contract';
import { copyExample, EXAMPLES, ROOT, tempDir } from '../support/tmp';
import { csvTab, runCli } from '../support/cli';
import { sqliteFile, writeSqlite, type SqliteFile } from '../support/sqlite';

describe('trf and import-trf', () => {
  test('trf → import-trf into a new .xlsx → trf gives the same file, and the standings come out the same', async () => {
    const dir = tempDir();
    const first = join(dir, 'a.trf');
    const second = join(dir, 'b.trf');
    const book = join(dir, 'overgenomen.xlsx');
    expect((await runCli('trf', copyExample('zwarte-dame'), '--out', first, '--title', 'Zwarte Dame')).code).toBe(0);
    const imported = await runCli('import-trf', first, book);
    expect(imported.code).toBe(0);
    expect(imported.stdout.join('\n')).toContain('code U → oneven: 12×');
    expect((await runCli('trf', book, '--out', second, '--title', 'Zwarte Dame')).code).toBe(0);
    expect(readFileSync(second, 'utf8')).toBe(readFileSync(first, 'utf8'));
    const s1 = await runCli('standings', copyExample('zwarte-dame'), '--out', join(dir, 'x.xlsx'));
    const s2 = await runCli('standings', book);
    expect(s2.stdout[0]).toBe(s1.stdout[0]);
  });

  test('trf --encoding latin1 writes one byte a character, names each character outside Latin-1, and import-trf restores the typed names', async () => {
    const dir = tempDir();
    const book = copyExample('zwarte-dame');
    const spelers = join(book, 'Spelers.csv');
    writeFileSync(spelers, readFileSync(spelers, 'utf8').replace('Henk de Graaf', 'Henk de Graaf Łoś'));
    for (const tab of ['Uitslagen.csv', 'Afwezig.csv']) {
      const f = join(book, tab);
      writeFileSync(f, readFileSync(f, 'utf8').replace(/Henk de Graaf/g, 'Henk de Graaf Łoś'));
    }
    const file = join(dir, 'a.trf');
    const run = await runCli('trf', book, '--out', file, '--encoding', 'latin1');
    expect(run.code).toBe(0);
    expect(run.stderr.join('\n')).toContain('"Ł" bestaat niet in Latin-1; in het bestand staat "L"');
    const bytes = readFileSync(file);
    const line = bytes
      .toString('latin1')
      .split('\r\n')
      .find((l) => l.startsWith('001    1 '))!;
    expect(line.slice(14, 47).trimEnd()).toBe('Los, Henk de Graaf');
    expect(line.slice(48, 52)).toBe('2142');
    expect(bytes.includes(0xc5)).toBe(false);
    const imported = await runCli('import-trf', file, join(dir, 'terug.xlsx'));
    expect(imported.code).toBe(0);
    const wb = await openWorkbook(join(dir, 'terug.xlsx'));
    expect(open(wb, 'keizer').competition.players[0]!.name).toBe('Henk de Graaf Łoś');
    const refused = await runCli('trf', book, '--out', join(dir, 'b.trf'), '--encoding', 'ascii7');
    expect(refused.code).toBe(1);
    expect(existsSync(join(dir, 'b.trf'))).toBe(false);
  });

  test('import-trf into a workbook with a competition writes nothing and exits with 1', async () => {
    const dir = tempDir();
    const file = join(dir, 'a.trf');
    await runCli('trf', copyExample('zwarte-dame'), '--out', file);
    const target = copyExample('zwarte-dame');
    const before = readFileSync(join(target, 'Spelers.csv'), 'utf8');
    const run = await runCli('import-trf', file, target);
    expect(run.code).toBe(1);
    expect(run.stderr.join('\n')).toContain('Spelers heeft al regels');
    expect(readFileSync(join(target, 'Spelers.csv'), 'utf8')).toBe(before);
  });
});

/** The tables of a KeizerForClubs tournament, as KeizerForClubs creates them. */
function kfcDatabase(file: string): Promise<SqliteFile> {
  return sqliteFile(
    file,
    `
    CREATE TABLE Player (id INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT, name VARCHAR(30) NOT NULL, rating INTEGER(4) NOT NULL,
      rank INTEGER(3) NOT NULL, state INTEGER(2), Keizer_StartPts FLOAT, Keizer_SumPts FLOAT,
      RatingWDelta INTEGER NOT NULL DEFAULT 0, Keizer_PrevPts FLOAT);
    CREATE TABLE Pairing (Rnd INTEGER NOT NULL, board INTEGER NOT NULL, PID_W INTEGER NOT NULL, PID_B INTEGER NOT NULL,
      Result INTEGER(2), Pts_W FLOAT, Pts_B FLOAT);
    CREATE TABLE ConfigTab (CfgKey VARCHAR(20) NOT NULL PRIMARY KEY, CfgText VARCHAR(5), CfgValue FLOAT);`,
  );
}

const KFC_RESULTS: Record<string, number> = { '1-0': 1, '½-½': 2, '0-1': 3 };
const KFC_ABSENCES: Record<string, number> = { bye: 4, external: 5, excused: 6, unexcused: 7 };

describe('import-kfc', () => {
  /** The shipped example's season as a KeizerForClubs database (what KeizerForClubs can hold: no forfeits, no club duties). */
  async function exampleAsKfc(file: string): Promise<{ games: string[][]; absences: string[][] }> {
    const comp = open(openCsvFolder(join(EXAMPLES, 'zwarte-dame')), 'keizer').competition;
    const db = await kfcDatabase(file);
    db.insert(
      'INSERT INTO Player (name, rating, rank, state, Keizer_StartPts, Keizer_SumPts) VALUES (?, ?, 99, 1, 0, 0)',
      comp.players.map((p) => [p.name, p.rating ?? 0]),
    );
    const pairings: (string | number)[][] = [];
    const games: string[][] = [];
    const absences: string[][] = [];
    let board = 1;
    for (const g of comp.games) {
      const code = g.result === undefined ? undefined : KFC_RESULTS[g.result];
      if (code === undefined) continue;
      pairings.push([g.round, board++, g.white + 1, g.black + 1, code]);
      games.push([String(g.round), comp.players[g.white]!.name, comp.players[g.black]!.name, g.result!]);
    }
    for (const a of comp.absences) {
      const code = KFC_ABSENCES[a.reason];
      if (code === undefined) continue;
      pairings.push([a.round, 100 + board++, a.player + 1, -1, code]);
      absences.push([String(a.round), comp.players[a.player]!.name, ABSENCE_WORDS[a.reason].nl]);
    }
    db.insert(
      'INSERT INTO Pairing (Rnd, board, PID_W, PID_B, Result, Pts_W, Pts_B) VALUES (?, ?, ?, ?, ?, 0, 0)',
      pairings,
    );
    db.close();
    return { games, absences };
  }

  test('a KeizerForClubs season of 34 players and 28 rounds becomes Spelers, Uitslagen and Afwezig, every code reported', async () => {
    const dir = tempDir();
    const file = join(dir, 'toernooi.s3db');
    const want = await exampleAsKfc(file);
    const target = join(dir, 'club');
    const run = await runCli('import-kfc', file, target);
    expect(run.stderr).toEqual([]);
    expect(run.code).toBe(0);
    const text = run.stdout.join('\n');
    for (const line of [
      'code Result 4 (FreeWin) → oneven',
      'code Result 5 (Hindered) → extern',
      'code Result 6 (Excused) → afgemeld',
      'code Result 7 (Unexcused) → niet afgemeld',
    ])
      expect(text).toContain(line);
    const byRound = (rows: string[][]) =>
      [...rows].sort((a, b) => Number(a[0]) - Number(b[0]) || a[1]!.localeCompare(b[1]!));
    expect(byRound(csvTab(target, 'Uitslagen').slice(1) as string[][])).toEqual(byRound(want.games));
    expect(byRound(csvTab(target, 'Afwezig').slice(1) as string[][])).toEqual(byRound(want.absences));
    expect(csvTab(target, 'Spelers')).toHaveLength(35);
    expect((await runCli('standings', target)).code).toBe(0);
  });

  test("a tournament comes in under the keizerforclubs preset with the file's own percentages, and scores as KeizerForClubs", async () => {
    const dir = tempDir();
    const file = join(dir, 'toernooi.s3db');
    const db = await kfcDatabase(file);
    db.exec(`
      INSERT INTO Player (name, rating, rank, state, Keizer_StartPts, Keizer_SumPts) VALUES
        ('Anna', 1900, 1, 1, 0, 0), ('Bram', 1800, 2, 1, 0, 0), ('Cor', 1700, 3, 1, 0, 0), ('Dirk', 1600, 4, 1, 0, 0),
        ('Eva', 1500, 5, 1, 0, 0);
      INSERT INTO Pairing VALUES (1, 1, 1, 2, 1, 0, 0), (1, 2, 3, 4, 2, 0, 0), (1, 100, 5, -1, 4, 0, 0),
        (2, 1, 4, 1, 3, 0, 0), (2, 2, 2, 5, 1, 0, 0), (2, 100, 3, -1, 6, 0, 0);
      INSERT INTO ConfigTab VALUES ('BONUS.Excused', NULL, 50), ('OPTION.RatioFirst2Last', NULL, 3);`);
    db.close();
    const target = join(dir, 'club');
    expect((await runCli('import-kfc', file, target)).code).toBe(0);
    expect(csvTab(target, 'Instellingen').slice(1)).toEqual([
      ['type', 'keizer'],
      ['preset', 'keizerforclubs'],
      ['excused', '50%'],
      ['excusedAfterLimit', '50%'],
      ['topValueRatio', '3'],
    ]);
    expect((await runCli('standings', target)).code).toBe(0);
    // Worked in tests/core/keizer/presets.test.ts, with excused 50%: Cor 5 + 3/2 + 5/2 = 9 (Anna 13, Bram 6, Dirk 5.5, Eva 3);
    // shown with the decimals KeizerForClubs shows.
    const points = csvTab(target, 'Ranglijst')
      .slice(2)
      .map((r) => [r[1], r[2]]);
    expect(points).toEqual([
      ['Anna', '13'],
      ['Cor', '9'],
      ['Bram', '6'],
      ['Dirk', '5.5'],
      ['Eva', '3'],
    ]);
  });

  test('a tournament with every code KeizerForClubs writes (forfeits, double forfeit, adjourned, late start) and a 5% loss share comes out with the points KeizerForClubs stored', async () => {
    const dir = tempDir();
    const file = join(dir, 'toernooi.s3db');
    const sql = readFileSync(join(ROOT, 'tests/fixtures/kfc/all-codes.sql'), 'utf8');
    await writeSqlite(file, sql);
    const target = join(dir, 'club');
    const run = await runCli('import-kfc', file, target);
    expect(run.code).toBe(0);
    const text = run.stdout.join('\n');
    for (const line of [
      'code Result 8 (WinWhiteForfeit) → +-: 1×',
      'code Result 9 (WinBlackForfeit) → -+: 1×',
      'code Result 10 (ForfeitForfeit) → --: 1×',
      'code Result 11 (Adjourned) → none: 1×',
      'code Result 12 (LateStart) → niet afgemeld: 1×',
    ])
      expect(text).toContain(line);
    expect(run.stderr.join('\n')).toContain('ronde 4, bord 1: Anna de Wit – Dirk Smit is afgebroken (code 11)');
    expect(csvTab(target, 'Instellingen').slice(1)).toContainEqual(['loss', '5%']);
    expect((await runCli('standings', target)).code).toBe(0);
    // KeizerForClubs' own sums (Player.Keizer_SumPts, float32), to the two decimals it shows.
    const stored = [...sql.matchAll(/\(\d+, '([^']+)', \d+, 0, 1, 0, ([\d.]+)\)/g)].map((m) => [
      m[1]!,
      String(Number(Number(m[2]).toFixed(2))),
    ]);
    expect(stored).toHaveLength(6);
    stored.sort((a, b) => Number(b[1]) - Number(a[1]));
    const shown = csvTab(target, 'Ranglijst')
      .slice(2)
      .map((r) => [r[1], r[2]]);
    expect(shown).toEqual(stored);
  });

  test('the scoring options without a setting here are named with what to set by hand, and the rest is taken over', async () => {
    const dir = tempDir();
    const file = join(dir, 'toernooi.s3db');
    const sql = readFileSync(join(ROOT, 'tests/fixtures/kfc/all-codes.sql'), 'utf8')
      .replace("('OPTION.DecayBonus', NULL, 0)", "('OPTION.DecayBonus', NULL, 1)")
      .replace("('OPTION.DecayPrevRound', NULL, 0)", "('OPTION.DecayPrevRound', NULL, 1)")
      .replace("('OPTION.WickerNormalization', NULL, 0)", "('OPTION.WickerNormalization', NULL, 1)")
      .replace("'#curve=Sigmoid", "'curve=Sigmoid");
    await writeSqlite(file, sql);
    const run = await runCli('import-kfc', file, join(dir, 'club'));
    expect(run.code).toBe(0);
    const err = run.stderr.join('\n');
    expect(err).toContain('OPTION.DecayBonus = 1 is niet overgenomen');
    expect(err).toContain('excusedLimit en excusedAfterLimit');
    expect(err).toContain('OPTION.DecayPrevRound = 1 is niet overgenomen');
    expect(err).toContain('ownValueUntilRound');
    expect(err).toContain('OPTION.WickerNormalization = 1 is niet overgenomen');
    expect(err).toContain('OPTION.TimeBonus = curve=Sigmoid, Min=10, Sum=60, Fak=0.01 is niet overgenomen');
    expect(err).toContain('zet de klokken met de hand');
  });

  test('a result code KeizerForClubs does not define is refused at its round and board, and nothing is written', async () => {
    const dir = tempDir();
    const file = join(dir, 't.s3db');
    const db = await kfcDatabase(file);
    db.exec(`INSERT INTO Player (name, rating, rank, state) VALUES ('A', 1500, 1, 1), ('B', 1400, 2, 1), ('C', 1300, 3, 9);
      INSERT INTO Pairing VALUES (1, 1, 1, 2, 1, 0, 0), (1, 100, 3, -1, 13, 0, 0);`);
    db.close();
    const target = join(dir, 'club');
    const run = await runCli('import-kfc', file, target);
    expect(run.code).toBe(1);
    expect(run.stderr.join('\n')).toContain('ronde 1, bord 100: uitslagcode 13 is niet over te nemen');
    expect(existsSync(target)).toBe(false);
  });

  test('a file that is not a KeizerForClubs tournament is said to be so', async () => {
    const dir = tempDir();
    const file = join(dir, 'x.s3db');
    writeFileSync(file, 'dit is geen database');
    const run = await runCli('import-kfc', file, join(dir, 'club'));
    expect(run.code).toBe(1);
    expect(run.stderr.join('\n')).toContain('is geen KeizerForClubs-bestand');
    const empty = join(dir, 'y.s3db');
    (await sqliteFile(empty)).close();
    const run2 = await runCli('import-kfc', empty, join(dir, 'club'));
    expect(run2.stderr.join('\n')).toContain('tabel Player mist kolom id');
  });
});

/** FIDE's TXT players list: fields under their header words. */
function fideList(rows: { id: number; name: string; fed: string; rating: number | '' }[]): string {
  const header =
    'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag';
  const at = (w: string) => header.indexOf(w);
  const lines = rows.map((r) => {
    const chars = ' '.repeat(header.length).split('');
    const put = (col: number, text: string) => text.split('').forEach((c, i) => (chars[col + i] = c));
    put(at('ID Number'), String(r.id));
    put(at('Name'), r.name);
    put(at('Fed'), r.fed);
    put(at('SRtng'), String(r.rating));
    return chars.join('').trimEnd();
  });
  return [header, ...lines].join('\r\n') + '\r\n';
}

function club(): string {
  const wb = copyExample('zwarte-dame');
  // Give one player a FIDE id; the others are matched by name.
  const spelers = readFileSync(join(wb, 'Spelers.csv'), 'utf8').split('\n');
  spelers[0] = `${spelers[0]},FIDE-id`;
  spelers[1] = `${spelers[1]},1234567`;
  writeFileSync(join(wb, 'Spelers.csv'), spelers.join('\n'));
  return wb;
}

describe('import-ratings', () => {
  test('the FIDE list: changes by id and by name, players not found and ambiguous names reported; nothing written without --yes', async () => {
    const wb = club();
    const list = join(tempDir(), 'players_list_foa.txt');
    writeFileSync(
      list,
      fideList([
        { id: 1234567, name: 'Graaf, Henk de', fed: 'NED', rating: 2150 },
        { id: 1000001, name: 'Ruiter, I.', fed: 'NED', rating: 1307 },
        { id: 1000002, name: 'Visser, Q.', fed: 'NED', rating: 1480 },
        { id: 1000003, name: 'Bos, Quinten', fed: 'NED', rating: 1930 },
        { id: 1000004, name: 'Bos, Quinten', fed: 'BEL', rating: 1700 },
      ]),
    );
    const before = readFileSync(join(wb, 'Spelers.csv'), 'utf8');
    const dry = await runCli('import-ratings', list, wb);
    expect(dry.code).toBe(1);
    const out = dry.stdout.join('\n');
    expect(out).toContain('Henk de Graaf: 2142 → 2150');
    expect(out).toContain('Q. Visser: 1465 → 1480 (op naam)');
    expect(out).not.toContain('I. Ruiter:');
    expect(dry.stderr.join('\n')).toContain('Quinten Bos past bij meer spelers van de lijst');
    expect(dry.stderr.join('\n')).toContain('Spelers!B6: J. Jansen staat niet in de lijst');
    expect(out).toContain('Ratinglijst: 2 gewijzigd, 1 gelijk, 30 niet gevonden, 1 niet eenduidig.');
    expect(readFileSync(join(wb, 'Spelers.csv'), 'utf8')).toBe(before);

    const yes = await runCli('import-ratings', list, wb, '--yes');
    expect(yes.code).toBe(0);
    const rows = csvTab(wb, 'Spelers');
    const beforeRows = before.split('\n').map((l) => l.split(','));
    expect(rows[1]!.slice(0, 2)).toEqual(['Henk de Graaf', '2150']);
    expect(rows[3]!.slice(0, 2)).toEqual(['Q. Visser', '1480']);
    // Only the Rating cells that changed: every other cell as it was.
    rows.forEach((r, i) =>
      r.forEach((c, j) => {
        if (j !== 1 || (i !== 1 && i !== 3)) expect(c ?? '').toBe(beforeRows[i]![j] ?? '');
      }),
    );
  });

  test('FIDE’s zip of the TXT list and of the XML list are read as the list inside (FIDE’s own spellings: capital De, accents off)', async () => {
    const { zipSync, strToU8 } = await import('fflate');
    const dir = tempDir();
    const rows = [
      { id: 1234567, name: 'De Graaf, Henk', fed: 'NED', rating: 2150 },
      { id: 1000002, name: 'Visser, Q.', fed: 'NED', rating: 1480 },
    ];
    const txtZip = join(dir, 'players_list.zip');
    writeFileSync(txtZip, zipSync({ 'players_list_foa.txt': strToU8(fideList(rows)) }));
    const xml = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<playerslist>',
      ...rows.map(
        (r) =>
          `<player><fideid>${r.id}</fideid><name>${r.name}</name><country>${r.fed}</country><sex>M</sex><title></title><w_title></w_title><o_title></o_title><foa_title></foa_title><rating>${r.rating}</rating><games>0</games><k>20</k><birthday>1980</birthday><flag></flag></player>`,
      ),
      '</playerslist>',
    ].join('\n');
    const xmlZip = join(dir, 'players_list_xml.zip');
    writeFileSync(xmlZip, zipSync({ 'players_list_xml_foa.xml': strToU8(xml) }));
    writeFileSync(join(dir, 'players_list.xml'), xml);
    for (const list of [txtZip, xmlZip, join(dir, 'players_list.xml')]) {
      const run = await runCli('import-ratings', list, club());
      expect(run.stderr.join('\n')).not.toContain('ontbreekt');
      const out = run.stdout.join('\n');
      expect(out).toContain('Henk de Graaf: 2142 → 2150');
      expect(out).toContain('Q. Visser: 1465 → 1480 (op naam)');
    }
  });

  test('the KNSB list in its forms: Achternaam, Voornaam tussenvoegsel; netstand’s Achternaam, V. tv (Voornaam); three name columns', async () => {
    const dir = tempDir();
    const forms = {
      'knsb.csv': 'Relatienummer;Naam;Rating\n8000001;Graaf, Henk de;2200\n8000002;Bakker, Floor;1850\n',
      'netstand.csv': 'Relatienummer;Naam;Rating\n8000001;Graaf, H. de (Henk);2200\n8000002;Bakker, F. (Floor);1850\n',
      'kolommen.csv':
        'Relatienummer;Voornaam;Tussenvoegsels;Achternaam;Rating\n8000001;Henk;de;Graaf;2200\n8000002;Floor;;Bakker;1850\n',
    };
    for (const [file, text] of Object.entries(forms)) {
      writeFileSync(join(dir, file), text);
      const run = await runCli('import-ratings', join(dir, file), copyExample('zwarte-dame'));
      const out = run.stdout.join('\n');
      expect(out).toContain('Henk de Graaf: 2142 → 2200 (op naam)');
      expect(out).toContain('Floor Bakker: 1844 → 1850 (op naam)');
    }
  });

  test('a near miss is offered, not taken: "bedoelde u …?"', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'knsb.csv'),
      'Relatienummer;Naam;Rating\n8000001;Graaf, Hein de;2200\n8000003;Jansem, J.;1900\n',
    );
    const run = await runCli('import-ratings', join(dir, 'knsb.csv'), copyExample('zwarte-dame'));
    const err = run.stderr.join('\n');
    expect(err).toContain('Henk de Graaf staat niet in de lijst; bedoelde u Graaf, Hein de (8000001, 2200)?');
    expect(err).toContain('J. Jansen staat niet in de lijst; bedoelde u Jansem, J. (8000003, 1900)?');
    expect(run.stdout.join('\n')).toContain('0 gewijzigd');
  });

  test('a CSV list with name, KNSB id and rating columns, applied to an .xlsx, keeps the rest of the tab', async () => {
    const dir = tempDir();
    const list = join(dir, 'knsb.csv');
    writeFileSync(list, 'Relatienummer;Naam;Rating\n;Henk de Graaf;2200\n;Floor Bakker;1850\n');
    const xlsx = join(dir, 'club.xlsx');
    writeFileSync(xlsx, readFileSync(join(EXAMPLES, 'zwarte-dame.xlsx')));
    const run = await runCli('import-ratings', list, xlsx, '--yes');
    expect(run.code).toBe(0);
    const wb = await openWorkbook(xlsx);
    const spelers = wb.read('Spelers')!;
    const original = (await openWorkbook(join(EXAMPLES, 'zwarte-dame.xlsx'))).read('Spelers')!;
    const graaf = spelers.findIndex((r) => r[0] === 'Henk de Graaf');
    const bakker = spelers.findIndex((r) => r[0] === 'Floor Bakker');
    expect(spelers[graaf]![1]).toBe(2200);
    expect(spelers[bakker]![1]).toBe(1850);
    spelers.forEach((r, i) =>
      r.forEach((c, j) => {
        if (!(j === 1 && (i === graaf || i === bakker))) expect(c).toEqual(original[i]![j]);
      }),
    );
    expect(wb.tabNames()).toEqual((await openWorkbook(join(EXAMPLES, 'zwarte-dame.xlsx'))).tabNames());
  });
});
