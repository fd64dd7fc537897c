/** .ods files: read by SheetJS (@e965/xlsx, the npm mirror of SheetJS 0.20.3), written part for part by odf/spreadsheet.ts. */
import { readFileSync } from 'node:fs';
import { MemoryWorkbook } from '../../workbook/memory';
import { BytesSaver } from './bytesSaver';
import { checkOdsPackage, odsWithChanges } from './odf/spreadsheet';
import { readTabs } from './xlsx';
import { FileWorkbook } from './fileWorkbook';

export function openOds(path: string): FileWorkbook {
  const bytes = readFileSync(path);
  checkOdsPackage(bytes);
  const tabs = readTabs(bytes);
  return new FileWorkbook(
    path,
    'ods',
    new MemoryWorkbook(tabs),
    new BytesSaver((changes) => odsWithChanges(bytes, changes, (tab) => tabs.get(tab))),
  );
}

/** A new, empty .ods workbook (for saving into another kind of file). */
export function emptyOds(path: string): FileWorkbook {
  return new FileWorkbook(
    path,
    'ods',
    new MemoryWorkbook(),
    new BytesSaver((changes) => odsWithChanges(undefined, changes, () => undefined)),
  );
}
