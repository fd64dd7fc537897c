/**
 * Every impossible score form is refused at its cell, with the reason; nothing
 * is written. The forms are typed as an organiser types them (MemoryWorkbook).
 */
import type { Cell } from '../../src/core/cell';
import { isInputError } from '../../src/core/problems';
import { open } from '../../src/sheet/open';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { outcomeOf } from '../support/entries';

const NK_HEADER = [
  'Ronde',
  'Tafel',
  'Team A',
  'Team B',
  'Binnen A',
  'Binnen B',
  'Uitgespeeld',
  'Winnaar',
  'Speeltijd',
  'Ingeleverd',
  'Reglementair',
];
const TEAMS: Cell[][] = [
  ['Nr', 'Naam'],
  [1, 'De Pionniers'],
  [2, 'Keezkoppen'],
  [3, 'Tien Vooruit'],
  [4, 'Het Honk'],
];

function nk(rows: Cell[][], header: Cell[] = NK_HEADER, settings: Cell[][] = []): MemoryWorkbook {
  return new MemoryWorkbook({
    Instellingen: [['Instelling', 'Waarde'], ['type', 'keezen'], ['variant', 'nk4tegen4'], ...settings],
    Deelnemers: TEAMS,
    Uitslagen: [header, ...rows],
  });
}

/** A sound round 1: table 1 De Pionniers–Keezkoppen 16–12, table 2 Tien Vooruit–Het Honk 10–16. */
function round1(): Cell[][] {
  return [
    [1, 1, 1, 2, 16, 12, 'ja', 'A', '0:55', '12:01', ''],
    [1, 2, 3, 4, 10, 16, 'ja', 'B', '1:02', '12:06', ''],
  ];
}

/** The error lines (Dutch) of running the standings, or [] when it succeeded. */
function errors(wb: MemoryWorkbook): string[] {
  try {
    outcomeOf(wb, 'updateStandings');
    return [];
  } catch (e) {
    if (!isInputError(e)) throw e;
    return e.describe('nl').split('\n');
  }
}

function edit(rows: Cell[][], row: number, col: number, value: Cell): Cell[][] {
  rows[row]![col] = value;
  return rows;
}

test('a sound evening passes and writes Stand', () => {
  const wb = nk(round1());
  expect(errors(wb)).toEqual([]);
  const out = outcomeOf(wb, 'updateStandings');
  expect(out.changes.writes[0]!.name).toBe('Stand');
});

