import { formatTable } from '../../src/cli/table';
import { runCli as run } from '../support/cli';

describe('terminal tables use the decimal sign of their language', () => {
  test('27.5 is 27,5 in Dutch and 27.5 in English, right-aligned either way', () => {
    const rows = [
      ['Naam', 'Punten'],
      ['Anna', 27.5],
      ['Bram', 103],
    ];
    expect(formatTable(rows, 'nl').split('\n')).toEqual(['Naam  Punten', 'Anna    27,5', 'Bram     103']);
    expect(formatTable(rows, 'en').split('\n')).toEqual(['Naam  Punten', 'Anna    27.5', 'Bram     103']);
  });

  test('the Keezen demo prints Dutch tables with decimal commas only', async () => {
    const r = await run('demo', 'keezen');
    expect(r.code).toBe(0);
    const numbers = r.stdout.join('\n').match(/\s\d+[.,]\d+(?=\s|$)/g) ?? [];
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.filter((n) => n.includes('.'))).toEqual([]);
  });
});
