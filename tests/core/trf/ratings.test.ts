/** Rating lists: FIDE's TXT list read by its header, and matching by id or by name (either spelling, unique only). */
import { Problems } from '../../../src/core/problems';
import { matchRatings, nameKeys, parseFideList } from '../../../src/core/trf/ratings';

const HEADER =
  'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag';

function line(id: string, name: string, rating: string, header = HEADER, ratingWord = 'SRtng'): string {
  const chars = ' '.repeat(header.length).split('');
  const put = (col: number, text: string) => text.split('').forEach((c, i) => (chars[col + i] = c));
  put(header.indexOf('ID Number'), id);
  put(header.indexOf('Name'), name);
  put(header.indexOf(ratingWord), rating);
  return chars.join('');
}

describe('FIDE players list', () => {
  test('fields are cut at their header words; unrated players (blank or 0) are left out', () => {
    const text = [
      HEADER,
      line('1234567', 'Graaf, Henk de', '2150'),
      line('7654321', 'Visser, Q.', ''),
      line('0042', 'Bos, Quinten', '0'),
    ].join('\n');
    const problems = new Problems();
    expect(parseFideList(text, 'list.txt', problems)).toEqual([
      { id: '1234567', name: 'Graaf, Henk de', rating: 2150, place: { tab: 'list.txt', row: 2 } },
    ]);
    expect(problems.list).toEqual([]);
  });

  test('an older list whose rating column is named after the month (NOV23) is read too', () => {
    const header = 'ID Number Name                              TitFed  NOV23 Gms  K';
    const text = [header, line('1234567', 'Graaf, Henk de', '2101', header, 'NOV23')].join('\r\n');
    expect(parseFideList(text, 'old.txt', new Problems()).map((e) => e.rating)).toEqual([2101]);
  });

  test('a file without the header, and a line that is no player, are errors at their place', () => {
    const p1 = new Problems();
    expect(parseFideList('Naam;Rating\nA;1500', 'x.txt', p1)).toEqual([]);
    expect(p1.errors.map((e) => e.message.key)).toEqual(['ratingListNoHeader']);
    const p2 = new Problems();
    parseFideList([HEADER, line('12a', 'Iemand', '1500')].join('\n'), 'x.txt', p2);
    expect(p2.errors.map((e) => [e.place, e.message.key])).toEqual([[{ tab: 'x.txt', row: 2 }, 'ratingListBadLine']]);
  });
});

describe('matching a list to the players', () => {
  const place = { tab: 'l', row: 1 };
  const list = [
    { id: '1234567', name: 'Graaf, Henk de', rating: 2150, place },
    { id: '0000042', name: 'Visser, Q.', rating: 1480, place },
    { id: '100', name: 'Bos, Quinten', rating: 1930, place },
    { id: '101', name: 'Quinten Bos', rating: 1700, place },
  ];

  test('"Lastname, Firstname" and "Firstname Lastname" are the same name', () => {
    expect(nameKeys('Graaf, Henk de')).toContain(nameKeys('Henk de Graaf')[0]);
  });

  test('by id where the player has one (leading zeros do not matter), by name otherwise; an ambiguous name changes nothing', () => {
    const m = matchRatings(
      [
        { name: 'H. de Graaf', fideId: '1234567', rating: 2142 },
        { name: 'Q. Visser', fideId: '42', rating: 1480 },
        { name: 'Henk de Graaf', rating: 2000 },
        { name: 'Quinten Bos', rating: 1920 },
        { name: 'Onbekend', fideId: '999', rating: 1500 },
        { name: 'Nog Iemand' },
      ],
      list,
      'fide',
    );
    expect(m.changes).toEqual([
      { player: 0, from: 2142, to: 2150, by: 'id' },
      { player: 2, from: 2000, to: 2150, by: 'name' },
    ]);
    expect(m.unchanged).toEqual([1]);
    expect(m.ambiguous.map((a) => [a.player, a.entries.length])).toEqual([[3, 2]]);
    expect(m.notFound).toEqual([4, 5]);
  });

  test('a list of federation ids is matched against the KNSB id, not the FIDE id', () => {
    const m = matchRatings([{ name: 'X', fideId: '100', knsbId: '1234567', rating: 1 }], list, 'knsb');
    expect(m.changes).toEqual([{ player: 0, from: 1, to: 2150, by: 'id' }]);
  });
});
