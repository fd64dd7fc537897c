import { prizeList } from '../../../src/core/keezen/prizes';
import { presetSettings } from '../../../src/core/keezen/settings';
import { KeezenRow, KeezenTable, rankRows } from '../../../src/core/keezen/standings';

type Base = Omit<KeezenRow, 'rank' | 'entrant' | 'nr' | 'name'>;
const base: Base = {
  played: 4,
  wins: 0,
  draws: 0,
  losses: 0,
  matchPoints: 0,
  points: 0,
  against: 0,
  difference: 0,
  playTime: 240,
  handedIn: 16 * 60,
};

function table(
  rows: (Partial<Base> & { name: string })[],
  s: ReturnType<typeof presetSettings>,
  extra: Partial<KeezenTable> = {},
): KeezenTable {
  const ranked = rankRows(
    rows.map((r, i) => ({ ...base, ...r, entrant: i, nr: i + 1 })),
    s,
  );
  return { kind: 'event', rows: ranked, rounds: [], complete: true, ...extra };
}

describe('the prize list (places 1 to the setting prizes of the overall table)', () => {
  test('the presets: three prizes at the NK, the one winner of the buurtcompetitie, five on a games night', () => {
    expect(presetSettings('nk4tegen4').prizes).toBe(3);
    expect(presetSettings('buurtcompetitie').prizes).toBe(1);
    expect(presetSettings('spelavond').prizes).toBe(5);
  });

  test('NK: equal wins, points and points against are decided by the time the forms came in (no shared place)', () => {
    const s = presetSettings('nk4tegen4');
    const t = table(
      [
        { name: 'Later', wins: 3, points: 150, against: 60, playTime: 240, handedIn: 16 * 60 + 40 },
        { name: 'Eerder', wins: 3, points: 150, against: 60, playTime: 240, handedIn: 16 * 60 + 10 },
        { name: 'Derde', wins: 2, points: 170, against: 50 },
        { name: 'Vierde', wins: 1, points: 200 },
      ],
      s,
    );
    const list = prizeList(t, s);
    expect(list.places.map((p) => [p.place, p.rows.map((r) => r.name)])).toEqual([
      [1, ['Eerder']],
      [2, ['Later']],
      [3, ['Derde']],
    ]);
    expect(list.provisional).toBe(false);
  });

  test('games night: players equal on points share the place, and a tie across the last prize is marked', () => {
    const s = { ...presetSettings('spelavond'), prizes: 3 };
    const t = table(
      [
        { name: 'A', points: 120 },
        { name: 'B', points: 110 },
        { name: 'C', points: 100 },
        { name: 'D', points: 100 },
        { name: 'E', points: 90 },
      ],
      s,
    );
    const list = prizeList(t, s);
    expect(list.places.map((p) => [p.place, p.rows.map((r) => r.name), p.pastLast])).toEqual([
      [1, ['A'], false],
      [2, ['B'], false],
      [3, ['C', 'D'], true],
    ]);
  });

  test('buurtcompetitie: a tie at the top after the last evening leaves the first prize to the final round', () => {
    const s = presetSettings('buurtcompetitie');
    const t = table(
      [
        { name: 'Keezkoppen', matchPoints: 30, points: 300 },
        { name: 'De Pionniers', matchPoints: 30, points: 300 },
        { name: 'Het Honk', matchPoints: 28, points: 310 },
      ],
      s,
      { finalRound: [0, 1] },
    );
    const list = prizeList(t, s);
    expect(list.finalRound).toEqual([0, 1]);
    expect(list.places).toHaveLength(1);
    expect(list.places[0]!.rows.map((r) => r.name)).toEqual(['De Pionniers', 'Keezkoppen']);
  });

  test('no prize for an entrant that did not play, none at all with prizes = 0, provisional while rounds are missing', () => {
    const s = presetSettings('nk4tegen4');
    const t = table(
      [
        { name: 'Speelde', wins: 1, points: 40 },
        { name: 'Afwezig', played: 0 },
      ],
      s,
      { complete: false },
    );
    const list = prizeList(t, s);
    expect(list.places.map((p) => p.rows[0]!.name)).toEqual(['Speelde']);
    expect(list.provisional).toBe(true);
    expect(prizeList(t, { ...s, prizes: 0 }).places).toEqual([]);
  });
});
