import { Problems, formatProblem, isInputError } from '../../src/core/problems';
import { open } from '../../src/sheet/open';
import { MemoryWorkbook } from '../../src/workbook/memory';
import type { Cell } from '../../src/core/cell';

const PLAYERS: Cell[][] = [
  ['Naam', 'Rating', 'Vorige eindstand', 'Actief'],
  ['Anna', 1900, 2, 'ja'],
  ['Bram', 1800, 1, ''],
  ['Cees', '1700', '', 'nee'],
  ['Dirk', 1600, 3, 'ja'],
];

function errorsOf(tabs: Record<string, Cell[][]>): string[] {
  try {
    open(new MemoryWorkbook(tabs), 'keizer');
    return [];
  } catch (e) {
    if (!isInputError(e)) throw e;
    return e.errors.map((p) => formatProblem(p, 'nl'));
  }
}

describe('reading a valid competition', () => {
  test('players, games and absences become typed data', () => {
    const loaded = open(
      new MemoryWorkbook({
        Spelers: PLAYERS,
        Uitslagen: [
          ['Ronde', 'Wit', 'Zwart', 'Uitslag', 'Opmerking'],
          [1, 'Anna', 'bram', '1-0', 'extra columns are ignored'],
          [1, ' Dirk ', 'Cees', '½ - ½', ''],
          [],
          [2, 'Bram', 'Dirk', '', ''],
        ],
        Afwezig: [
          ['Ronde', 'Naam', 'Reden'],
          [2, 'Anna', 'Afgemeld'],
          [2, 'Cees', 'oneven'],
        ],
      }),
      'keizer',
    );
    const c = loaded.competition;
    expect(c.players.map((p) => [p.name, p.rating, p.active])).toEqual([
      ['Anna', 1900, true],
      ['Bram', 1800, true],
      ['Cees', 1700, false],
      ['Dirk', 1600, true],
    ]);
    expect(c.games).toHaveLength(3);
    expect(c.games[1]).toMatchObject({ round: 1, white: 3, black: 2, result: '½-½' });
    expect(c.games[2]!.result).toBeUndefined();
    expect(c.absences.map((a) => a.reason)).toEqual(['excused', 'bye']);
    expect(loaded.lang).toBe('nl');
  });

  test('English tab and column names are accepted', () => {
    const loaded = open(
      new MemoryWorkbook({
        Players: [
          ['Name', 'Rating'],
          ['Ann', 1500],
          ['Bob', 1400],
        ],
        Results: [
          ['Round', 'White', 'Black', 'Result'],
          [1, 'Ann', 'Bob', '0-1'],
        ],
        Absences: [['Round', 'Name', 'Reason']],
        Settings: [
          ['Setting', 'Value'],
          ['rounds', 9],
        ],
      }),
      'keizer',
    );
    expect(loaded.lang).toBe('en');
    expect(loaded.competition.settings.rounds).toBe(9);
  });

  test('every spelling of a result', () => {
    const results = ['1-0', '0-1', '½-½', '0.5-0.5', '1/2-1/2', '=', '+-', '-+', '--', '1–0', '0,5-0,5'];
    const tabs = {
      Spelers: [['Naam'], ...results.flatMap((_, i) => [[`W${i}`], [`Z${i}`]])],
      Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag'], ...results.map((r, i) => [1, `W${i}`, `Z${i}`, r])],
    };
    const games = open(new MemoryWorkbook(tabs), 'keizer').competition.games.map((g) => g.result);
    expect(games).toEqual(['1-0', '0-1', '½-½', '½-½', '½-½', '½-½', '+-', '-+', '--', '1-0', '½-½']);
  });
});

