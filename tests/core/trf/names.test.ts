/** Names taken apart as the chess world writes them: one person's spellings give the same surname and given name. */
import { foldKey, lastNameFirst, personName, sameName, surnameCore } from '../../../src/core/trf/names';

test('accents are folded and only letters count: Zoë is zoe, l’Ami is lami', () => {
  expect(foldKey('Zoë')).toBe('zoe');
  expect(foldKey('l’Ami')).toBe('lami');
  expect(foldKey('Große')).toBe('grosse');
  expect(foldKey('Søren')).toBe('soren');
});

test.each([
  ['Zoë de Vries', 'De Vries, Zoe'],
  ['Zoë de Vries', 'Vries, Zoë de'],
  ['Zoë de Vries', 'Vries, Z. de (Zoë)'],
  ['Jan Timman', 'Timman, Jan H'],
  ['Jan Timman', 'Timman, Jan H.'],
  ["Erwin l'Ami", "Ami, Erwin l'"],
  ['Erwin l’Ami', "L'Ami, Erwin"],
  ['Jan van den Berg', 'Berg, Jan van den'],
  ['Jan van den Berg', 'Van den Berg, Jan'],
  ['J. van den Berg', 'Berg, Jan van den'],
])('%s and %s are the same name', (a, b) => {
  expect(sameName(personName(a), personName(b))).toBe(true);
});

test.each([
  ['Jan Timman', 'Timman, Jos'],
  ['Zoë de Vries', 'Vries, Zoë'],
  ['Jan van den Berg', 'Berg, Jan'],
  ['Anna Bos', 'Bosch, Anna'],
])('%s and %s are not', (a, b) => {
  expect(sameName(personName(a), personName(b))).toBe(false);
});

test('the surname without tussenvoegsels is the core a list is filtered by', () => {
  expect(personName('De Vries, Zoe').core).toBe('vries');
  expect(personName('Jan van den Berg').core).toBe('berg');
  expect(personName("Ami, Erwin l'").core).toBe('ami');
});

test('"Lastname, Firstname" with tussenvoegsels after the given names, as the KNSB writes them', () => {
  expect(lastNameFirst('Zoë de Vries')).toBe('Vries, Zoë de');
  expect(lastNameFirst('Jan van den Berg')).toBe('Berg, Jan van den');
  expect(lastNameFirst("Erwin l'Ami")).toBe("Ami, Erwin l'");
  expect(lastNameFirst('Anna Maria Smit')).toBe('Smit, Anna Maria');
  expect(lastNameFirst('Graaf, Henk de')).toBe('Graaf, Henk de');
  expect(lastNameFirst('Cher')).toBe('Cher');
});

test.each([
  'De Vries, Zoe',
  'Vries, Zoë de',
  'Jan van den Berg',
  "Ami, Erwin l'",
  "Erwin l'Ami",
  "L'Ami, Erwin",
  'Ölçek, Ayşe',
  'Cher',
])('the quick surname core of %s is the one personName finds', (name) => {
  expect(surnameCore(name)).toBe(personName(name).core);
});
