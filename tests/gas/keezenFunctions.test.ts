import { KEEZSCORE, KEEZSTAND } from '../../src/gas/keezenFunctions';
import type { Cell } from '../../src/core/cell';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../../src/cli/files/csv';
import { simulateKeezen } from '../../src/sim/keezenEvent';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { outcomeOf } from '../support/entries';

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
    const o = outcomeOf(new MemoryWorkbook(tabs), 'updateStandings');
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
    const o = outcomeOf(new MemoryWorkbook(tabs), 'updateStandings');
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

// The arguments themselves are sheet/keezScore.ts's (tests/sheet/keezScore.test.ts); here the custom function.
describe('=KEEZSCORE with the club settings', () => {
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
});
