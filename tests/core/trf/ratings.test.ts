/** Rating lists: FIDE's TXT list read by its header, and matching by id or by name (either spelling, unique only). */
import { Problems } from '../../../src/core/problems';
import {
  FideXmlReader,
  matchRatings,
  nameKeys,
  parseFideList,
  ratingFilter,
  type RatingEntry,
} from '../../../src/core/trf/ratings';

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

describe('FIDE XML list', () => {
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<playerslist>
<player><fideid>1000001</fideid><name>De Vries, Zoe</name><country>NED</country><sex>F</sex><title></title><rating>1850</rating><games>0</games><rapid_rating>1900</rapid_rating></player>
<player><fideid>1000002</fideid><name>Ami, Erwin l&apos;</name><country>NED</country><rating>2600</rating></player>
<player><fideid>1000003</fideid><name>Unrated, Nobody</name><country>NED</country><rating>0</rating></player>
</playerslist>`;

  test('each <player> with its fideid, name and standard rating, in any chunks; unrated left out', () => {
    for (const size of [7, 64, xml.length]) {
      const out: RatingEntry[] = [];
      const problems = new Problems();
      const reader = new FideXmlReader('l.xml', problems, (e) => out.push(e));
      for (let i = 0; i < xml.length; i += size) reader.text(xml.slice(i, i + size));
      reader.end();
      expect(problems.list).toEqual([]);
      expect(out.map((e) => [e.id, e.name, e.rating])).toEqual([
        ['1000001', 'De Vries, Zoe', 1850],
        ['1000002', "Ami, Erwin l'", 2600],
      ]);
    }
  });

  test('a text that is no list is said to be so', () => {
    const problems = new Problems();
    const reader = new FideXmlReader('l.xml', problems, () => undefined);
    reader.text('<html><body>Not found</body></html>');
    reader.end();
    expect(problems.errors.map((e) => e.message.key)).toEqual(['ratingListNoHeader']);
  });
});

describe('names as the lists write them', () => {
  const place = { tab: 'l', row: 1 };
  const list = [
    { id: '1', name: 'De Vries, Zoe', rating: 1850, place },
    { id: '2', name: 'Timman, Jan H', rating: 2500, place },
    { id: '3', name: "Ami, Erwin l'", rating: 2600, place },
    { id: '4', name: 'Berg, J. van den (Jan)', rating: 1700, place },
    { id: '5', name: 'Jansen, Pieter', rating: 1600, place },
  ];

  test('accents, a middle initial, tussenvoegsels in either place and netstand’s (Voornaam) all match by name', () => {
    const m = matchRatings(
      [{ name: 'Zoë de Vries' }, { name: 'Jan Timman' }, { name: "Erwin l'Ami" }, { name: 'Jan van den Berg' }],
      list,
      'fide',
    );
    expect(m.changes.map((c) => [c.player, c.to])).toEqual([
      [0, 1850],
      [1, 2500],
      [2, 2600],
      [3, 1700],
    ]);
    expect(m.notFound).toEqual([]);
  });

  test('a near miss is not taken, but offered: the same surname with another given name, or a surname a letter off', () => {
    const m = matchRatings([{ name: 'Piet Jansen' }, { name: 'Jan Timan' }, { name: 'Kees Onbekend' }], list, 'fide');
    expect(m.changes).toEqual([]);
    expect(m.notFound).toEqual([0, 1, 2]);
    expect(m.nearMisses.map((n) => [n.player, n.entries.map((e) => e.id)])).toEqual([
      [0, ['5']],
      [1, ['2']],
    ]);
  });

  test('the filter of a long list keeps the ids and the surnames of the players (and those a letter off), nothing else', () => {
    const keep = ratingFilter([{ name: 'Zoë de Vries' }, { name: 'Jan Timan' }, { name: 'X', knsbId: '5' }]);
    expect(list.filter(keep).map((e) => e.id)).toEqual(['1', '2', '5']);
  });
});
