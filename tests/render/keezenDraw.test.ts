/**
 * The printed score forms and the beamer page of each Keezen format say what that format's regulations say,
 * and nothing they do not: the games night (partners drawn by lot) has a player write each player's points on
 * the card, partners opposite each other, no time limit; the NK has the program compute the score, a time
 * limit and the play time; the buurtcompetitie no time limit.
 */
import type { ViewOutcome } from '../../src/actions/drawViews';
import { keezenNightView } from '../../src/actions/keezenNight';
import { simulateKeezen } from '../../src/sim/keezenEvent';
import type { WorkbookReader } from '../../src/workbook/workbook';
import { pageOf } from '../support/entries';

const forms = (wb: WorkbookReader) => pageOf<ViewOutcome>(wb, 'scoreForms').html;
const beamer = (wb: WorkbookReader) => pageOf<ViewOutcome>(wb, 'tablesDisplay').html;

const night = simulateKeezen({ variant: 'spelavond', entrants: 12, seed: 'spierdijk', rounds: 1, results: false });
const nk = simulateKeezen({ variant: 'nk4tegen4', entrants: 8, seed: 'texel', rounds: 1, results: false });
const buurt = simulateKeezen({ variant: 'buurtcompetitie', entrants: 8, seed: 'zijtaart', rounds: 1, results: false });

describe('games-night regulations', () => {
  const html = forms(night.wb);
  test("a player writes each player's points on the card: a points box per player, the count (5 per own pawn home + 2 per opponents' pawn out) said", () => {
    // 3 tables × 4 players.
    expect(html.match(/punten:<\/span>/g)).toHaveLength(12);
    expect(html).toContain('5 per eigen pion binnen + 2 per pion die de tegenstanders niet binnen hebben');
    expect(html).not.toContain('Punten worden niet ingevuld');
  });
  test('partners sit opposite each other ("Spelers uit hetzelfde team zitten altijd tegenover elkaar"): on the forms and the beamer', () => {
    expect(html).toContain('zitten tegenover elkaar');
    expect(beamer(night.wb)).toContain('partners tegenover elkaar');
  });
  test('no time limit: no "tijd om" and no play time on the form, no played-out box in the sidebar\'s form', () => {
    expect(html).not.toContain('tijd om');
    expect(html).not.toContain('Speeltijd');
    expect(keezenNightView(night.wb).fields.map((f) => f.key)).not.toContain('finished');
  });
});

describe('NK regulations', () => {
  const html = forms(nk.wb);
  test('"Het programma bepaalt de score": no points to fill in; a time limit: played out or time-out, and the play time', () => {
    expect(html).toContain('Punten worden niet ingevuld');
    expect(html).not.toContain('punten:</span>');
    expect(html).toContain('tijd om');
    expect(html).toContain('Speeltijd');
    expect(keezenNightView(nk.wb).fields.map((f) => f.key)).toContain('finished');
  });
  test('teams know their places: no word of partners opposite', () => {
    expect(html).not.toContain('tegenover elkaar');
    expect(beamer(nk.wb)).not.toContain('tegenover');
  });
});

describe('buurtcompetitie regulations', () => {
  test('no time limit (the team with the most game points wins): no "tijd om", no play time', () => {
    const html = forms(buurt.wb);
    expect(html).not.toContain('tijd om');
    expect(html).not.toContain('Speeltijd');
    expect(html).toContain('Punten worden niet ingevuld');
  });
});
