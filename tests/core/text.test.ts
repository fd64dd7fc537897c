/** Names that pass for other names: invisible characters and mixed scripts are found; honest names are left alone. */
import { nameOddity } from '../../src/core/text';

describe('nameOddity', () => {
  test.each([
    ['Anna\u200B de Vries', 'U+200B'],
    ['Anna\u200Dde Vries', 'U+200D'],
    ['\u202EsirV ed annA', 'U+202E'],
    ['Anna de Vries\u2066', 'U+2066'],
    ['Ja\u00ADnsen', 'U+00AD'],
    ['\uFEFFAnna', 'U+FEFF'],
  ])('%j holds an invisible character (%s)', (name, code) => {
    expect(nameOddity(name)).toEqual({ invisible: code });
  });

  test('a Cyrillic а or a Greek ο among Latin letters mixes scripts', () => {
    expect(nameOddity('\u0430nna de Vries')).toEqual({ scripts: ['Latin', 'Cyrillic'] });
    expect(nameOddity('J\u03bfost')).toEqual({ scripts: ['Latin', 'Greek'] });
    // Among accented Latin letters too.
    expect(nameOddity('Zo\u00eb \u0430\u00eft')).toEqual({ scripts: ['Latin', 'Cyrillic'] });
  });

  test('every printable ASCII character and Latin-1 or Latin Extended letter is visible and Latin or common (the quick answer for such names)', () => {
    const latin = /^[\p{Script=Latin}\p{Script=Common}]$/u;
    const chars: string[] = [];
    for (let c = 0x20; c <= 0x24f; c++)
      if (c <= 0x7e || (c >= 0xc0 && c !== 0xd7 && c !== 0xf7)) chars.push(String.fromCharCode(c));
    expect(chars.filter((ch) => /\p{Cf}/u.test(ch) || !latin.test(ch))).toEqual([]);
    expect(nameOddity(chars.join(''))).toBeUndefined();
  });

  test.each([
    'Anna de Vries',
    'Zoë Aït-Ben',
    "'t Hart",
    'Иван Петров',
    'Γιώργος',
    '山田 太郎',
    'やまだ たろう',
    'O\u2019Brien',
    'van den Berg-Smit',
    'René 2',
  ])('%j is an honest name', (name) => {
    expect(nameOddity(name)).toBeUndefined();
  });
});