describe('checks within one form', () => {
  test('a count out of range: 17 pawns home for a side of 16', () => {
    expect(errors(nk(edit(round1(), 0, 4, 17)))).toEqual([
      'Uitslagen!E2: 17 pionnen binnen kan niet: een kant heeft 0 tot en met 16 pionnen',
    ]);
  });

  test('a negative count is out of range too', () => {
    expect(errors(nk(edit(round1(), 1, 4, -1)))).toEqual([
      'Uitslagen!E3: -1 pionnen binnen kan niet: een kant heeft 0 tot en met 16 pionnen',
    ]);
  });

  test('a count that is not a number', () => {
    expect(errors(nk(edit(round1(), 0, 5, 'twaalf')))).toEqual(['Uitslagen!F2: "twaalf" is geen heel getal']);
  });

  test('both sides complete', () => {
    expect(errors(nk(edit(round1(), 0, 5, 16)))).toEqual([
      'Uitslagen!F2: beide kanten hebben alle 16 pionnen binnen; het spel stopt zodra de eerste kant compleet is',
    ]);
  });

  test('a winner that is not complete', () => {
    expect(errors(nk(edit(round1(), 1, 7, 'A')))).toEqual([
      'Uitslagen!H3: winnaar kant A heeft 10 van de 16 pionnen binnen; alleen een complete kant wint',
    ]);
  });

  test('the winner may be written as the team number or name', () => {
    expect(errors(nk(edit(edit(round1(), 1, 7, 4), 0, 7, 'De Pionniers')))).toEqual([]);
    expect(errors(nk(edit(round1(), 1, 7, 3)))).toEqual([
      'Uitslagen!H3: winnaar kant A heeft 10 van de 16 pionnen binnen; alleen een complete kant wint',
    ]);
  });

  test('a winner who is not at the table', () => {
    expect(errors(nk(edit(round1(), 1, 7, 'Keezkoppen')))).toEqual([
      'Uitslagen!H3: "Keezkoppen" zit niet aan deze tafel; schrijf A, B, het Nr of de naam (of "geen")',
    ]);
  });

  test('a time-out with a complete side', () => {
    expect(errors(nk(edit(round1(), 0, 6, 'nee')))).toEqual([
      'Uitslagen!G2: tijd om, maar kant A heeft alle 16 pionnen binnen: dan is het spel uitgespeeld',
    ]);
  });

  test('a finished game without a complete side', () => {
    expect(errors(nk(edit(round1(), 0, 4, 15)))).toEqual([
      'Uitslagen!G2: uitgespeeld, maar geen kant heeft alle 16 pionnen binnen; was de tijd om? zet Uitgespeeld op nee',
    ]);
  });

  test('Uitgespeeld takes ja/nee (aan/uit), the words uitgespeeld, finished and tijd om; anything else is refused', () => {
    for (const word of ['uitgespeeld', 'Finished', 'ja']) expect(errors(nk(edit(round1(), 0, 6, word)))).toEqual([]);
    for (const word of ['tijd om', 'uit', 'nee']) {
      expect(errors(nk(edit(edit(round1(), 0, 6, word), 0, 7, '')))).toEqual([
        'Uitslagen!G2: tijd om, maar kant A heeft alle 16 pionnen binnen: dan is het spel uitgespeeld',
      ]);
    }
    expect(errors(nk(edit(round1(), 0, 6, 'misschien')))).toEqual([
      'Uitslagen!G2: "misschien" is geen ja of nee (nee = tijd om)',
    ]);
  });

  test('a time-out names no winner in the NK (no bonus, no winner)', () => {
    const rows = round1();
    rows[0] = [1, 1, 1, 2, 14, 12, 'tijd om', 'A', '1:15', '12:20', ''];
    expect(errors(nk(rows))).toEqual([
      'Uitslagen!H2: winnaar kant A, maar volgens de regels van deze variant heeft niemand gewonnen (gelijkspel)',
    ]);
    rows[0]![7] = 'geen';
    expect(errors(nk(rows))).toEqual([]);
  });

  test('per-player counts that do not add up to the side count', () => {
    const header = [...NK_HEADER, 'Binnen A1', 'Binnen A2', 'Binnen A3', 'Binnen A4'];
    const rows = round1().map((r) => [...r, '', '', '', '']);
    rows[1]!.splice(11, 4, 3, 3, 2, 1);
    expect(errors(nk(rows, header))).toEqual([
      'Uitslagen!E3: kant A: 10 pionnen binnen, maar de spelers samen hebben er 9',
    ]);
    rows[1]!.splice(11, 4, 3, 3, 2, 2);
    expect(errors(nk(rows, header))).toEqual([]);
  });

  test('a per-player count out of range', () => {
    const header = [...NK_HEADER, 'Binnen A1', 'Binnen A2', 'Binnen A3', 'Binnen A4'];
    const rows = round1().map((r) => [...r, '', '', '', '']);
    rows[1]!.splice(11, 4, 5, 3, 2, 0);
    expect(errors(nk(rows, header))).toEqual([
      'Uitslagen!L3: 5 pionnen binnen kan niet: een speler heeft 0 tot en met 4 pionnen in zijn honk',
    ]);
  });
});

