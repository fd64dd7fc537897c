/** Where a problem is: a cell as Sheets writes it, a whole row in words a volunteer reads. */
import { formatPlace, formatProblem } from '../../src/core/problems';
import { msg } from '../../src/i18n';

describe('formatPlace', () => {
  test('a cell, or a whole tab', () => {
    expect(formatPlace({ tab: 'Uitslagen', row: 7, col: 4 }, 'nl')).toBe('Uitslagen!D7');
    expect(formatPlace({ tab: 'Uitslagen', row: 7, col: 27 }, 'en')).toBe('Uitslagen!AA7');
    expect(formatPlace({ tab: 'Uitslagen' }, 'nl')).toBe('Uitslagen');
  });

  test('a whole row: "Uitslagen, rij 7" / "Results, row 7"', () => {
    expect(formatPlace({ tab: 'Uitslagen', row: 7 }, 'nl')).toBe('Uitslagen, rij 7');
    expect(formatPlace({ tab: 'Results', row: 7 }, 'en')).toBe('Results, row 7');
  });

  test('a problem at a whole row', () => {
    const problem = {
      severity: 'error' as const,
      place: { tab: 'Uitslagen', row: 1 },
      message: msg('columnMissing', 'Zwart'),
    };
    expect(formatProblem(problem, 'nl')).toBe('Uitslagen, rij 1: kolom "Zwart" ontbreekt in de kopregel');
  });
});
