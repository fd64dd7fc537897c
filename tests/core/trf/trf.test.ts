/**
 * TRF-16 export and import (FIDE Handbook C.04 Annex 2): the file is read
 * back with an independent reader written from the specification
 * (tests/support/trfSpec.ts) and every field compared; a golden file of the
 * shipped example; export → import → export gives the same file; a file of
 * another program is mapped code by code, and a wrong one writes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TrfExport, importSeason } from '../../../src/actions/exchange';
import { openCsvFolder } from '../../../src/cli/files/csv';
import { computeStandings } from '../../../src/core/keizer/standings';
import { InputError, Problems } from '../../../src/core/problems';
import { trfToSeason } from '../../../src/core/trf/keizer';
import { parseTrf } from '../../../src/core/trf/trf';
import { open } from '../../../src/sheet/open';
import { MemoryWorkbook } from '../../../src/workbook/memory';
import { applyChanges } from '../../../src/workbook/workbook';
import { readSpecPlayers, specRecords } from '../../support/trfSpec';
import { UPDATE_GOLDEN } from '../../support/golden';
import { simulateKeizerSeason } from '../../../src/sim/keizerSeason';
import type { Cell } from '../../../src/core/cell';
import { outcomeOf } from '../../support/entries';
import { optionValues } from '../../../src/actions/request';
import type { WorkbookReader } from '../../../src/workbook/workbook';

/** The entry's TRF of `wb` with the command line's options (`title`, `city`, `encoding`, ...), nothing written. */
const exportTrf = (wb: WorkbookReader, given: Readonly<Record<string, string>> = {}): TrfExport =>
  outcomeOf(wb, 'trfExport', { options: optionValues(given) }) as TrfExport;

/** The competition of a workbook, through the front door. */
const loadComp = (wb: Parameters<typeof open>[0]) => open(wb, 'keizer');

const ROOT = join(__dirname, '../../..');

/** Seven players, three rounds with every kind of result and every absence reason. */
function small(): MemoryWorkbook {
  return new MemoryWorkbook({
    Instellingen: [
      ['Instelling', 'Waarde'],
      ['type', 'keizer'],
      ['rounds', 4],
    ],
    Spelers: [
      ['Naam', 'Rating', 'FIDE-id', 'KNSB-id', 'Straf-oneven'],
      ['Anna Aal', 2100, 1234567, 8001, ''],
      ['Bert Beer', 1900, '', '', ''],
      ['Cor Cup', 1800, 7654321, '', ''],
      ['Dirk Dop', 1700, '', '', ''],
      ['Eva Eik', 1600, '', '', ''],
      ['Fien Fop', 1500, '', '', 1],
      ['Gijs Gans', '', '', '', ''],
    ],
    Uitslagen: [
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      [1, 'Anna Aal', 'Bert Beer', '1-0'],
      [1, 'Cor Cup', 'Dirk Dop', '½-½'],
      [1, 'Eva Eik', 'Fien Fop', '0-1'],
      [2, 'Bert Beer', 'Cor Cup', '+-'],
      [2, 'Dirk Dop', 'Anna Aal', '-+'],
      [2, 'Fien Fop', 'Gijs Gans', '--'],
      [3, 'Anna Aal', 'Cor Cup', '0-1'],
    ],
    Afwezig: [
      ['Ronde', 'Naam', 'Reden'],
      [1, 'Gijs Gans', 'oneven'],
      [2, 'Eva Eik', 'afgemeld'],
      [3, 'Bert Beer', 'extern'],
      [3, 'Dirk Dop', 'clubtaak'],
      [3, 'Eva Eik', 'niet afgemeld'],
      [3, 'Fien Fop', 'straf-oneven'],
      [3, 'Gijs Gans', 'oneven'],
    ],
  });
}