describe('forfeits', () => {
  test('an absent team: the counts may be left empty, they follow the rule', () => {
    const rows = round1();
    rows[0] = [1, 1, 1, 2, '', '', '', '', '', '', 2];
    expect(errors(nk(rows))).toEqual([]);
  });

  test('a forfeit that does not match the rule (the absent side loses with 8 pawns)', () => {
    expect(errors(nk(edit(round1(), 0, 10, 'B')))).toEqual([
      'Uitslagen!K2: reglementair: kant B is afwezig en verliest met 8 pionnen (forfeitLoserPawns), maar het formulier zegt 12',
    ]);
  });

  test('a forfeit in which the present side does not have all 16', () => {
    const rows = round1();
    rows[0] = [1, 1, 1, 2, 12, 8, 'ja', '', '', '', 'Keezkoppen'];
    expect(errors(nk(rows))).toEqual([
      'Uitslagen!K2: reglementair: kant A is aanwezig en wint met 16 pionnen, maar het formulier zegt 12',
    ]);
  });

  test('a forfeit cannot be a time-out too', () => {
    const rows = round1();
    rows[0] = [1, 1, 1, 2, '', '', 'nee', '', '', '', 2];
    expect(errors(nk(rows))).toEqual(['Uitslagen!K2: een reglementaire uitslag kan niet ook "tijd om" zijn']);
  });

  test('the absent team cannot be the winner', () => {
    const rows = round1();
    rows[0] = [1, 1, 1, 2, '', '', '', 'B', '', '', 2];
    expect(errors(nk(rows))).toEqual(['Uitslagen!H2: kant B is afwezig (reglementair) en kan niet winnen']);
  });

  test('a forfeit naming a team that is not at the table', () => {
    expect(errors(nk(edit(round1(), 0, 10, 3)))).toEqual([
      'Uitslagen!K2: "3" zit niet aan deze tafel; schrijf de afwezige kant: A, B, het Nr of de naam (of "beide")',
    ]);
  });
});

describe('the times on a form (play time and handed in break ties in the NK)', () => {
  test('a play time that is not a time and a clock time after midnight are refused at their cells', () => {
    const rows = round1();
    rows[0]![8] = '1:75';
    rows[1]![9] = '25:10';
    expect(errors(nk(rows))).toEqual([
      'Uitslagen!I2: "1:75" is geen tijd; schrijf bijv. 1:05',
      'Uitslagen!J3: "25:10" is geen kloktijd; schrijf bijv. 14:32',
    ]);
  });

  test('a time written as a number, 65 minutes or 14.32, reads as that time', () => {
    const rows = round1();
    rows[0]![8] = 65;
    rows[0]![9] = 14.32;
    expect(errors(nk(rows))).toEqual([]);
  });

  test('an empty time is a warning at its cell where it breaks ties; a forfeit has none', () => {
    const rows = round1();
    rows[0]![8] = '';
    rows[0]![9] = '';
    rows[1] = [1, 2, 3, 4, '', '', '', '', '', '', 3];
    const warnings = outcomeOf(nk(rows), 'updateStandings').warnings.map((w) => [w.place, w.message.key]);
    expect(warnings).toEqual([
      [{ tab: 'Uitslagen', row: 2, col: 9 }, 'kzTimeMissing'],
      [{ tab: 'Uitslagen', row: 2, col: 10 }, 'kzTimeMissing'],
    ]);
    const ordered = [['order', 'matchPoints, points']];
    expect(outcomeOf(nk(rows, NK_HEADER, ordered), 'updateStandings').warnings).toEqual([]);
  });
});

