/** Invented Dutch names for simulated clubs (examples, tests, benchmarks). */
import type { Rng } from '../core/rng';

const FIRST = ['Anna', 'Bram', 'Cees', 'Daan', 'Eva', 'Femke', 'Gert', 'Hanna', 'Ilse', 'Jan', 'Joost', 'Karin', 'Lars', 'Maaike', 'Niels', 'Olga', 'Pieter', 'Quinten', 'Roos', 'Sander', 'Tessa', 'Ugo', 'Vera', 'Wouter', 'Xander', 'Yara', 'Zeger', 'Bas', 'Douwe', 'Els', 'Floor', 'Gijs', 'Henk', 'Iris', 'Jelle', 'Kees', 'Lieke', 'Marten', 'Noor', 'Otto', 'Ruud', 'Saskia', 'Thijs', 'Wim', 'Sjoerd', 'Loes', 'Ruben', 'Merel', 'Teun', 'Fenna'];
const LAST = ['Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits', 'de Graaf', 'van der Meer', 'van der Linden', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen', 'van Dijk', 'Schouten', 'Willems', 'Hoekstra', 'Koster', 'Prins', 'Huisman', 'Postma', 'Kuiper', 'Veenstra', 'Kramer', 'van Beek', 'Timmermans', "'t Hart", 'Ruiter', 'Zwart', 'Groen', 'Verhoeven', 'Maas', 'Evers', 'Hoogland', 'Brink', 'Sanders'];

/** `count` distinct names, "J. de Vries" style, deterministic for the rng. */
export function clubNames(count: number, rng: Rng): string[] {
  const names = new Set<string>();
  let guard = 0;
  while (names.size < count && guard++ < count * 100) {
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    names.add(names.size % 3 === 0 ? `${first} ${last}` : `${first[0]}. ${last}`);
  }
  for (let i = names.size; names.size < count; i++) names.add(`Speler ${i + 1}`);
  return [...names];
}
