/** The sidebar's edits carry what their row must still hold: a tab sorted by another editor meanwhile gets nothing written. */
import { setAbsence, setResult } from '../../src/actions/clubNight';
import { formatProblem, isInputError } from '../../src/core/problems';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { applyChanges } from '../../src/workbook/workbook';

function club(): MemoryWorkbook {
  return new MemoryWorkbook({
    Instellingen: [['Instelling', 'Waarde'], ['rounds', 10]],
    Spelers: [['Naam'], ['Anna'], ['Bram'], ['Carla'], ['Daan']],
    Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag'], [1, 'Anna', 'Bram', ''], [1, 'Carla', 'Daan', '']],
    Afwezig: [['Ronde', 'Naam', 'Reden'], [2, 'Anna', 'afgemeld'], [2, 'Bram', 'extern']],
  });
}

function errorsOf(work: () => void): string[] {
  try {
    work();
  } catch (e) {
    if (isInputError(e)) return e.errors.map((p) => formatProblem(p, 'nl'));
    throw e;
  }
  return [];
}

test('a result goes to the row that still holds the game; after a sort nothing is written and the row is named', () => {
  const wb = club();
  const outcome = setResult(wb, { round: 1, white: 'Anna', black: 'Bram', result: '1-0' });
  // Another editor sorts Uitslagen (Carla – Daan first) before the result is written.
  const rows = wb.tabs.get('Uitslagen')!;
  [rows[1], rows[2]] = [rows[2]!, rows[1]!];
  expect(errorsOf(() => applyChanges(wb, outcome.changes))).toEqual([
    'Uitslagen, rij 2: deze rij houdt niet meer de partij Anna – Bram van ronde 1 (is het tabblad intussen gesorteerd of bewerkt?); er is niets geschreven. Ververs de zijbalk en probeer opnieuw.',
  ]);
  expect(wb.read('Uitslagen')!.map((r) => r[3])).toEqual(['Uitslag', '', '']);
});

test('an absence reason or its clearing goes to the row that still holds that absence', () => {
  const wb = club();
  const change = setAbsence(wb, { round: 2, name: 'Anna', reason: 'clubDuty' });
  const clear = setAbsence(wb, { round: 2, name: 'Anna' });
  const rows = wb.tabs.get('Afwezig')!;
  [rows[1], rows[2]] = [rows[2]!, rows[1]!];
  for (const outcome of [change, clear]) expect(errorsOf(() => applyChanges(wb, outcome.changes))[0]).toMatch(/^Afwezig, rij 2: deze rij houdt niet meer de afwezigheid van Anna in ronde 2/);
  expect(wb.read('Afwezig')).toEqual([['Ronde', 'Naam', 'Reden'], [2, 'Bram', 'extern'], [2, 'Anna', 'afgemeld']]);
  // Unsorted, the same edit is written.
  const fresh = club();
  applyChanges(fresh, setAbsence(fresh, { round: 2, name: 'Anna', reason: 'clubDuty' }).changes);
  expect(fresh.read('Afwezig')![1]).toEqual([2, 'Anna', 'clubtaak']);
});