describe('checks across forms', () => {
  test('a team absent from the list', () => {
    expect(errors(nk(edit(round1(), 0, 2, 7)))).toEqual([
      'Uitslagen!C2: "7" staat niet in Deelnemers (gebruik het Nr of de naam)',
    ]);
  });

  test('a team name with a typo gets a suggestion', () => {
    expect(errors(nk(edit(round1(), 0, 2, 'De Pioniers')))).toEqual([
      'Uitslagen!C2: "De Pioniers" staat niet in Deelnemers; bedoelde u "De Pionniers"? (gebruik het Nr of de naam)',
    ]);
  });

  test('a team twice in one round', () => {
    expect(errors(nk(edit(round1(), 1, 3, 1)))).toEqual([
      'Uitslagen!D3: De Pionniers speelt in ronde 1 al (Uitslagen!C2)',
    ]);
  });

  test('a team against itself', () => {
    expect(errors(nk(edit(round1(), 0, 3, 1)))).toEqual([
      'Uitslagen!D2: De Pionniers zit aan deze tafel al op plaats A',
    ]);
  });

  test('a table twice in one round', () => {
    expect(errors(nk(edit(round1(), 1, 1, 1)))).toEqual([
      'Uitslagen!B3: tafel 1 staat in ronde 1 al op een formulier (Uitslagen!2)',
    ]);
  });

  test('a table missing', () => {
    expect(errors(nk(edit(round1(), 1, 1, 3)))).toEqual([
      'Uitslagen: tafel 2 van ronde 1 ontbreekt: er zijn wel hogere tafelnummers',
    ]);
  });

  test('a round missing', () => {
    const rows = [...round1(), [3, 1, 1, 3, 16, 4, 'ja', '', '', '', ''], [3, 2, 2, 4, 9, 16, 'ja', '', '', '', '']];
    expect(errors(nk(rows))).toEqual(['Uitslagen: ronde 2 ontbreekt: er zijn wel formulieren van latere ronden']);
  });

  test('a round after the last (the NK plays 4)', () => {
    expect(errors(nk(edit(edit(round1(), 0, 0, 5), 1, 0, 5)))[0]).toBe(
      'Uitslagen!A2: ronde 5 bestaat niet: er zijn 4 ronden per avond (roundsPerEvening)',
    );
  });

  test('a round or table that is not a whole number above 0', () => {
    expect(errors(nk(edit(round1(), 0, 1, 0)))).toEqual(['Uitslagen!B2: "0" is geen heel getal groter dan 0']);
  });

  test('every problem is reported at once', () => {
    const rows = round1();
    rows[0]![4] = 17;
    rows[1]![2] = 9;
    expect(errors(nk(rows))).toHaveLength(2);
  });

  test('a team without a form in a round is a note, not an error', () => {
    const rows = [...round1(), [2, 1, 1, 3, 16, 4, 'ja', '', '0:40', '13:15', '']];
    const out = outcomeOf(nk(rows), 'updateStandings');
    expect(out.warnings.map((w) => w.message.key)).toEqual(['kzNoFormInRound']);
  });
});

describe('buurtcompetitie forms (occupied holes per player)', () => {
  const HEADER = [
    'Avond',
    'Ronde',
    'Tafel',
    'Team A',
    'Team B',
    'Binnen A1',
    'Binnen A2',
    'Binnen B1',
    'Binnen B2',
    'Winnaar',
  ];
  const wb = (rows: Cell[][], settings: Cell[][] = []) =>
    new MemoryWorkbook({
      Instellingen: [['Instelling', 'Waarde'], ['type', 'keezen'], ['variant', 'buurtcompetitie'], ...settings],
      Deelnemers: TEAMS,
      Uitslagen: [HEADER, ...rows],
    });
  const ok = (): Cell[][] => [
    [1, 1, 1, 1, 2, '1,2,3,4', '1,2,3,4', '3,4', '2'],
    [1, 1, 2, 3, 4, '4', '-', '1,2,3,4', '1,2,3,4'],
  ];

  test('a sound form passes', () => expect(errors(wb(ok()))).toEqual([]));

  test('a hole that does not exist', () => {
    expect(errors(wb(edit(ok(), 0, 7, '3,5')))).toEqual([
      'Uitslagen!H2: gat 5 bestaat niet: het honk heeft de gaten 1 (bij de ingang) tot en met 4 (het verste)',
    ]);
  });

  test('a hole twice', () => {
    expect(errors(wb(edit(ok(), 0, 7, '3,3')))).toEqual([
      'Uitslagen!H2: gat 3 staat er twee keer: in een gat past één pion',
    ]);
  });

  test('game points no set of holes makes', () => {
    expect(errors(wb(edit(ok(), 0, 7, 11)))).toEqual([
      'Uitslagen!H2: 11 spelpunten kan niet: geen combinatie van gaten geeft dat (0 tot en met 10); noteer de bezette gaten, bijv. 1,3,4',
    ]);
  });

  test('text that is neither holes nor game points', () => {
    expect(errors(wb(edit(ok(), 0, 7, 'veel')))[0]).toMatch(/^Uitslagen!H2: "veel" zijn geen gaten of spelpunten/);
  });

  test("a player's holes missing", () => {
    expect(errors(wb(edit(ok(), 0, 8, '')))).toEqual([
      'Uitslagen!I2: pionnen binnen van speler B2 ontbreken (deze variant telt per speler)',
    ]);
  });

  test('both teams complete', () => {
    expect(errors(wb(edit(edit(ok(), 0, 7, '1,2,3,4'), 0, 8, '1,2,3,4')))).toEqual([
      'Uitslagen!H2: beide kanten hebben alle 8 pionnen binnen; het spel stopt zodra de eerste kant compleet is',
    ]);
  });

  test('an evening after the last (7 evenings), with no final round due', () => {
    expect(errors(wb(edit(edit(ok(), 0, 0, 8), 1, 0, 8)))[0]).toBe(
      'Uitslagen!A2: avond 8 bestaat niet: het seizoen heeft 7 avonden (evenings), en een finaleronde is er alleen als het seizoen compleet is en gelijk eindigt aan de top',
    );
  });

  test('a round after the third of an evening', () => {
    expect(errors(wb(edit(edit(ok(), 0, 1, 4), 1, 1, 4)))[0]).toBe(
      'Uitslagen!B2: ronde 4 bestaat niet: er zijn 3 ronden per avond (roundsPerEvening)',
    );
  });

  test('a winner who has fewer game points', () => {
    expect(errors(wb(edit(ok(), 0, 9, 'B')))).toEqual([
      'Uitslagen!J2: winnaar kant B heeft 3 van de 8 pionnen binnen; alleen een complete kant wint',
    ]);
  });
});

