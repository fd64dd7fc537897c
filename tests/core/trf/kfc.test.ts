/** KeizerForClubs' codes, each mapped as the module header documents; anything else refused at its place. */
import { Problems } from '../../../src/core/problems';
import { kfcOptionsNotCarried, kfcSettings, kfcToSeason } from '../../../src/core/trf/kfc';

const players = [
  { id: 1, name: 'Anna', rating: 1800, state: 1 },
  { id: 2, name: 'Bert', rating: 0, state: 9 },
  { id: 3, name: 'Cor', rating: 1600, state: 10 },
  { id: 4, name: 'Dirk', rating: null, state: null },
];

test('results 1/2/3 are games, -1 a game without a result; 4–7 without opponent are oneven, extern, afgemeld, niet afgemeld; states 9 and 10 inactive', () => {
  const problems = new Problems();
  const s = kfcToSeason(
    players,
    [
      { round: 1, board: 1, white: 1, black: 2, result: 1 },
      { round: 1, board: 2, white: 3, black: 4, result: 2 },
      { round: 2, board: 1, white: 2, black: 1, result: 3 },
      { round: 2, board: 100, white: 3, black: -1, result: 4 },
      { round: 2, board: 101, white: 4, black: -1, result: 5 },
      { round: 3, board: 1, white: 1, black: 3, result: -1 },
      { round: 3, board: 100, white: 2, black: -1, result: 6 },
      { round: 3, board: 101, white: 4, black: -1, result: 7 },
    ],
    'k.s3db',
    problems,
  );
  expect(problems.list).toEqual([]);
  expect(s.players).toEqual([
    { name: 'Anna', rating: 1800 },
    { name: 'Bert', active: false },
    { name: 'Cor', rating: 1600, active: false },
    { name: 'Dirk' },
  ]);
  expect(s.games).toEqual([
    { round: 1, white: 0, black: 1, result: '1-0' },
    { round: 1, white: 2, black: 3, result: '½-½' },
    { round: 2, white: 1, black: 0, result: '0-1' },
    { round: 3, white: 0, black: 2 },
  ]);
  expect(s.absences).toEqual([
    { round: 2, player: 2, reason: 'bye' },
    { round: 2, player: 3, reason: 'external' },
    { round: 3, player: 1, reason: 'excused' },
    { round: 3, player: 3, reason: 'unexcused' },
  ]);
  expect(s.rounds).toBeUndefined(); // 3 rounds played: the season keeps the default length
  expect(s.mappings.map((m) => `${m.code}>${m.became}`)).toEqual(
    expect.arrayContaining([
      'Result 4 (FreeWin)>bye',
      'Result 5 (Hindered)>external',
      'Result 6 (Excused)>excused',
      'Result 7 (Unexcused)>unexcused',
      'Player.state 9>none',
      'Player.state 10>none',
    ]),
  );
});

test('an unknown player or result code is an error; more rounds than the default lengthen the season', () => {
  const problems = new Problems();
  const s = kfcToSeason(
    players,
    [
      { round: 1, board: 1, white: 1, black: 9, result: 1 },
      { round: 2, board: 100, white: 1, black: -1, result: 13 },
      { round: 3, board: 100, white: 1, black: -1, result: 8 },
      { round: 31, board: 1, white: 1, black: 4, result: 1 },
    ],
    'k.s3db',
    problems,
  );
  // 13 is no code of KeizerForClubs; a forfeit (8) needs an opponent.
  expect(problems.errors.map((e) => e.message.key)).toEqual(['kfcUnknownPlayer', 'kfcUnknownCode', 'kfcUnknownCode']);
  expect(s.rounds).toBe(31);
});

