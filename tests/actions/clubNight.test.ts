/**
 * The club night as the sidebar runs it: its steps (pure: nightSteps on a
 * round view) in their order, at most one next step, and the reason where a
 * step cannot be taken yet; and its edits, which carry what their row must
 * still hold, so a tab sorted by another editor meanwhile gets nothing written.
 */
import { RoundView, keizerRoundView, nightSteps, setAbsence, setResult } from '../../src/actions/clubNight';
import type { NightStep } from '../../src/actions/steps';
import { pairingOf } from '../support/entries';
import { formatProblem, isInputError } from '../../src/core/problems';
import { render } from '../../src/i18n';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { applyChanges } from '../../src/workbook/workbook';

function club(played: number): MemoryWorkbook {
  return new MemoryWorkbook(
    keizerTabs(simulateKeizerSeason({ players: 34, rounds: 28, played, seed: 'steps' }).competition),
  );
}

const status = (steps: NightStep[]) => Object.fromEntries(steps.map((s) => [s.id, s.status]));
const note = (steps: NightStep[], id: string) => render(steps.find((s) => s.id === id)!.note, 'nl');

describe("the night's steps", () => {
  test('in the order of the night, and never more than one next step, through a whole night', () => {
    const wb = club(6);
    const views: RoundView[] = [];
    views.push(keizerRoundView(wb));
    applyChanges(wb, pairingOf(wb).changes);
    views.push(keizerRoundView(wb));
    for (const v of views) {
      const steps = nightSteps(v);
      expect(steps.map((s) => s.id)).toEqual(['absences', 'pairing', 'confirm', 'results', 'standings']);
      expect(steps.filter((s) => s.status === 'next').length).toBeLessThanOrEqual(1);
    }
    expect(status(nightSteps(views[0]!))).toMatchObject({ pairing: 'next', confirm: 'blocked', results: 'blocked' });
    expect(note(nightSteps(views[0]!), 'confirm')).toBe('maak eerst de indeling');
    expect(status(nightSteps(views[1]!))).toMatchObject({ pairing: 'done', confirm: 'next', results: 'blocked' });
    expect(note(nightSteps(views[1]!), 'pairing')).toMatch(/^voorstel klaar: \d+ borden \(loting \S+\)$/);
    expect(note(nightSteps(views[1]!), 'results')).toBe('leg eerst de ronde vast');
  });

  test('a round shown that is not the one the pairing makes: pairing says which round it is for', () => {
    const wb = club(6);
    const steps = nightSteps(keizerRoundView(wb, 3));
    // Round 3 is played: its steps are done, the standings open.
    expect(status(steps)).toMatchObject({ pairing: 'done', confirm: 'done', results: 'done' });
    const future = nightSteps(keizerRoundView(wb, 9));
    expect(status(future).pairing).toBe('blocked');
    expect(note(future, 'pairing')).toBe('de indeling is voor ronde 7');
  });

  test("the proposal carries the Indeling tab's boards and their why", () => {
    const wb = club(6);
    const made = pairingOf(wb);
    applyChanges(wb, made.changes);
    const p = keizerRoundView(wb).proposal!;
    expect(p.round).toBe(7);
    expect(p.boards).toHaveLength(made.result.boards.length);
    expect(p.boards.map((b) => b.white)).toEqual(
      made.result.boards.map((b) => made.competition.players[b.white]!.name),
    );
    expect(p.problems).toEqual([]);
  });
});

function typedTabs(): MemoryWorkbook {
  return new MemoryWorkbook({
    Instellingen: [
      ['Instelling', 'Waarde'],
      ['rounds', 10],
    ],
    Spelers: [['Naam'], ['Anna'], ['Bram'], ['Carla'], ['Daan']],
    Uitslagen: [
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      [1, 'Anna', 'Bram', ''],
      [1, 'Carla', 'Daan', ''],
    ],
    Afwezig: [
      ['Ronde', 'Naam', 'Reden'],
      [2, 'Anna', 'afgemeld'],
      [2, 'Bram', 'extern'],
    ],
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
  const wb = typedTabs();
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
  const wb = typedTabs();
  const change = setAbsence(wb, { round: 2, name: 'Anna', reason: 'clubDuty' });
  const clear = setAbsence(wb, { round: 2, name: 'Anna' });
  const rows = wb.tabs.get('Afwezig')!;
  [rows[1], rows[2]] = [rows[2]!, rows[1]!];
  for (const outcome of [change, clear])
    expect(errorsOf(() => applyChanges(wb, outcome.changes))[0]).toMatch(
      /^Afwezig, rij 2: deze rij houdt niet meer de afwezigheid van Anna in ronde 2/,
    );
  expect(wb.read('Afwezig')).toEqual([
    ['Ronde', 'Naam', 'Reden'],
    [2, 'Bram', 'extern'],
    [2, 'Anna', 'afgemeld'],
  ]);
  // Unsorted, the same edit is written.
  const fresh = typedTabs();
  applyChanges(fresh, setAbsence(fresh, { round: 2, name: 'Anna', reason: 'clubDuty' }).changes);
  expect(fresh.read('Afwezig')![1]).toEqual([2, 'Anna', 'clubtaak']);
});