describe('games night forms (four players)', () => {
  const HEADER = [
    'Ronde',
    'Tafel',
    'Speler A1',
    'Speler A2',
    'Speler B1',
    'Speler B2',
    'Binnen A1',
    'Binnen A2',
    'Binnen B1',
    'Binnen B2',
  ];
  const PLAYERS: Cell[][] = [['Naam'], ['Anna'], ['Bram'], ['Cees'], ['Daan']];
  const wb = (rows: Cell[][]) =>
    new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['type', 'keezen'],
        ['variant', 'spelavond'],
      ],
      Deelnemers: PLAYERS,
      Uitslagen: [HEADER, ...rows],
    });

  test('the worked example passes', () =>
    expect(errors(wb([[1, 1, 'Anna', 'Cees', 'Bram', 'Daan', 4, 4, 3, 2]]))).toEqual([]));

  test("a player's count out of range", () => {
    expect(errors(wb([[1, 1, 'Anna', 'Cees', 'Bram', 'Daan', 4, 4, 5, 2]]))).toEqual([
      'Uitslagen!I2: 5 pionnen binnen kan niet: een speler heeft 0 tot en met 4 pionnen in zijn honk',
    ]);
  });

  test('a player twice at one table', () => {
    expect(errors(wb([[1, 1, 'Anna', 'Cees', 'Anna', 'Daan', 4, 4, 3, 2]]))).toEqual([
      'Uitslagen!E2: Anna zit aan deze tafel al op plaats A1',
    ]);
  });

  test('a player who is not in Deelnemers', () => {
    expect(errors(wb([[1, 1, 'Anna', 'Cees', 'Bram', 'Eva', 4, 4, 3, 2]]))).toEqual([
      'Uitslagen!F2: "Eva" staat niet in Deelnemers (gebruik het Nr of de naam)',
    ]);
  });

  test('columns the variant needs are missing', () => {
    const w = new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['type', 'keezen'],
        ['variant', 'spelavond'],
      ],
      Deelnemers: PLAYERS,
      Uitslagen: [
        ['Ronde', 'Tafel', 'Team A', 'Team B', 'Binnen A', 'Binnen B'],
        [1, 1, 'Anna', 'Bram', 8, 5],
      ],
    });
    expect(errors(w)[0]).toBe(
      'Uitslagen, rij 1: de kolommen "Speler A1", "Speler A2", "Speler B1", "Speler B2", "Binnen A1", "Binnen A2", "Binnen B1", "Binnen B2" ontbreken in de kopregel (nodig voor deze variant)',
    );
  });

  test('a Tafelindeling of teams for a games night: the draw names the player columns it needs', () => {
    const w = new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['type', 'keezen'],
        ['variant', 'spelavond'],
      ],
      Deelnemers: PLAYERS,
      Tafelindeling: [
        ['Ronde', 'Tafel', 'Team A', 'Team B'],
        [1, 1, 'Anna', 'Bram'],
      ],
    });
    expect(() => open(w, 'keezenTables')).toThrow(
      'Tafelindeling, rij 1: de kolommen "Speler 1", "Speler 2" ontbreken in de kopregel (nodig voor deze variant)',
    );
  });
});