test("the settings: the keizerforclubs preset, then the file's percentages (club games for both club reasons) and its ratio", () => {
  expect(
    kfcSettings([
      { key: 'BONUS.Clubgame', value: 70 },
      { key: 'BONUS.Excused', value: 35 },
      { key: 'BONUS.Unexcused', value: 5 },
      { key: 'BONUS.Retired', value: 75 },
      { key: 'BONUS.Freilos', value: 50 },
      { key: 'OPTION.RatioFirst2Last', value: 2.5 },
      { key: 'OPTION.GameRepeat', value: 3 },
      { key: 'BONUS.Verlust', value: 5 },
    ]).map((s) => `${s.key}=${s.value}`),
  ).toEqual([
    'preset=keizerforclubs',
    'clubDuty=70%',
    'external=70%',
    'excused=35%',
    'excusedAfterLimit=35%',
    'unexcused=5%',
    'inactiveGames=75%',
    'bye=50%',
    'loss=5%',
    'topValueRatio=2.5',
  ]);
  expect(kfcSettings([{ key: 'BONUS.Verlust', value: null }])).toEqual([{ key: 'preset', value: 'keizerforclubs' }]);
  expect(kfcSettings([])).toEqual([{ key: 'preset', value: 'keizerforclubs' }]);
});

test('the codes KeizerForClubs writes since 2024: forfeits 8/9 are +-/-+, 10 a double forfeit --, 11 an adjourned game without a result (warned), 12 a late start scored as niet afgemeld', () => {
  const problems = new Problems();
  const s = kfcToSeason(
    players,
    [
      { round: 1, board: 1, white: 1, black: 4, result: 8 },
      { round: 1, board: 100, white: 2, black: -1, result: 12 },
      { round: 2, board: 1, white: 4, black: 1, result: 9 },
      { round: 3, board: 1, white: 1, black: 4, result: 10 },
      { round: 4, board: 2, white: 4, black: 1, result: 11 },
    ],
    'k.s3db',
    problems,
  );
  expect(problems.errors).toEqual([]);
  expect(s.games).toEqual([
    { round: 1, white: 0, black: 3, result: '+-' },
    { round: 2, white: 3, black: 0, result: '-+' },
    { round: 3, white: 0, black: 3, result: '--' },
    { round: 4, white: 3, black: 0 },
  ]);
  expect(s.absences).toEqual([{ round: 1, player: 1, reason: 'unexcused' }]);
  expect(problems.warnings.map((w) => [w.place?.tab, w.message.key, ...w.message.args])).toEqual([
    ['k.s3db (Pairing)', 'kfcAdjourned', 4, 2, 'Dirk', 'Anna'],
  ]);
  expect(s.mappings.map((m) => `${m.code}>${m.became}:${m.count}`)).toEqual([
    'Player.state 9>none:1',
    'Player.state 10>none:1',
    'Result 8 (WinWhiteForfeit)>+-:1',
    'Result 12 (LateStart)>unexcused:1',
    'Result 9 (WinBlackForfeit)>-+:1',
    'Result 10 (ForfeitForfeit)>--:1',
    'Result 11 (Adjourned)>none:1',
  ]);
});

test('the options without a setting here are named when switched on (a number not 0; TimeBonus a text not starting with #)', () => {
  const on = kfcOptionsNotCarried([
    { key: 'OPTION.DecayBonus', value: 1 },
    { key: 'OPTION.DecayPrevRound', value: 0 },
    { key: 'OPTION.WickerNormalization', value: 1 },
    { key: 'OPTION.TimeBonus', value: null, text: 'curve=Sigmoid, Min=10, Sum=60, Fak=0.01' },
  ]);
  expect(on).toEqual([
    { option: 'OPTION.DecayBonus', value: '1' },
    { option: 'OPTION.WickerNormalization', value: '1' },
    { option: 'OPTION.TimeBonus', value: 'curve=Sigmoid, Min=10, Sum=60, Fak=0.01' },
  ]);
  expect(
    kfcOptionsNotCarried([
      { key: 'OPTION.DecayPrevRound', value: 1 },
      { key: 'OPTION.TimeBonus', value: null, text: '#curve=Sigmoid' },
      { key: 'OPTION.DecayBonus', value: null },
    ]),
  ).toEqual([{ option: 'OPTION.DecayPrevRound', value: '1' }]);
  const problems = new Problems();
  kfcToSeason(players, [], 'k.s3db', problems, [{ key: 'OPTION.DecayBonus', value: 1 }]);
  expect(problems.warnings.map((w) => [w.place?.tab, w.message.key, ...w.message.args])).toEqual([
    ['k.s3db (ConfigTab)', 'kfcOptionNotCarried', 'OPTION.DecayBonus', '1'],
  ]);
});
