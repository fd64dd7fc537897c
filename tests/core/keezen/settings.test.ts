import { Problems } from '../../../src/core/problems';
import {
  PRESETS,
  VARIANTS,
  keezenSettingsSpec,
  presetSettings,
  settingsConflicts,
} from '../../../src/core/keezen/settings';
import { SettingEntry } from '../../../src/core/settings/parse';
import { readKeezenSettings } from '../../../src/sheet/keezenInput';
import { holesFromDecimal, holesFromNumber, looksLikeHoles, parseHoles } from '../../../src/core/keezen/holes';
import { text } from '../../../src/i18n';
import { KEEZEN_RESULTS_TAB } from '../../../src/sheet/contract';
import { KEEZEN_SETTINGS_HELP } from '../../../src/core/keezen/settingsHelp';
import { formatMinutes, parseClockTime, parsePlayTime } from '../../../src/core/keezen/time';

function entries(rows: [string, string | number][]): SettingEntry[] {
  return rows.map(([key, value], i) => ({
    key,
    value,
    keyPlace: { tab: 'Instellingen', row: i + 2, col: 1 },
    valuePlace: { tab: 'Instellingen', row: i + 2, col: 2 },
  }));
}

describe('presets', () => {
  test('every preset fits together', () => {
    for (const v of VARIANTS) expect(settingsConflicts(presetSettings(v))).toEqual([]);
  });

  test('nk4tegen4: 2 per pawn, +10 to the winner not at a time-out, 1:15, forfeit 16–8, 4 rounds, wins → points → fewer against → time', () => {
    const s = presetSettings('nk4tegen4');
    expect([
      s.pointsPerPawn,
      s.winBonus,
      s.winBonusOnTimeout,
      s.timeLimit,
      s.forfeitLoserPawns,
      s.roundsPerEvening,
      s.evenings,
    ]).toEqual([2, 10, false, 75, 8, 4, 1]);
    expect(s.order).toEqual(['wins', 'points', 'pointsAgainst', 'playTime', 'handedIn']);
    expect(s.pointsAgainstOrder).toBe('fewer');
  });

  test('buurtcompetitie: holes 1–4, 2/1/0 match points, 3 rounds an evening, 7 evenings, a final round on a tie', () => {
    const s = presetSettings('buurtcompetitie');
    expect([
      s.holeValues,
      s.winPoints,
      s.drawPoints,
      s.lossPoints,
      s.roundsPerEvening,
      s.evenings,
      s.finalRoundOnTie,
      s.scope,
    ]).toEqual([[1, 2, 3, 4], 2, 1, 0, 3, 7, true, 'season']);
    expect(s.order).toEqual(['matchPoints', 'points']);
  });

  test('spelavond: players, 5 per own pawn, 2 per opposing pawn not home, ranked by points', () => {
    const s = presetSettings('spelavond');
    expect([s.entrant, s.scoreFor, s.pointsPerPawn, s.pointsPerOpponentPawnOut, s.winBonus]).toEqual([
      'player',
      'player',
      5,
      2,
      0,
    ]);
    expect(s.order).toEqual(['points']);
  });

  test('custom is the spec defaults', () => {
    expect(PRESETS.custom).toEqual({ variant: 'custom' });
    expect(presetSettings('custom').pointsPerPawn).toBe(keezenSettingsSpec.pointsPerPawn.default);
  });
});

describe('reading the settings tab', () => {
  test('no variant: nk4tegen4', () => {
    const p = new Problems();
    expect(readKeezenSettings(entries([['type', 'keezen']]), p).variant).toBe('nk4tegen4');
    expect(p.list).toEqual([]);
  });

  test('a preset with overrides: any key may change the preset', () => {
    const p = new Problems();
    const s = readKeezenSettings(
      entries([
        ['type', 'keezen'],
        ['variant', 'buurt'],
        ['evenings', 9],
        ['order', 'wedstrijdpunten, saldo'],
        ['drawPoints', '0'],
      ]),
      p,
    );
    expect(p.list).toEqual([]);
    expect([s.variant, s.evenings, s.order, s.drawPoints, s.holeValues]).toEqual([
      'buurtcompetitie',
      9,
      ['matchPoints', 'difference'],
      0,
      [1, 2, 3, 4],
    ]);
  });

  test('a custom variant with hole values written from the entrance', () => {
    const p = new Problems();
    const s = readKeezenSettings(
      entries([
        ['variant', 'custom'],
        ['holeValues', '1;2;3;5'],
        ['countPer', 'player'],
      ]),
      p,
    );
    expect(p.list).toEqual([]);
    expect(s.holeValues).toEqual([1, 2, 3, 5]);
  });

  test('a key twice in the order list is refused at its cell', () => {
    const p = new Problems();
    readKeezenSettings(entries([['order', 'wins, winst']]), p);
    expect(p.errors.map((e) => [e.place, e.message.key])).toEqual([
      [{ tab: 'Instellingen', row: 2, col: 2 }, 'listItemTwice'],
    ]);
  });

  test('an unknown order key is refused with the choices', () => {
    const p = new Problems();
    readKeezenSettings(entries([['order', 'wins, buchholz']]), p);
    expect(p.errors.map((e) => e.message.key)).toEqual(['badChoice']);
  });
});

