/**
 * Fuzzed input: broken spreadsheets (missing or misspelt tabs and headers,
 * unknown or duplicate names, impossible results, numbers, dates and booleans
 * where text belongs, empty rows in the middle, hostile text). Whatever comes
 * in, an action either succeeds or throws an InputError in which every problem
 * names its place; it never crashes.
 */
import fc from 'fast-check';
import type { Cell } from '../../src/core/cell';
import { isInputError } from '../../src/core/problems';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { sidebarEntries } from '../../src/actions/catalogue';
import { outcomeOf } from '../support/entries';
import { FIELD_VALUES, locatedOrNamed, workbook } from '../support/fuzzedWorkbooks';

describe('fuzzed spreadsheets never crash an action, and every problem has its place', () => {
  test('10,000 broken workbooks through "update standings"', () => {
    let failures = 0;
    let successes = 0;
    fc.assert(
      fc.property(workbook, fc.option(fc.integer({ min: -2, max: 40 }), { nil: undefined }), (tabs, round) => {
        const wb = new MemoryWorkbook(tabs);
        const before = JSON.stringify([...wb.tabs]);
        // Plain checks in this hot loop (jest's expect is slow at 10,000 runs).
        try {
          const outcome = outcomeOf(wb, 'updateStandings', round === undefined ? {} : { round });
          successes++;
          if (outcome.changes.writes.length !== 1) return false;
          // Warnings about a cell carry their place (notes about the whole competition need none).
          if (!outcome.warnings.every((w) => !w.place || locatedOrNamed(w))) return false;
        } catch (e) {
          if (!isInputError(e)) throw e;
          failures++;
          if (e.errors.length === 0) return false;
          const unlocated = e.problems.find((p) => !locatedOrNamed(p));
          if (unlocated) throw new Error(`problem without a place: ${JSON.stringify(unlocated)}`);
        }
        // Actions never write; the workbook is untouched.
        return JSON.stringify([...wb.tabs]) === before;
      }),
      { numRuns: 10_000, seed: 20261130 },
    );
    // Both outcomes are exercised (most fuzzed rounds come after the last round there, and are refused).
    expect(successes).toBeGreaterThan(25);
    expect(failures).toBeGreaterThan(1000);
  });

  test('2,000 broken workbooks through every other Keizer action (pairing, confirm, explain, season end, ...)', () => {
    const others = sidebarEntries('keizer').filter((a) => a.id !== 'updateStandings');
    fc.assert(
      fc.property(workbook, fc.constantFrom(...others), fc.boolean(), (tabs, action, accepted) => {
        const wb = new MemoryWorkbook(tabs);
        const before = JSON.stringify([...wb.tabs]);
        try {
          action.run(wb, { from: 'sidebar', accepted, ...(action.fields.length > 0 ? { values: FIELD_VALUES } : {}) });
        } catch (e) {
          if (!isInputError(e)) throw new Error(`${action.id}: ${(e as Error).stack}`);
          const unlocated = e.problems.find((p) => !locatedOrNamed(p));
          if (unlocated) throw new Error(`${action.id}: problem without a place: ${JSON.stringify(unlocated)}`);
        }
        return JSON.stringify([...wb.tabs]) === before;
      }),
      { numRuns: 2_000, seed: 20261201 },
    );
  });

  test('a very long sheet (20,000 result rows, empty rows in between) is read without trouble', () => {
    const players: Cell[][] = [['Naam'], ...Array.from({ length: 200 }, (_, i) => [`Speler ${i + 1}`])];
    const results: Cell[][] = [['Ronde', 'Wit', 'Zwart', 'Uitslag']];
    for (let r = 1; r <= 200; r++) {
      for (let b = 0; b < 100; b++)
        results.push([
          r,
          `Speler ${2 * b + 1}`,
          `Speler ${2 * b + 2}`,
          (r + b) % 3 === 0 ? '1-0' : (r + b) % 3 === 1 ? '0-1' : '½-½',
        ]);
      results.push([]);
    }
    const outcome = outcomeOf(
      new MemoryWorkbook({
        Spelers: players,
        Uitslagen: results,
        Instellingen: [
          ['Instelling', 'Waarde'],
          ['rounds', 200],
        ],
      }),
      'updateStandings',
    );
    expect(outcome.changes.writes[0]!.rows.length).toBe(2 + 200);
  });
});