describe('settings', () => {
  test('an unknown variant is refused at its cell', () => {
    expect(errors(nk(round1(), NK_HEADER, [])).length).toBe(0);
    const wb = new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['type', 'keezen'],
        ['variant', 'texel2'],
      ],
      Deelnemers: TEAMS,
      Uitslagen: [NK_HEADER, ...round1()],
    });
    expect(errors(wb)).toEqual([
      'Instellingen!B3: "texel2" is geen geldige keuze; kies uit nk4tegen4, buurtcompetitie, spelavond, custom',
    ]);
  });

  test('settings that do not fit together are refused at the value typed', () => {
    expect(errors(nk(round1(), NK_HEADER, [['holeValues', '1,2,3']]))).toEqual([
      'Instellingen!B4: holeValues heeft 3 waarden, maar een honk heeft 4 gaten (pawnsPerPlayer)',
      'Instellingen: holeValues vraagt tellingen per speler: zet countPer op player',
    ]);
  });

  test('an unknown setting gets a suggestion', () => {
    expect(errors(nk(round1(), NK_HEADER, [['winBonnus', 5]]))).toEqual([
      'Instellingen!A4: onbekende instelling "winBonnus"; bedoelde u "winBonus"?',
    ]);
  });
});

describe('holes typed in a sheet with an English locale', () => {
  test('134 (what "1,3,4" may become) is read as holes 1, 3 and 4; 7 stays 7 game points', () => {
    const wb = new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['type', 'keezen'],
        ['variant', 'buurtcompetitie'],
      ],
      Deelnemers: TEAMS,
      Uitslagen: [
        ['Avond', 'Ronde', 'Tafel', 'Team A', 'Team B', 'Binnen A1', 'Binnen A2', 'Binnen B1', 'Binnen B2'],
        [1, 1, 1, 1, 2, 1234, '1,2,3,4', 134, 7],
      ],
    });
    const tab = outcomeOf(wb, 'updateStandings').changes.writes[0]!.rows;
    const keezkoppen = tab.find((r) => r[2] === 'Keezkoppen')!;
    expect(keezkoppen[8]).toBe(15);
  });
});

describe('holes typed in a sheet with a decimal comma (Dutch locale)', () => {
  const season = (a2: Cell, b2: Cell) =>
    new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['type', 'keezen'],
        ['variant', 'buurtcompetitie'],
      ],
      Deelnemers: TEAMS,
      Uitslagen: [
        [
          'Avond',
          'Ronde',
          'Tafel',
          'Team A',
          'Team B',
          'Binnen A1',
          'Binnen A2',
          'Binnen B1',
          'Binnen B2',
          'Uitgespeeld',
        ],
        [1, 1, 1, 1, 2, '1,2,3,4', a2, '1,2,3,4', b2, 'nee'],
      ],
    });
  test('2.3 (what "2,3" becomes) is read back as holes 2 and 3: 5 game points, the same as "2,3" typed as text', () => {
    const points = (wb: MemoryWorkbook) =>
      outcomeOf(wb, 'updateStandings').changes.writes[0]!.rows.find((r) => r[2] === 'De Pionniers')![8];
    expect(points(season(2.3, 3.4))).toBe(15);
    expect(points(season(2.3, 3.4))).toBe(points(season('2,3', '3,4')));
  });
  test('a number no two holes make (2.35 from "2,35", 1.5 with 4 holes) is refused at its cell, saying what the comma did', () => {
    const lines = errors(season(2.35, 1.5));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Uitslagen!G2: 2\.35 is een getal geworden: de sheet leest een komma als decimaalteken/);
    expect(lines[0]).toContain("apostrof ervoor ('1,3,4)");
    expect(lines[1]).toMatch(/^Uitslagen!I2: 1\.5 is een getal geworden/);
  });
});

