/** The Keezen website (publish): its pages, the rounds not complete, the prize list with a final round, both languages. */
import { join } from 'node:path';
import type { Cell } from '../../src/core/cell';
import { keezenSiteOf } from '../../src/actions/keezenSite';
import { open } from '../../src/sheet/open';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { csvTab } from '../support/cli';

function example(name: string): Record<string, Cell[][]> {
  const dir = join(__dirname, '..', '..', 'examples', name);
  const tabs: Record<string, Cell[][]> = {};
  for (const tab of ['Instellingen', 'Deelnemers', 'Tafelindeling', 'Uitslagen']) tabs[tab] = csvTab(dir, tab);
  return tabs;
}

const site = (tabs: Record<string, Cell[][]>, lang?: 'nl' | 'en') =>
  keezenSiteOf(open(new MemoryWorkbook(tabs), 'keezen'), { title: 'Keezen', ...(lang ? { lang } : {}) });
const text = (html: string) => html.replace(/<style>.*<\/style>/s, '').replace(/<[^>]+>/g, ' ');

describe('the Keezen website', () => {
  test('NK: standings, each round, the prizes; a round with a form missing says whose', () => {
    const tabs = example('keezen-nk4tegen4');
    const u = tabs.Uitslagen!;
    // The last table of round 4 lost its form: both teams are without one.
    const last = u.reduce((at, r, i) => (String(r[0]) === '4' ? i : at), -1);
    const [a, b] = [u[last]![2], u[last]![3]].map(Number);
    const names = tabs
      .Deelnemers!.filter((r) => r[0] === a || r[0] === b || String(r[0]) === String(a) || String(r[0]) === String(b))
      .map((r) => String(r[1]));
    u.splice(last, 1);
    const s = site(tabs);
    expect(s.pages.map((p) => [p.file, p.label])).toEqual([
      ['index.html', 'Stand'],
      ['rounds.html', 'Per ronde'],
      ['prizes.html', 'Prijzen'],
    ]);
    const index = text(s.pages[0]!.html);
    expect(index).toContain(`Ronde 4 is nog niet compleet: het scoreformulier ontbreekt van ${names.join(', ')}.`);
    const rounds = text(s.pages[1]!.html);
    expect(rounds.indexOf('Ronde 4')).toBeLessThan(rounds.indexOf('Ronde 1'));
    expect(text(s.pages[2]!.html)).toMatch(/1e prijs .*2e prijs .*3e prijs /s);
  });

  test('English pages', () => {
    const s = site(example('keezen-spelavond'), 'en');
    expect(s.pages.map((p) => p.label)).toEqual(['Standings', 'By round', 'Prizes']);
    const prizes = text(s.pages[2]!.html);
    expect(prizes).toMatch(/1st prize .*5th prize /s);
    expect(prizes).not.toContain('6th prize');
  });

  test('buurtcompetitie: level at the top after the last evening, the first prize waits for the final round', () => {
    const tabs: Record<string, Cell[][]> = {
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['type', 'keezen'],
        ['variant', 'buurtcompetitie'],
        ['evenings', 1],
        ['roundsPerEvening', 1],
      ],
      Deelnemers: [
        ['Nr', 'Naam'],
        [1, 'De Pionniers'],
        [2, 'Keezkoppen'],
      ],
      Uitslagen: [
        [
          'Avond',
          'Ronde',
          'Tafel',
          'Team A',
          'Team B',
          'Binnen A1',
          'Binnen A2',
          'Binnen B1',
          'Binnen B2',
          'Uitgespeeld',
          'Winnaar',
        ],
        [1, 1, 1, 1, 2, '1,2,3,4', '1,2,3', '1,2,3,4', '1,2,3', 'nee', 'geen'],
      ],
    };
    const s = site(tabs);
    const index = text(s.pages[0]!.html);
    expect(index).toContain('er wordt een finaleronde gespeeld');
    const prizes = text(s.pages.find((p) => p.file === 'prizes.html')!.html);
    expect(prizes).toContain('De 1e prijs gaat naar de winnaar van de finaleronde tussen De Pionniers, Keezkoppen.');
    expect(prizes).not.toContain('gedeeld');
  });
});