/** What each player's rounds must say, worked out by hand from the tabs above: [opponent, colour, result]. */
const EXPECTED: Record<string, { points: string; rounds: [string, string, string][] }> = {
  'Anna Aal': {
    points: ' 2.0',
    rounds: [
      ['   2', 'w', '1'],
      ['   4', 'b', '+'],
      ['   3', 'w', '0'],
    ],
  },
  'Bert Beer': {
    points: ' 1.5',
    rounds: [
      ['   1', 'b', '0'],
      ['   3', 'w', '+'],
      ['0000', '-', 'H'],
    ],
  },
  'Cor Cup': {
    points: ' 1.5',
    rounds: [
      ['   4', 'w', '='],
      ['   2', 'b', '-'],
      ['   1', 'b', '1'],
    ],
  },
  'Dirk Dop': {
    points: ' 1.0',
    rounds: [
      ['   3', 'b', '='],
      ['   1', 'w', '-'],
      ['0000', '-', 'H'],
    ],
  },
  'Eva Eik': {
    points: ' 0.5',
    rounds: [
      ['   6', 'w', '0'],
      ['0000', '-', 'H'],
      ['0000', '-', 'Z'],
    ],
  },
  'Fien Fop': {
    points: ' 1.0',
    rounds: [
      ['   5', 'b', '1'],
      ['   7', 'w', '-'],
      ['0000', '-', 'Z'],
    ],
  },
  'Gijs Gans': {
    points: ' 2.0',
    rounds: [
      ['0000', '-', 'U'],
      ['   6', 'b', '-'],
      ['0000', '-', 'U'],
    ],
  },
};