test('NK: a listed team without a form in a round is a note (a lost form or a missing table)', () => {
  const wb = new MemoryWorkbook({
    Instellingen: [
      ['Instelling', 'Waarde'],
      ['type', 'keezen'],
    ],
    Deelnemers: [...TEAMS, [5, 'Vijf'], [6, 'Zes']],
    Uitslagen: [NK_HEADER, ...round1()],
  });
  const out = outcomeOf(wb, 'updateStandings');
  expect(out.warnings.map((w) => [w.place, w.message])).toEqual([
    [{ tab: 'Uitslagen' }, { key: 'kzNoFormInRound', args: ['Vijf, Zes', 1, 0] }],
  ]);
});

describe("games-night cards with each player's points (the games-night regulations: the card carries the points)", () => {
  const HEADER = [
    'Ronde',
    'Tafel',
    'Speler A1',
    'Speler A2',
    'Speler B1',
    'Speler B2',
    'Binnen A1',
    'Binnen A2',
    'Binnen B1',
    'Binnen B2',
    'Punten A1',
    'Punten A2',
    'Punten B1',
    'Punten B2',
  ];
  const night = (row: Cell[]) =>
    new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['type', 'keezen'],
        ['variant', 'spelavond'],
      ],
      Deelnemers: [
        ['Nr', 'Naam'],
        [1, 'Anna'],
        [2, 'Bart'],
        [3, 'Cor'],
        [4, 'Dirk'],
      ],
      Uitslagen: [HEADER, row],
    });
  const points = (wb: MemoryWorkbook) =>
    Object.fromEntries(
      outcomeOf(wb, 'updateStandings')
        .changes.writes[0]!.rows.filter((r) => typeof r[0] === 'number')
        .map((r) => [r[2], r[8]]),
    );

  test('pawns and the points of the card agree (4, 4, 3, 2 home: 26, 26, 15, 10): accepted', () => {
    expect(points(night([1, 1, 'Anna', 'Cor', 'Bart', 'Dirk', 4, 4, 3, 2, 26, 26, 15, 10]))).toEqual({
      Anna: 26,
      Cor: 26,
      Bart: 15,
      Dirk: 10,
    });
  });

  test('only the points on the card: the pawns are found from them, the same standings', () => {
    expect(points(night([1, 1, 'Anna', 'Cor', 'Bart', 'Dirk', '', '', '', '', 26, 26, 15, 10]))).toEqual({
      Anna: 26,
      Cor: 26,
      Bart: 15,
      Dirk: 10,
    });
  });

  test('points that disagree with the pawns are refused at their cell, with what the pawns give', () => {
    expect(errors(night([1, 1, 'Anna', 'Cor', 'Bart', 'Dirk', 4, 4, 3, 2, 26, 26, 16, 10]))).toEqual([
      'Uitslagen!M2: B1: 16 punten op de kaart, maar de pionnen geven 15',
    ]);
  });

  test('points no pawns can give are refused at the cell with the impossible value, not at the first points cell', () => {
    const card = (a1: number, a2: number, b1: number, b2: number) =>
      errors(night([1, 1, 'Anna', 'Cor', 'Bart', 'Dirk', '', '', '', '', a1, a2, b1, b2]));
    // B2: 3 points no player can have (5 per own pawn home, 2 per opponents' pawn out).
    expect(card(26, 26, 15, 3)).toEqual([
      'Uitslagen!N2: B2: 3 punten op de kaart kan niet, geen aantal pionnen geeft dat; vul de pionnen binnen in',
    ]);
    // A2: 24 points a player can have, but not beside the other three (which give Cor 26).
    expect(card(26, 24, 15, 10)).toEqual([
      'Uitslagen!L2: A2: 24 punten op de kaart past niet bij de andere punten op de kaart (daarbij heeft A2 26); vul de pionnen binnen in',
    ]);
    expect(card(27, 26, 15, 10)).toEqual([
      'Uitslagen!K2: A1: 27 punten op de kaart kan niet, geen aantal pionnen geeft dat; vul de pionnen binnen in',
    ]);
    // Two cells off (A1 and A2 give B 5 and 6 pawns home, B1 and B2 give 4): no one cell to blame, the card as a
    // whole at its first points cell.
    expect(card(26, 24, 15, 5)).toEqual([
      'Uitslagen!K2: geen aantallen pionnen geven deze punten; vul de pionnen binnen in',
    ]);
  });
});
