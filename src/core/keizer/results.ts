/** Reading a game result as people write it: 1-0, ½-½, 0.5-0.5, 1/2-1/2, =, +-, -+, --. */
import type { GameResult } from './types';

const RESULTS = new Map<string, GameResult>([
  ['1-0', '1-0'],
  ['0-1', '0-1'],
  ['½-½', '½-½'],
  ['0.5-0.5', '½-½'],
  ['0,5-0,5', '½-½'],
  ['1/2-1/2', '½-½'],
  ['=', '½-½'],
  ['r', '½-½'],
  ['remise', '½-½'],
  ['draw', '½-½'],
  ['+-', '+-'],
  ['-+', '-+'],
  ['--', '--'],
  ['+/-', '+-'],
  ['-/+', '-+'],
  ['-/-', '--'],
  ['1f-0f', '+-'],
  ['0f-1f', '-+'],
  ['0f-0f', '--'],
]);

/** The result, or undefined when the text is not a result. Dashes of every kind are accepted. */
export function parseGameResult(text: string): GameResult | undefined {
  // The spellings above are as the cleaning below leaves them: one typed so needs no cleaning.
  const exact = RESULTS.get(text);
  if (exact !== undefined) return exact;
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-') // hyphens, en/em dashes, minus sign
    .replace(/\s+/g, '');
  return RESULTS.get(t);
}

/** Every result in its canonical spelling, in the order a dropdown shows them. */
export const GAME_RESULTS: readonly GameResult[] = ['1-0', '0-1', '½-½', '+-', '-+', '--'];
