import { KEIZERPOINTS } from '../../src/gas/customFunctions';
import { KEIZERUITLEG } from '../../src/gas/seasonFunctions';
import type { Cell } from '../../src/core/cell';

// Spelers as the wizard makes it (A:K), with a late entrant in Vanaf ronde (column H).
const HEADER = [
  'Naam',
  'Rating',
  'Startplaats',
  'Vorige eindstand',
  'Categorie',
  'Actief',
  'Straf-oneven',
  'Vanaf ronde',
  'Geschat',
  'FIDE-id',
  'KNSB-id',
];
const PLAYERS: Cell[][] = [
  HEADER,
  ['Anna', 1900, '', '', '', 'ja', '', '', '', '', ''],
  ['Bram', 1800, '', '', '', 'ja', '', '', '', '', ''],
  ['Cees', 1700, '', '', '', 'ja', '', 2, '', '', ''],
];
const RESULTS: Cell[][] = [
  ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
  [1, 'Anna', 'Bram', '1-0'],
  [2, 'Cees', 'Anna', '½-½'],
];
const ABSENCES: Cell[][] = [
  ['Ronde', 'Naam', 'Reden'],
  [1, 'Cees', 'oneven'],
  [2, 'Bram', 'afgemeld'],
];
const cut = (cols: number) => PLAYERS.map((r) => r.slice(0, cols));
const whole = PLAYERS.map((r) => [...r, '', '']); // a whole-column range: empty cells after the last column

describe('a players range that ends before a known column gets a note', () => {
  test('Spelers!A:F drops Vanaf ronde: the last row says so and names the whole range', () => {
    const table = KEIZERPOINTS(cut(6), RESULTS, ABSENCES);
    const last = table[table.length - 1]!;
    expect(last[0]).toBe(
      'Let op: het bereik van Spelers eindigt bij een gevulde kolom en mist Straf-oneven, Vanaf ronde, Geschat, FIDE-id, KNSB-id; wat daar staat, telt niet mee. Geef het hele tabblad: Spelers!A:K',
    );
    expect(new Set(table.map((r) => r.length)).size).toBe(1);
    const explained = KEIZERUITLEG('Anna', cut(6), RESULTS, ABSENCES);
    expect(String(explained[explained.length - 1]![0])).toMatch(/^Let op: het bereik van Spelers/);
  });

  test('the whole tab (Spelers!A:K, or whole columns ending in empty cells), or a tab laid out by hand: no note', () => {
    const byHand: Cell[][] = [
      ['Naam', 'Rating', 'Actief'],
      ['Anna', 1900, 'ja'],
      ['Bram', 1800, 'ja'],
      ['Cees', 1700, 'ja'],
    ];
    for (const range of [PLAYERS, whole, byHand]) {
      const table = KEIZERPOINTS(range, RESULTS, ABSENCES);
      expect(table.some((r) => String(r[0]).startsWith('Let op'))).toBe(false);
    }
  });
});
