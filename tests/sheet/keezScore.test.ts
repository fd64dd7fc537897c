/**
 * What =KEEZSCORE computes from its arguments (sheet/keezScore.ts): the points of one side as the variant
 * scores a form, the counts as people type them, the club's settings range, a column of forms, and every wrong
 * argument refused in words a club leader understands.
 */
import type { Cell } from '../../src/core/cell';
import { keezScore } from '../../src/sheet/keezScore';

describe('=KEEZSCORE(own, opponent, [variant], [finished])', () => {
  test.each([
    [16, 12, 'nk4tegen4', 42],
    [12, 16, 'nk4tegen4', 24],
    [4, 5, 'spelavond', 26],
    [3, 8, 'spelavond', 15],
    [2, 8, 'spelavond', 10],
  ])('keezScore(%p, %p, %p) = %p (the regulations)', (own, opp, variant, points) => {
    expect(keezScore(own, opp, variant)).toBe(points);
  });

  test('the variant defaults to nk4tegen4', () => expect(keezScore(16, 12)).toBe(42));

  test('games night: 4 × 5 = 20 for the own pawns, plus 3 × 2 = 6 for the 3 opposing pawns short of 8', () => {
    expect(keezScore(4, 8, 'spelavond')).toBe(20);
    expect(keezScore(4, 5, 'spelavond')).toBe(20 + 6);
    expect(keezScore(0, 8, 'spelavond')).toBe(0);
  });

  test('finished FALSE: stopped by the time limit, no bonus', () => {
    expect(keezScore(14, 12, 'nk4tegen4', false)).toBe(28);
    expect(keezScore(14, 12, 'nk4tegen4', 'nee')).toBe(28);
  });

  test('buurtcompetitie: occupied holes or game points', () => {
    expect(keezScore('1,3,4', 20, 'buurtcompetitie')).toBe(8);
    expect(keezScore('1,2,3,4 / 1,3', 20, 'buurtcompetitie')).toBe(14);
    expect(keezScore('1,2,3,4/1,2,3,4', '2,3', 'buurtcompetitie')).toBe(20);
    expect(keezScore(17, 20, 'buurtcompetitie')).toBe(17);
    expect(keezScore('4', '1', 'buurtcompetitie', false)).toBe(4);
  });

  test('a column of forms gives a column of points', () => {
    const own: Cell[][] = [[16], [12], [''], [7]];
    const opp: Cell[][] = [[12], [16], [''], [16]];
    expect(keezScore(own, opp, 'nk4tegen4')).toEqual([[42], [24], [''], [14]]);
  });

  test('a variant per row', () => {
    expect(keezScore([[16], [4]], [[12], [5]], [['nk4tegen4'], ['spelavond']])).toEqual([[42], [26]]);
  });

  test('impossible counts are refused with the reason', () => {
    expect(() => keezScore(17, 12)).toThrow('17 pionnen binnen kan niet: een kant heeft 0 tot en met 16 pionnen');
    expect(() => keezScore(16, 16)).toThrow('beide kanten hebben alle 16 pionnen binnen');
    expect(() => keezScore(16, 3, 'nk4tegen4', false)).toThrow('tijd om, maar kant A heeft alle 16 pionnen binnen');
    expect(() => keezScore(5, 3, 'spelavond')).toThrow('5 pionnen binnen kan niet: een speler heeft 0 tot en met 4');
    expect(() => keezScore('1,5', 3, 'buurtcompetitie')).toThrow('gat 5 bestaat niet');
    expect(() => keezScore(16, 12, 'texel')).not.toThrow();
    expect(() => keezScore(16, 12, 'schaken')).toThrow('variant');
  });

  test('a wrong argument is explained in words a club leader understands (Dutch: the arguments carry no header to tell the language)', () => {
    expect(() => keezScore(16, 12, 'schaken')).toThrow(
      'onbekende variant "schaken"; kies uit nk4tegen4, buurtcompetitie, spelavond, custom',
    );
    expect(() => keezScore(16, 12, 'nk4tegen4', 'misschien')).toThrow(
      'het 4e argument (uitgespeeld) moet WAAR of ONWAAR zijn, niet "misschien"',
    );
    expect(() => keezScore('veel', 12)).toThrow(
      'het 1e argument (eigen kant) moet een aantal pionnen binnen zijn, niet "veel"',
    );
    expect(() => keezScore(16, 'weinig')).toThrow(
      'het 2e argument (tegenpartij) moet een aantal pionnen binnen zijn, niet "weinig"',
    );
    expect(() => keezScore('1,x', 3, 'buurtcompetitie')).toThrow('"1,x" zijn geen gaten of spelpunten');
    expect(keezScore([[16], [16]], [[12], [12]], [['nk4tegen4'], ['schaken']])).toEqual([
      [42],
      ['#onbekende variant "schaken"; kies uit nk4tegen4, buurtcompetitie, spelavond, custom'],
    ]);
  });

  test('in a range, a bad row shows its reason in its own cell', () => {
    const out = keezScore([[16], [17]], [[12], [12]]) as (number | string)[][];
    expect(out[0]).toEqual([42]);
    expect(String(out[1]![0])).toMatch(/^#17 pionnen binnen kan niet/);
  });
});

describe('=KEEZSCORE with the club settings', () => {
  const club = (rows: Cell[][], lang: 'nl' | 'en' = 'nl'): Cell[][] => [
    lang === 'nl' ? ['Instelling', 'Waarde'] : ['Setting', 'Value'],
    ['type', 'keezen'],
    ...rows,
  ];

  test('the Instellingen range: every setting of the club counts (a win bonus of 20 instead of 10)', () => {
    expect(keezScore(16, 12, club([['variant', 'nk4tegen4']]))).toBe(42);
    expect(
      keezScore(
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
      keezScore(
        [[16], [12]],
        [[12], [16]],
        club([
          ['variant', 'nk4tegen4'],
          ['pointsPerPawn', 3],
        ]),
      ),
    ).toEqual([[58], [36]]);
  });

  test('its messages follow the language of the settings range; a wrong setting is refused at its cell', () => {
    expect(() => keezScore(17, 12, club([['variant', 'nk4tegen4']]))).toThrow(/pionnen/);
    expect(() => keezScore(17, 12, club([['variant', 'nk4tegen4']], 'en'))).toThrow(/pawns/);
    expect(() =>
      keezScore(
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
    expect(keezScore(2.3, 20, 'buurtcompetitie')).toBe(keezScore('2,3', 20, 'buurtcompetitie'));
    expect(keezScore(2.3, 20, 'buurtcompetitie')).toBe(5);
    expect(() => keezScore(2.35, 20, 'buurtcompetitie')).toThrow(/2\.35 is een getal geworden/);
  });
});
