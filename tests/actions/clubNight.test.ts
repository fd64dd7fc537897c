/**
 * The club night's steps as the sidebar shows them (pure: nightSteps on a
 * round view): their order, at most one next step, and the reason where a
 * step cannot be taken yet.
 */
import { NightStep, RoundView, keizerRoundView, nightSteps } from '../../src/actions/clubNight';
import { makePairing } from '../../src/actions/pairing';
import { render } from '../../src/i18n';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { applyChanges } from '../../src/workbook/workbook';

function club(played: number): MemoryWorkbook {
  return new MemoryWorkbook(keizerTabs(simulateKeizerSeason({ players: 34, rounds: 28, played, seed: 'steps' }).competition));
}

const status = (steps: NightStep[]) => Object.fromEntries(steps.map((s) => [s.id, s.status]));
const note = (steps: NightStep[], id: string) => render(steps.find((s) => s.id === id)!.note, 'nl');

describe('the night\'s steps', () => {
  test('in the order of the night, and never more than one next step, through a whole night', () => {
    const wb = club(6);
    const views: RoundView[] = [];
    views.push(keizerRoundView(wb));
    applyChanges(wb, makePairing(wb).changes);
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

  test('the proposal carries the Indeling tab\'s boards and their why', () => {
    const wb = club(6);
    const made = makePairing(wb);
    applyChanges(wb, made.changes);
    const p = keizerRoundView(wb).proposal!;
    expect(p.round).toBe(7);
    expect(p.boards).toHaveLength(made.result.boards.length);
    expect(p.boards.map((b) => b.white)).toEqual(made.result.boards.map((b) => made.competition.players[b.white]!.name));
    expect(p.problems).toEqual([]);
  });
});
