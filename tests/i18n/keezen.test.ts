/** The Keezen texts: one evening or round is said in the singular, more in the plural, in both languages. */
import { msg, render } from '../../src/i18n';

describe('a number of evenings or rounds: singular for one, plural for more', () => {
  test.each([
    [1, 'Eindstand seizoen (1 avond)', 'Final season standings (1 evening)'],
    [7, 'Eindstand seizoen (7 avonden)', 'Final season standings (7 evenings)'],
  ])('the title of a complete season of %i evening(s)', (evenings, nl, en) => {
    expect(render(msg('kzTitleSeason', evenings, evenings, true), 'nl')).toBe(nl);
    expect(render(msg('kzTitleSeason', evenings, evenings, true), 'en')).toBe(en);
  });

  test.each([
    [1, 'Eindstand na 1 ronde', 'Final standings after 1 round'],
    [4, 'Eindstand na 4 ronden', 'Final standings after 4 rounds'],
  ])('the title of a complete event of %i round(s)', (rounds, nl, en) => {
    expect(render(msg('kzTitleEvent', rounds, true), 'nl')).toBe(nl);
    expect(render(msg('kzTitleEvent', rounds, true), 'en')).toBe(en);
  });

  test('an evening or round after the last names how many there are, singular for one', () => {
    expect(render(msg('kzEveningAfterLast', 2, 1), 'nl')).toBe(
      'avond 2 bestaat niet: het seizoen heeft 1 avond (evenings)',
    );
    expect(render(msg('kzEveningAfterLast', 2, 1), 'en')).toBe(
      'evening 2 does not exist: the season has 1 evening (evenings)',
    );
    expect(render(msg('drEveningOutOfRange', 8, 7), 'nl')).toBe(
      'avond 8 bestaat niet: het seizoen heeft 7 avonden (evenings)',
    );
    expect(render(msg('kzRoundAfterLast', 2, 1), 'nl')).toBe(
      'ronde 2 bestaat niet: er is 1 ronde per avond (roundsPerEvening)',
    );
    expect(render(msg('drRoundOutOfRange', 2, 1), 'en')).toBe(
      'round 2 does not exist: there is 1 round per evening (roundsPerEvening)',
    );
    expect(render(msg('kzFinalNotDue', 2, 1), 'en')).toMatch(/^evening 2 does not exist: the season has 1 evening \(/);
  });

  test('all rounds drawn: one round, or evenings of one round, said in the singular', () => {
    expect(render(msg('drAllDrawn', 1, 1), 'nl')).toBe('de ene ronde is al ingedeeld (instelling roundsPerEvening)');
    expect(render(msg('drAllDrawn', 1, 1), 'en')).toBe('the one round has been drawn (setting roundsPerEvening)');
    expect(render(msg('drAllDrawn', 4, 1), 'nl')).toBe('alle 4 ronden zijn al ingedeeld (instelling roundsPerEvening)');
    expect(render(msg('drAllDrawn', 1, 3), 'en')).toBe(
      'all 3 evenings of 1 round have been drawn (settings evenings and roundsPerEvening)',
    );
  });
});
