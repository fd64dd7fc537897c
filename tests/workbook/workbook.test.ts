/** Finding a tab: one rule for readers and writers, in every backing. */
import { PAIRING_DISPLAY_TAB } from '../../src/sheet/contract';
import { locateTab } from '../../src/sheet/table';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { findTab } from '../../src/workbook/workbook';

describe('findTab', () => {
  test('ignores case, surrounding and repeated spaces, as the readers do (matchKey)', () => {
    expect(findTab(['Spelers', 'Indeling  beamer'], ['Indeling beamer'])).toBe('Indeling  beamer');
    expect(findTab([' INDELING BEAMER '], ['indeling beamer'])).toBe(' INDELING BEAMER ');
    expect(findTab(['Indeling'], ['Indeling beamer'])).toBeUndefined();
  });

  test('a tab a reader finds is the tab a writer rewrites: no second tab', () => {
    const wb = new MemoryWorkbook({ 'Indeling  beamer': [['Bord', 'Wit', 'Zwart']] });
    expect(locateTab(wb, PAIRING_DISPLAY_TAB)?.tab).toBe('Indeling  beamer');
    wb.write({
      name: PAIRING_DISPLAY_TAB.nl,
      aliases: [PAIRING_DISPLAY_TAB.nl, PAIRING_DISPLAY_TAB.en],
      rows: [['Bord'], [1]],
    });
    wb.append({ tab: PAIRING_DISPLAY_TAB.nl, header: ['Bord'], rows: [[2]] });
    expect(wb.tabNames()).toEqual(['Indeling  beamer']);
    expect(wb.read('Indeling  beamer')).toEqual([['Bord'], [1], [2]]);
  });
});
