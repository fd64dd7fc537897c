import { KEEZSCORE, KEEZSTAND } from '../../src/gas/keezenFunctions';
import type { Cell } from '../../src/core/cell';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../../src/cli/files/csv';
import { updateStandings } from '../../src/actions/standings';
import { simulateKeezen } from '../../src/sim/keezenEvent';
import { MemoryWorkbook } from '../../src/workbook/memory';

describe('=KEEZSCORE(own, opponent, [variant], [finished])', () => {
  test.each([
    [16, 12, 'nk4tegen4', 42],
    [12, 16, 'nk4tegen4', 24],
    [4, 5, 'spelavond', 26],
    [3, 8, 'spelavond', 15],
    [2, 8, 'spelavond', 10],
  ])('KEEZSCORE(%p, %p, %p) = %p (the regulations)', (own, opp, variant, points) => {
    expect(KEEZSCORE(own, opp, variant)).toBe(points);
  });

  test('the variant defaults to nk4tegen4', () => expect(KEEZSCORE(16, 12)).toBe(42));

  test('games night: 4 × 5 = 20 for the own pawns, plus 3 × 2 = 6 for the 3 opposing pawns short of 8', () => {
    expect(KEEZSCORE(4, 8, 'spelavond')).toBe(20);
    expect(KEEZSCORE(4, 5, 'spelavond')).toBe(20 + 6);
    expect(KEEZSCORE(0, 8, 'spelavond')).toBe(0);
  });

  test('finished FALSE: stopped by the time limit, no bonus', () => {
    expect(KEEZSCORE(14, 12, 'nk4tegen4', false)).toBe(28);
    expect(KEEZSCORE(14, 12, 'nk4tegen4', 'nee')).toBe(28);
  });

  test('buurtcompetitie: occupied holes or game points', () => {
    expect(KEEZSCORE('1,3,4', 20, 'buurtcompetitie')).toBe(8);
    expect(KEEZSCORE('1,2,3,4 / 1,3', 20, 'buurtcompetitie')).toBe(14);
    expect(KEEZSCORE('1,2,3,4/1,2,3,4', '2,3', 'buurtcompetitie')).toBe(20);
    expect(KEEZSCORE(17, 20, 'buurtcompetitie')).toBe(17);
    expect(KEEZSCORE('4', '1', 'buurtcompetitie', false)).toBe(4);
  });

  test('a column of forms gives a column of points', () => {
    const own: Cell[][] = [[16], [12], [''], [7]];
    const opp: Cell[][] = [[12], [16], [''], [16]];
    expect(KEEZSCORE(own, opp, 'nk4tegen4')).toEqual([[42], [24], [''], [14]]);
  });

  test('a variant per row', () => {
    expect(KEEZSCORE([[16], [4]], [[12], [5]], [['nk4tegen4'], ['spelavond']])).toEqual([[42], [26]]);
  });

  test('impossible counts are refused with the reason', () => {
    expect(() => KEEZSCORE(17, 12)).toThrow('17 pionnen binnen kan niet: een kant heeft 0 tot en met 16 pionnen');
    expect(() => KEEZSCORE(16, 16)).toThrow('beide kanten hebben alle 16 pionnen binnen');
    expect(() => KEEZSCORE(16, 3, 'nk4tegen4', false)).toThrow('tijd om, maar kant A heeft alle 16 pionnen binnen');
    expect(() => KEEZSCORE(5, 3, 'spelavond')).toThrow('5 pionnen binnen kan niet: een speler heeft 0 tot en met 4');
    expect(() => KEEZSCORE('1,5', 3, 'buurtcompetitie')).toThrow('gat 5 bestaat niet');
    expect(() => KEEZSCORE(16, 12, 'texel')).not.toThrow();
    expect(() => KEEZSCORE(16, 12, 'schaken')).toThrow('variant');
  });

  test('a wrong argument is explained in words a club leader understands (Dutch: the arguments carry no header to tell the language)', () => {
    expect(() => KEEZSCORE(16, 12, 'schaken')).toThrow(
      'onbekende variant "schaken"; kies uit nk4tegen4, buurtcompetitie, spelavond, custom',
    );
    expect(() => KEEZSCORE(16, 12, 'nk4tegen4', 'misschien')).toThrow(
      'het 4e argument (uitgespeeld) moet WAAR of ONWAAR zijn, niet "misschien"',
    );
    expect(() => KEEZSCORE('veel', 12)).toThrow(
      'het 1e argument (eigen kant) moet een aantal pionnen binnen zijn, niet "veel"',
    );
    expect(() => KEEZSCORE(16, 'weinig')).toThrow(
      'het 2e argument (tegenpartij) moet een aantal pionnen binnen zijn, niet "weinig"',
    );
    expect(() => KEEZSCORE('1,x', 3, 'buurtcompetitie')).toThrow('"1,x" zijn geen gaten of spelpunten');
    expect(KEEZSCORE([[16], [16]], [[12], [12]], [['nk4tegen4'], ['schaken']])).toEqual([
      [42],
      ['#onbekende variant "schaken"; kies uit nk4tegen4, buurtcompetitie, spelavond, custom'],
    ]);
  });

  test('in a range, a bad row shows its reason in its own cell', () => {
    const out = KEEZSCORE([[16], [17]], [[12], [12]]) as (number | string)[][];
    expect(out[0]).toEqual([42]);
    expect(String(out[1]![0])).toMatch(/^#17 pionnen binnen kan niet/);
  });
});

describe('=KEEZSTAND(results, [teams], [settings])', () => {
  const results: Cell[][] = [
    ['Ronde', 'Tafel', 'Team A', 'Team B', 'Binnen A', 'Binnen B'],
    [1, 1, 1, 2, 16, 12],
    [1, 2, 3, 4, 10, 16],
  ];
  const teams: Cell[][] = [
    ['Nr', 'Naam'],
    [1, 'De Pionniers'],
    [2, 'Keezkoppen'],
    [3, 'Tien Vooruit'],
    [4, 'Het Honk'],
  ];

  test('the standings table with its header, NK by default (equal wins and points: fewer points against first)', () => {
    const out = KEEZSTAND(results, teams);
    expect(out[0]).toEqual([
      'Plaats',
      'Nr',
      'Naam',
      'Gespeeld',
      'Gewonnen',
      'Gelijk',
      'Verloren',
      'Wedstrijdpunten',
      'Spelpunten',
      'Tegenpunten',
      'Saldo',
      'Speeltijd',
      'Ingeleverd',
    ]);
    expect(out.slice(1).map((r) => [r[0], r[2], r[8]])).toEqual([
      [1, 'Het Honk', 42],
      [2, 'De Pionniers', 42],
      [3, 'Keezkoppen', 24],
      [4, 'Tien Vooruit', 20],
    ]);
  });

  test('without teams the names on the forms are the entrants', () => {
    const out = KEEZSTAND(results);
    expect(out.slice(1).map((r) => r[2])).toEqual(['4', '1', '2', '3']);
  });

  test('settings may be just a variant name', () => {
    const forms: Cell[][] = [
      [
        'Round',
        'Table',
        'Player A1',
        'Player A2',
        'Player B1',
        'Player B2',
        'Home A1',
        'Home A2',
        'Home B1',
        'Home B2',
      ],
      [1, 1, 'A', 'C', 'B', 'D', 4, 4, 3, 2],
    ];
    const out = KEEZSTAND(forms, undefined, 'spelavond');
    expect(out[0]![2]).toBe('Name');
    expect(out.slice(1).map((r) => [r[2], r[8]])).toEqual([
      ['A', 26],
      ['C', 26],
      ['B', 15],
      ['D', 10],
    ]);
  });

  test('an impossible form is refused with its cell', () => {
    const bad = results.map((r) => r.slice());
    bad[2]![4] = 17;
    expect(() => KEEZSTAND(bad, teams)).toThrow('Uitslagen!E3: 17 pionnen binnen kan niet');
  });
});

describe('one truth: Stand and =KEEZSTAND (Live stand) count the same games, byes and sit-outs', () => {
  const csv = (name: string, tab: string): Cell[][] | undefined => {
    const file = join(__dirname, '..', '..', 'examples', name, `${tab}.csv`);
    if (!existsSync(file)) return undefined;
    // As a sheet delivers a range: numbers as numbers, everything else as typed text.
    return parseCsv(readFileSync(file, 'utf8')).map((r) =>
      r.map((c) => (c === null ? '' : /^-?\d+$/.test(String(c)) ? Number(c) : String(c))),
    );
  };
  /** The first table of the Stand tab, header row first (the rows under the header up to the first empty one). */
  function standTable(tabs: Record<string, Cell[][]>): Cell[][] {
    const o = updateStandings(new MemoryWorkbook(tabs));
    const stand = o.changes.writes[0]!;
    const from = stand.headerRow! - 1;
    const end = stand.rows.findIndex((r, i) => i > from && r.every((c) => c === '' || c === null));
    return stand.rows.slice(from, end < 0 ? undefined : end).map((r) => [...r]);
  }
  function liveTable(tabs: Record<string, Cell[][]>): Cell[][] {
    return KEEZSTAND(tabs.Uitslagen!, tabs.Deelnemers!, tabs.Instellingen!, tabs.Tafelindeling);
  }

  test.each(['keezen-nk4tegen4', 'keezen-buurtcompetitie', 'keezen-spelavond'])(
    'shipped example %s: the same table, row for row',
    (name) => {
      const tabs: Record<string, Cell[][]> = {};
      for (const tab of ['Instellingen', 'Deelnemers', 'Uitslagen', 'Tafelindeling']) {
        const rows = csv(name, tab);
        if (rows) tabs[tab] = rows;
      }
      expect(liveTable(tabs)).toEqual(standTable(tabs));
    },
  );

  test.each([
    ['nk4tegen4', 3],
    ['nk4tegen4', 5],
    ['buurtcompetitie', 5],
    ['spelavond', 9],
    ['spelavond', 10],
    ['spelavond', 11],
  ] as const)(
    'odd field: %s with %i entrants (a bye or sit-outs every round): the same table, and the byes count',
    (variant, n) => {
      const e = simulateKeezen({
        variant,
        entrants: n,
        seed: `truth-${n}`,
        evenings: variant === 'buurtcompetitie' ? 2 : 1,
      });
      const tabs = e.tabs;
      const live = liveTable(tabs);
      expect(live).toEqual(standTable(tabs));
      // Without Tafelindeling the byes are missing: the old Live stand disagreed.
      expect(KEEZSTAND(tabs.Uitslagen!, tabs.Deelnemers!, tabs.Instellingen!)).not.toEqual(live);
    },
  );

  test('an evening table: the argument table gives that evening, as on the Stand tab; an evening that has none is refused', () => {
    const e = simulateKeezen({ variant: 'buurtcompetitie', entrants: 6, seed: 'evenings', evenings: 2 });
    const tabs = e.tabs;
    const o = updateStandings(new MemoryWorkbook(tabs));
    const stand = o.changes.writes[0]!.rows.map((r) => [...r]);
    const evening1 = KEEZSTAND(tabs.Uitslagen!, tabs.Deelnemers!, tabs.Instellingen!, tabs.Tafelindeling, 1);
    // The evening's rows appear as a block on the Stand tab (its tables: the season, then the evenings latest first).
    const blocks = stand.flatMap((r, i) =>
      i >= o.changes.writes[0]!.headerRow! && JSON.stringify(r) === JSON.stringify(evening1[0])
        ? [stand.slice(i, i + evening1.length)]
        : [],
    );
    expect(blocks).toHaveLength(2);
    expect(blocks[1]).toEqual(evening1);
    expect(blocks[0]).toEqual(KEEZSTAND(tabs.Uitslagen!, tabs.Deelnemers!, tabs.Instellingen!, tabs.Tafelindeling, 2));
    expect(() => KEEZSTAND(tabs.Uitslagen!, tabs.Deelnemers!, tabs.Instellingen!, tabs.Tafelindeling, 9)).toThrow(
      'er is geen stand van avond of ronde "9"; wel van 1, 2',
    );
  });
});

describe('=KEEZSCORE with the club settings', () => {
  const club = (rows: Cell[][], lang: 'nl' | 'en' = 'nl'): Cell[][] => [
    lang === 'nl' ? ['Instelling', 'Waarde'] : ['Setting', 'Value'],
    ['type', 'keezen'],
    ...rows,
  ];

  test('the Instellingen range: every setting of the club counts (a win bonus of 20 instead of 10)', () => {
    expect(KEEZSCORE(16, 12, club([['variant', 'nk4tegen4']]))).toBe(42);
    expect(
      KEEZSCORE(
        16,
        12,
        club([
          ['variant', 'nk4tegen4'],
          ['winBonus', 20],
        ]),
      ),
    ).toBe(52);
    // A column of forms with the settings block: one result per row, the same settings for each.
    expect(
      KEEZSCORE(
        [[16], [12]],
        [[12], [16]],
        club([
          ['variant', 'nk4tegen4'],
          ['pointsPerPawn', 3],
        ]),
      ),
    ).toEqual([[58], [36]]);
  });

  test('the same numbers as the standings: KEEZSCORE with the settings of a shipped example gives each form its points on Stand', () => {
    const e = simulateKeezen({ variant: 'nk4tegen4', entrants: 6, seed: 'score', settings: [['winBonus', 12]] });
    const forms = e.tabs.Uitslagen!;
    const head = forms[0]!.map(String);
    const row = forms.find(
      (r, i) => i > 0 && r[head.indexOf('Reglementair')] === '' && r[head.indexOf('Uitgespeeld')] === 'ja',
    )!;
    const own = row[head.indexOf('Binnen A')]!;
    const opp = row[head.indexOf('Binnen B')]!;
    const stand = KEEZSTAND([forms[0]!, row], e.tabs.Deelnemers!, e.tabs.Instellingen!);
    // Team A by its number in Deelnemers.
    const nrA = row[head.indexOf('Team A')];
    const points = stand.find((r) => r[1] === nrA)![8];
    expect(KEEZSCORE(own, opp, e.tabs.Instellingen!)).toBe(points);
  });

  test('its messages follow the language of the settings range; a wrong setting is refused at its cell', () => {
    expect(() => KEEZSCORE(17, 12, club([['variant', 'nk4tegen4']]))).toThrow(/pionnen/);
    expect(() => KEEZSCORE(17, 12, club([['variant', 'nk4tegen4']], 'en'))).toThrow(/pawns/);
    expect(() =>
      KEEZSCORE(
        16,
        12,
        club([
          ['variant', 'nk4tegen4'],
          ['winBonus', 'veel'],
        ]),
      ),
    ).toThrow(/Instellingen!B4/);
  });
});

describe('=KEEZSCORE with holes a decimal-comma sheet made numbers', () => {
  test('2.3 (typed 2,3) is holes 2 and 3: 5 game points; 2.35 is refused with what the comma did', () => {
    expect(KEEZSCORE(2.3, 20, 'buurtcompetitie')).toBe(KEEZSCORE('2,3', 20, 'buurtcompetitie'));
    expect(KEEZSCORE(2.3, 20, 'buurtcompetitie')).toBe(5);
    expect(() => KEEZSCORE(2.35, 20, 'buurtcompetitie')).toThrow(/2\.35 is een getal geworden/);
  });
});