describe('every problem is reported with its place', () => {
  const base = { Spelers: PLAYERS };

  test('an unknown result', () => {
    expect(
      errorsOf({
        ...base,
        Uitslagen: [
          ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
          [1, 'Anna', 'Bram', '1-1'],
        ],
      }),
    ).toEqual(['Uitslagen!D2: onbekende uitslag "1-1"; gebruik 1-0, 0-1, ½-½ (of 0.5-0.5, 1/2-1/2, =), +-, -+ of --']);
  });

  test('an unknown player, with a suggestion', () => {
    expect(
      errorsOf({
        ...base,
        Uitslagen: [
          ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
          [1, 'Ana', 'Bram', '1-0'],
        ],
      }),
    ).toEqual(['Uitslagen!B2: onbekende speler "Ana"; bedoelde u "Anna"? (spelers staan in Spelers)']);
  });

  test('a player twice in one round, pointing at the first place', () => {
    expect(
      errorsOf({
        ...base,
        Uitslagen: [
          ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
          [3, 'Anna', 'Bram', '1-0'],
          [3, 'Dirk', 'Anna', ''],
        ],
      }),
    ).toEqual(['Uitslagen!C3: Anna staat in ronde 3 al ingedeeld of afwezig (Uitslagen!B2)']);
  });

  test('a player both playing and absent in a round', () => {
    expect(
      errorsOf({
        ...base,
        Uitslagen: [
          ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
          [3, 'Anna', 'Bram', '1-0'],
        ],
        Afwezig: [
          ['Ronde', 'Naam', 'Reden'],
          [3, 'Bram', 'afgemeld'],
        ],
      }),
    ).toEqual(['Afwezig!B2: Bram staat in ronde 3 al ingedeeld of afwezig (Uitslagen!C2)']);
  });

  test('a player against himself', () => {
    expect(
      errorsOf({
        ...base,
        Uitslagen: [
          ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
          [1, 'Anna', 'anna', ''],
        ],
      }),
    ).toEqual(['Uitslagen!C2: Anna speelt tegen zichzelf']);
  });

  test('a bad round number, and a round after the last', () => {
    expect(
      errorsOf({
        ...base,
        Uitslagen: [
          ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
          ['een', 'Anna', 'Bram', ''],
          [0, 'Anna', 'Bram', ''],
          [29, 'Anna', 'Bram', ''],
        ],
      }),
    ).toEqual([
      'Uitslagen!A2: "een" is geen heel getal groter dan 0',
      'Uitslagen!A3: "0" is geen heel getal groter dan 0',
      'Uitslagen!A4: ronde 29 valt na de laatste ronde (rounds = 28)',
    ]);
  });

  test('missing cells in a row', () => {
    expect(
      errorsOf({
        ...base,
        Uitslagen: [
          ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
          [1, 'Anna', '', '1-0'],
        ],
      }),
    ).toEqual(['Uitslagen!C2: Zwart ontbreekt']);
  });

  test('an unknown absence reason lists the reasons', () => {
    expect(
      errorsOf({
        ...base,
        Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag']],
        Afwezig: [
          ['Ronde', 'Naam', 'Reden'],
          [1, 'Anna', 'ziek'],
        ],
      }),
    ).toEqual([
      'Afwezig!C2: onbekende reden "ziek"; kies uit afgemeld, niet afgemeld, extern, clubtaak, oneven, straf-oneven',
    ]);
  });

  test('duplicate names', () => {
    expect(
      errorsOf({ Spelers: [['Naam'], ['Anna'], [' anna ']], Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag']] }),
    ).toEqual(['Spelers!A3: naam "anna" komt al voor (Spelers!A2); namen moeten uniek zijn']);
  });

  test('a missing tab, a missing column, a misspelt header; no Uitslagen at all is a season not begun', () => {
    expect(errorsOf({ Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag']] })).toEqual(['tabblad "Spelers" ontbreekt']);
    expect(errorsOf({ Spelers: PLAYERS })).toEqual([]);
    expect(open(new MemoryWorkbook({ Spelers: PLAYERS }), 'keizer').competition.games).toEqual([]);
    expect(errorsOf({ Spelers: PLAYERS, Uitslagn: [['Ronde']] })).toEqual([
      'Uitslagn: tabblad "Uitslagen" ontbreekt; bedoelde u "Uitslagn"? Geef het tabblad de naam "Uitslagen" (zonder dat tabblad leest de competitie het niet)',
    ]);
    expect(errorsOf({ Spelers: PLAYERS, Uitslagen: [['Ronde', 'Wit', 'Zwrat', 'Uitslag']] })).toEqual([
      'Uitslagen, rij 1: kolom "Zwart" ontbreekt in de kopregel',
    ]);
  });

  test('a Keezen workbook without type = keezen gets a hint', () => {
    expect(
      errorsOf({
        Deelnemers: [
          ['Nr', 'Naam'],
          [1, 'De Pionnen'],
        ],
        Uitslagen: [['Ronde', 'Tafel']],
      }),
    ).toContain(
      'Deelnemers: dit lijkt een Keezen-competitie (tabblad "Deelnemers"): zet in Instellingen de instelling type op keezen',
    );
  });

  test('a bad rating and a bad Actief', () => {
    expect(
      errorsOf({
        Spelers: [
          ['Naam', 'Rating', 'Actief'],
          ['Anna', 'hoog', 'misschien'],
        ],
        Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag']],
      }),
    ).toEqual(['Spelers!B2: "hoog" is geen getal', 'Spelers!C2: "misschien" is geen ja of nee']);
  });

  test('startOrder = given needs a unique start rank for every active player', () => {
    expect(
      errorsOf({
        Instellingen: [
          ['Instelling', 'Waarde'],
          ['startOrder', 'given'],
        ],
        Spelers: [
          ['Naam', 'Startplaats'],
          ['Anna', 1],
          ['Bram', ''],
          ['Cees', 1],
        ],
        Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag']],
      }),
    ).toEqual([
      'Spelers!B3: startplaats ontbreekt (startOrder = given vraagt een startplaats voor iedere speler)',
      'Spelers!B4: startplaats 1 is al gegeven (Spelers!B2)',
    ]);
  });

  test('a date where a result belongs (Sheets turned 1-1 into a date)', () => {
    const errors = errorsOf({
      ...base,
      Uitslagen: [
        ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
        [1, 'Anna', 'Bram', new Date(2026, 0, 1)],
      ],
    });
    expect(errors).toEqual([
      'Uitslagen!D2: onbekende uitslag "1-1-2026"; gebruik 1-0, 0-1, ½-½ (of 0.5-0.5, 1/2-1/2, =), +-, -+ of --',
    ]);
  });

  test('errors come in English for an English user', () => {
    try {
      open(
        new MemoryWorkbook({
          ...base,
          Uitslagen: [
            ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
            [1, 'Anna', 'Bram', 'x'],
          ],
        }),
        'keizer',
      );
    } catch (e) {
      if (!isInputError(e)) throw e;
      expect(e.describe('en')).toBe(
        'Uitslagen!D2: unknown result "x"; use 1-0, 0-1, ½-½ (or 0.5-0.5, 1/2-1/2, =), +-, -+ or --',
      );
    }
    expect.assertions(1);
  });
});

test('Problems collects warnings without failing', () => {
  const p = new Problems();
  p.warning(undefined, { key: 'noPlayers', args: [] });
  expect(p.hasErrors()).toBe(false);
  expect(() => p.throwIfErrors()).not.toThrow();
});

describe('late entrants and estimated ratings (columns Vanaf ronde, Geschat)', () => {
  const players: Cell[][] = [
    ['Naam', 'Rating', 'Vanaf ronde', 'Geschat'],
    ['Anna', 1900, '', ''],
    ['Bram', 1500, 3, 'ja'],
    ['Cees', 1700, 1, 'nee'],
  ];

  test('are read into fromRound and estimated', () => {
    const c = open(
      new MemoryWorkbook({
        Spelers: players,
        Uitslagen: [
          ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
          [3, 'Bram', 'Anna', '1-0'],
        ],
      }),
      'keizer',
    ).competition;
    expect(c.players.map((p) => [p.name, p.fromRound, p.estimated])).toEqual([
      ['Anna', undefined, undefined],
      ['Bram', 3, true],
      ['Cees', undefined, undefined],
    ]);
  });

  test('English names: From round, Estimated', () => {
    const c = open(
      new MemoryWorkbook({
        Players: [
          ['Name', 'From round', 'Estimated'],
          ['Ann', 2, 'yes'],
          ['Bob', '', ''],
        ],
        Results: [['Round', 'White', 'Black', 'Result']],
      }),
      'keizer',
    ).competition;
    expect(c.players[0]).toMatchObject({ fromRound: 2, estimated: true });
  });

  test('a game before a player’s first round is an error at its cell; an absence before it is allowed', () => {
    const errors = errorsOf({
      Spelers: players,
      Uitslagen: [
        ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
        [2, 'Anna', 'Bram', '1-0'],
      ],
      Afwezig: [
        ['Ronde', 'Naam', 'Reden'],
        [1, 'Bram', 'afgemeld'],
      ],
    });
    expect(errors).toEqual([
      'Uitslagen!C2: Bram speelt in ronde 2, maar doet pas mee vanaf ronde 3 (Spelers, kolom Vanaf ronde)',
    ]);
  });

  test('a first round after the last round is an error', () => {
    const errors = errorsOf({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['rounds', 10],
      ],
      Spelers: [
        ['Naam', 'Vanaf ronde'],
        ['Anna', 11],
        ['Bram', ''],
      ],
      Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag']],
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Spelers!B2: /);
  });
});

describe('the optional id columns of Spelers', () => {
  test('FIDE-id and KNSB-id (Players: FIDE id, KNSB id) are read as text; empty cells give no id', () => {
    const nl = open(
      new MemoryWorkbook({
        Spelers: [
          ['Naam', 'FIDE-id', 'KNSB-id'],
          ['Anna', 1234567, '08012345'],
          ['Bram', '', ''],
        ],
        Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag']],
      }),
      'keizer',
    );
    expect(nl.competition.players.map((p) => [p.fideId, p.knsbId])).toEqual([
      ['1234567', '08012345'],
      [undefined, undefined],
    ]);
    const en = open(
      new MemoryWorkbook({
        Players: [
          ['Name', 'FIDE id', 'KNSB id'],
          ['Anna', '1234567', 8012345],
        ],
        Results: [['Round', 'White', 'Black', 'Result']],
      }),
      'keizer',
    );
    expect(en.competition.players.map((p) => [p.fideId, p.knsbId])).toEqual([['1234567', '8012345']]);
  });
});