describe('holes and times as people write them', () => {
  test.each([
    ['1,3,4', [1, 3, 4]],
    ['1 3 4', [1, 3, 4]],
    ['1;3;4', [1, 3, 4]],
    ['1-3-4', [1, 3, 4]],
    ['4', [4]],
    ['-', []],
    ['geen', []],
  ])('holes %p', (text, holes) => expect(parseHoles(text)).toEqual(holes));

  test('a lone number is not a list of holes; "x" is nothing', () => {
    expect(looksLikeHoles('4')).toBe(false);
    expect(looksLikeHoles('3,4')).toBe(true);
    expect(parseHoles('x')).toBeUndefined();
  });

  test('2.3 can only be "2,3" in a decimal-comma sheet: holes 2 and 3; 2.35, 2.2, 1.5 (4 holes) and 0.3 are not two holes', () => {
    expect(holesFromDecimal(2.3, 4)).toEqual([2, 3]);
    expect(holesFromDecimal(4.1, 4)).toEqual([4, 1]);
    for (const n of [2.35, 2.2, 1.5, 0.3, 3]) expect(holesFromDecimal(n, 4)).toBeUndefined();
  });

  test('134 can only be holes; 10 is game points', () => {
    expect(holesFromNumber(134, 4, 10)).toEqual([1, 3, 4]);
    expect(holesFromNumber(10, 4, 10)).toBeUndefined();
    expect(holesFromNumber(155, 4, 10)).toBeUndefined();
  });

  test.each([
    ['1:15', 75],
    ['1.15', 75],
    [1.15, 75],
    ['65', 65],
    [65, 65],
    [new Date(1899, 11, 30, 1, 15), 75],
  ])('play time %p is %i minutes', (cell, minutes) => expect(parsePlayTime(cell)).toBeCloseTo(minutes, 6));

  test.each([
    ['14:32', 872],
    ['14.32', 872],
    [14.32, 872],
    [new Date(1899, 11, 30, 12, 0), 720],
  ])('clock time %p is %i minutes after midnight', (cell, minutes) =>
    expect(parseClockTime(cell)).toBeCloseTo(minutes, 6),
  );

  test('a number below 1 is hours.minutes like the same text, not a fraction of a day (time cells arrive as dates)', () => {
    expect(parsePlayTime(0.45)).toBe(45);
    expect(parsePlayTime('0.45')).toBe(45);
    expect(parseClockTime(0.45)).toBe(45);
    expect(parseClockTime('0.45')).toBe(45);
  });

  test('times that are no times', () => {
    expect(parsePlayTime('anderhalf uur')).toBeUndefined();
    expect(parseClockTime('25:00')).toBeUndefined();
    expect(parseClockTime('14:75')).toBeUndefined();
  });

  test('minutes are shown as h:mm', () => {
    expect(formatMinutes(75)).toBe('1:15');
    expect(formatMinutes(16 * 60 + 5)).toBe('16:05');
  });
});

describe('help texts say what the add-on does', () => {
  test('finalRoundOnTie: the final round is drawn by the menu item that draws it, in both languages', () => {
    for (const lang of ['nl', 'en'] as const) {
      const help = KEEZEN_SETTINGS_HELP.finalRoundOnTie[lang];
      expect(help).toContain(text('menuMakeTables', lang));
      expect(help).toContain(KEEZEN_RESULTS_TAB[lang]);
    }
  });
});
