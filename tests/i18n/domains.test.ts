/**
 * The i18n domains are spread into one catalog: a key in two domains would silently override. Every part of
 * the merge is checked (./catalogue.ts lists them); the views' texts are a catalogue of their own.
 */
import { catalogueModules } from './catalogue';

test('no message key is defined in two domains (a later domain would silently override it)', () => {
  const seen = new Map<string, string>();
  const dup: string[] = [];
  for (const m of catalogueModules().filter((m) => m.file !== 'views.ts'))
    for (const k of Object.keys(m.nl)) {
      if (seen.has(k)) dup.push(`${k}: ${seen.get(k)} & ${m.file}`);
      seen.set(k, m.file);
    }
  expect(dup).toEqual([]);
});