describe('TRF export', () => {
  test('every field of every player line stands at the columns of the specification', () => {
    const out = exportTrf(small(), {
      title: 'Clubcompetitie',
      city: 'Utrecht',
      federation: 'NED',
      arbiter: 'J. Jansen',
      start: '2025-09-04',
      end: '2026-05-28',
      dates: '2025-09-04,2025-09-11,2025-09-18',
    });
    const players = readSpecPlayers(out.text);
    const comp = loadComp(small()).competition;
    const standings = computeStandings(comp);
    // The name field is "Lastname, Firstname".
    expect(players.map((p) => p.name)).toEqual(
      comp.players.map((p) => `${p.name.split(' ')[1]}, ${p.name.split(' ')[0]}`),
    );
    players.forEach((p, i) => {
      const src = comp.players[i]!;
      expect(p.start).toBe(i + 1);
      expect(p.sex + p.title + p.federation + p.birthDate).toBe(' '.repeat(17));
      expect(p.rating).toBe(src.rating === undefined ? '    ' : String(src.rating).padStart(4));
      expect(p.fideId).toBe((src.fideId ?? '').padStart(11));
      const want = EXPECTED[src.name]!;
      expect(p.points).toBe(want.points);
      expect(p.rounds.map((r) => [r.opponent, r.colour, r.result])).toEqual(want.rounds);
      const row = standings.rows.find((r) => r.player === i);
      expect(p.rank).toBe(String(row!.rank).padStart(4));
    });
    expect(specRecords(out.text, '012')).toEqual(['Clubcompetitie']);
    expect(specRecords(out.text, '022')).toEqual(['Utrecht']);
    expect(specRecords(out.text, '032')).toEqual(['NED']);
    expect(specRecords(out.text, '042')).toEqual(['2025/09/04']);
    expect(specRecords(out.text, '052')).toEqual(['2026/05/28']);
    expect(specRecords(out.text, '062')).toEqual(['7']);
    expect(specRecords(out.text, '072')).toEqual(['6']);
    expect(specRecords(out.text, '102')).toEqual(['J. Jansen']);
    expect(specRecords(out.text, 'XXR')).toEqual(['4']);
    expect(specRecords(out.text, '142')).toEqual(['4']);
    // Round dates YY/MM/DD from column 92, ten columns a round.
    const dates = out.text.split('\r\n').find((l) => l.startsWith('132'))!;
    expect([dates.slice(91, 99), dates.slice(101, 109), dates.slice(111, 119)]).toEqual([
      '25/09/04',
      '25/09/11',
      '25/09/18',
    ]);
    expect(out.text.endsWith('\r\n')).toBe(true);
  });

  test('the Keizer points and rank, the names as typed and the absences whose code does not name them are in comment lines', () => {
    const text = exportTrf(small()).text;
    const comments = specRecords(text, '###');
    const standings = computeStandings(loadComp(small()).competition);
    for (const r of standings.rows)
      expect(comments).toContain(`keizer ${r.player + 1} ${r.points} ${r.rank} ${r.value}`);
    expect(comments).toContain('naam 1 Anna%20Aal');
    expect(comments).toContain('speler 6 straf-oneven=1');
    expect(comments.some((c) => c.includes('knsb='))).toBe(false);
    expect(comments).toEqual(
      expect.arrayContaining(['afwezig 3 2 external', 'afwezig 3 4 clubDuty', 'afwezig 3 6 penaltyBye']),
    );
    expect(comments.filter((c) => c.startsWith('afwezig'))).toHaveLength(3);
  });

  test('a game without a result in an exported round is left blank and reported', () => {
    const wb = small();
    const rows = wb.read('Uitslagen')!;
    rows.push([3, 'Eva Eik', 'Gijs Gans', '']);
    const afw = wb.read('Afwezig')!.filter((r) => !(r[0] === 3 && (r[1] === 'Eva Eik' || r[1] === 'Gijs Gans')));
    const wb2 = new MemoryWorkbook({
      Instellingen: wb.read('Instellingen')!,
      Spelers: wb.read('Spelers')!,
      Uitslagen: rows,
      Afwezig: afw,
    });
    const out = exportTrf(wb2);
    const eva = readSpecPlayers(out.text).find((p) => p.name === 'Eik, Eva')!;
    expect(eva.rounds[2]).toBeUndefined();
    expect(out.warnings.some((w) => w.message.key === 'trfUnplayedLeftOut')).toBe(true);
  });

  test('a name longer than the 33 columns of the name field is refused at its cell', () => {
    const wb = small();
    const spelers = wb.read('Spelers')!;
    spelers[7]![0] = 'Gijsbertus Johannes Maria van den Gansenbroek';
    const e = (() => {
      try {
        exportTrf(
          new MemoryWorkbook({
            Instellingen: wb.read('Instellingen')!,
            Spelers: spelers,
            Uitslagen: [
              ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
              [1, 'Anna Aal', 'Bert Beer', '1-0'],
            ],
          }),
        );
      } catch (err) {
        return err;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).errors[0]!.place).toEqual({ tab: 'Spelers', row: 8, col: 1 });
  });

  test('the shipped example gives the golden file', () => {
    const out = exportTrf(openCsvFolder(join(ROOT, 'examples/zwarte-dame')), { title: 'SV De Zwarte Dame' });
    const golden = join(ROOT, 'tests/golden/zwarte-dame.trf');
    if (UPDATE_GOLDEN) writeFileSync(golden, out.text);
    expect(out.text).toBe(readFileSync(golden, 'utf8'));
    expect(readSpecPlayers(out.text)).toHaveLength(34);
  });
});

/** Export → parse → import into an empty workbook → export. */
function roundTrip(
  wb: MemoryWorkbook | ReturnType<typeof openCsvFolder>,
  title: string,
): { first: string; second: string; target: MemoryWorkbook } {
  const first = exportTrf(wb, { title }).text;
  const problems = new Problems();
  const season = trfToSeason(parseTrf(first, 'x.trf', problems), 'x.trf', problems);
  const target = new MemoryWorkbook();
  const outcome = importSeason(target, season, problems, 'nl');
  applyChanges(target, outcome.changes);
  return { first, second: exportTrf(target, { title }).text, target };
}

describe('TRF import', () => {
  test('export → import → export gives the same file (small season with every code)', () => {
    const { first, second } = roundTrip(small(), 'Clubcompetitie');
    expect(second).toBe(first);
  });

  test('export → import → export gives the same file (the shipped example, 34 players, 28 rounds)', () => {
    const { first, second, target } = roundTrip(openCsvFolder(join(ROOT, 'examples/zwarte-dame')), 'SV De Zwarte Dame');
    expect(second).toBe(first);
    // The standings computed from the imported tabs are the example's.
    const original = computeStandings(loadComp(openCsvFolder(join(ROOT, 'examples/zwarte-dame'))).competition);
    const imported = computeStandings(loadComp(target).competition);
    expect(imported.rows.map((r) => [r.name, r.score])).toEqual(original.rows.map((r) => [r.name, r.score]));
  });

  test('export → import → export gives the same file at club size: 70 players, 37 rounds, late entrants, leavers, categories, estimated ratings, a running season', () => {
    const season = simulateKeizerSeason({
      players: 70,
      rounds: 37,
      played: 30,
      seed: 'trf',
      lateEntrants: 4,
      leavers: 3,
      estimated: 2,
      categories: true,
      forfeits: 0.03,
    });
    const wb = new MemoryWorkbook(season.tabs as Record<string, Cell[][]>);
    const { first, second, target } = roundTrip(wb, 'Clubcompetitie');
    expect(second).toBe(first);
    expect(readSpecPlayers(first)).toHaveLength(70);
    const original = computeStandings(loadComp(wb).competition);
    const imported = computeStandings(loadComp(target).competition);
    expect(imported.afterRound).toBe(30);
    expect(imported.rows.map((r) => [r.name, r.score, r.rank])).toEqual(
      original.rows.map((r) => [r.name, r.score, r.rank]),
    );
  });

  const FOREIGN = [
    '012 Open Utrecht',
    '062 5',
    '001    1    m Aal,Anna                          2100 NED     1234567 1990/01/01  2.5    1     2 w 1     3 b =  0000 - H',
    '001    2      Beer,Bert                         1900 NED             1991/01/01  2.0    2     1 b 0  0000 - F     3 w W',
    '001    3      Cup,Cor                           1800                 1992/01/01  1.5    3  0000 - U     1 w =     2 b L',
    '001    4      Dop,Dirk                          1700                 1993/01/01  0.0    4  0000 - Z  0000 - +  0000 - -',
    '001    5      Eik,Eva                           1600                 1994/01/01  0.0    5            0000 - Z',
  ].join('\n');

  test('a file of another program: byes and absences by their code, the mapping reported', () => {
    const problems = new Problems();
    const season = trfToSeason(parseTrf(FOREIGN, 'open.trf', problems), 'open.trf', problems);
    const target = new MemoryWorkbook();
    const outcome = importSeason(target, season, problems, 'nl');
    applyChanges(target, outcome.changes);
    expect(target.read('Afwezig')).toEqual([
      ['Ronde', 'Naam', 'Reden'],
      [1, 'Cup,Cor', 'oneven'],
      [1, 'Dop,Dirk', 'niet afgemeld'],
      [2, 'Beer,Bert', 'oneven'],
      [2, 'Dop,Dirk', 'oneven'],
      [2, 'Eik,Eva', 'niet afgemeld'],
      [3, 'Aal,Anna', 'afgemeld'],
      [3, 'Dop,Dirk', 'niet afgemeld'],
    ]);
    expect(target.read('Uitslagen')).toEqual([
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      [1, 'Aal,Anna', 'Beer,Bert', '1-0'],
      [2, 'Cup,Cor', 'Aal,Anna', '½-½'],
      [3, 'Beer,Bert', 'Cup,Cor', '1-0'],
    ]);
    const spelers = target.read('Spelers')!;
    expect(spelers[0]).toEqual(['Naam', 'Rating', 'FIDE-id', 'Vanaf ronde']);
    expect(spelers[1]).toEqual(['Aal,Anna', 2100, '1234567', '']);
    expect(spelers[5]).toEqual(['Eik,Eva', 1600, '', 2]);
    const mapped = season.mappings.map((m) => `${m.code}>${m.became}:${m.count}`);
    expect(mapped).toEqual(
      expect.arrayContaining([
        'H>excused:1',
        'F>bye:1',
        'U>bye:1',
        'Z>unexcused:2',
        '+>bye:1',
        '->unexcused:1',
        'W/L>1-0:1',
      ]),
    );
    expect(outcome.summary.filter((m) => m.key === 'importMapping')).toHaveLength(season.mappings.length);
    expect(problems.warnings.some((w) => w.message.key === 'trfLateEntry' && w.place?.row === 7)).toBe(true);
    // No XXR line: the season's length is assumed (the default 28) and said.
    expect(problems.warnings.some((w) => w.message.key === 'trfRoundsAssumed' && w.message.args[0] === 28)).toBe(true);
    // The standings can be computed from the tabs written.
    const standings = computeStandings(loadComp(target).competition);
    expect(standings.afterRound).toBe(3);
    expect(standings.rows.map((r) => r.name)).toEqual(['Aal,Anna', 'Beer,Bert', 'Cup,Cor', 'Dop,Dirk', 'Eik,Eva']);
  });

  test('lines that disagree are errors at their line, and nothing is written', () => {
    const bad = FOREIGN.replace('     2 w 1     3 b =', '     2 w 1     3 b 1').replace(
      '0000 - Z  0000 - +  0000 - -',
      '   9 w 1  0000 - +  0000 - -',
    );
    const problems = new Problems();
    const season = trfToSeason(parseTrf(bad, 'open.trf', problems), 'open.trf', problems);
    const target = new MemoryWorkbook();
    let error: unknown;
    try {
      importSeason(target, season, problems, 'nl');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    const keys = (error as InputError).errors.map((p) => `${p.message.key}@${p.place?.row}`);
    expect(keys).toEqual(expect.arrayContaining(['trfResultClash@3', 'trfUnknownOpponent@6']));
    expect(target.tabNames()).toEqual([]);
  });

  test('a workbook that holds a competition already is not written over', () => {
    const problems = new Problems();
    const season = trfToSeason(parseTrf(FOREIGN, 'open.trf', problems), 'open.trf', problems);
    expect(() => importSeason(small(), season, problems, 'nl')).toThrow(InputError);
  });

  test('columns count characters: a name with an emoji (two UTF-16 units) keeps the rating and rounds at their columns', () => {
    const wb = small();
    const spelers = wb.read('Spelers')!;
    const uitslagen = wb.read('Uitslagen')!;
    const afwezig = wb.read('Afwezig')!;
    const rename = (c: Cell) => (c === 'Anna Aal' ? 'Anna 🐴 Aal' : c);
    const emoji = new MemoryWorkbook({
      Instellingen: wb.read('Instellingen')!,
      Spelers: spelers.map((r) => r.map(rename)),
      Uitslagen: uitslagen.map((r) => r.map(rename)),
      Afwezig: afwezig,
    });
    const { first, second } = roundTrip(emoji, 'Clubcompetitie');
    expect(second).toBe(first);
    const line = first.split('\r\n').find((l) => l.startsWith('001    1 '))!;
    const cps = Array.from(line);
    expect(cps.slice(48, 52).join('')).toBe('2100');
    expect(cps.slice(91, 99).join('')).toBe('   2 w 1');
  });

  test('a Competitieleider comment line edited out of shape is an error at its line, not a fault', () => {
    const text = exportTrf(small())
      .text.replace('### naam 1 Anna%20Aal', '### naam 1 Anna%zz')
      .replace('### instelling rounds 4', '### instelling %e0 4');
    const problems = new Problems();
    trfToSeason(parseTrf(text, 'x.trf', problems), 'x.trf', problems);
    expect(problems.errors.map((p) => p.message.key)).toEqual(['trfBadComment', 'trfBadComment']);
  });

  test('a player line with a field out of its columns is an error at its line and column', () => {
    const problems = new Problems();
    parseTrf('001    1      Aal,Anna                          21x0', 'a.trf', problems);
    expect(problems.errors.map((p) => [p.place, p.message.key, p.message.args[0]])).toEqual([
      [{ tab: 'a.trf', row: 1 }, 'trfBadField', 49],
      [{ tab: 'a.trf' }, 'trfNoPlayers', undefined],
    ]);
  });
});
