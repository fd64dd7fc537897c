/**
 * The saver of a file kept part for part (.xlsx/.xlsm, .ods): the format's
 * writer produces the bytes of the new file from the file read and the
 * action's changes; `save` puts them in place through a temporary file.
 */
import { renameSync, writeFileSync } from 'node:fs';
import type { MemoryWorkbook } from '../../workbook/memory';
import type { Change, Saver } from './fileWorkbook';

/** The bytes of the new file, from the changes and the name it is saved under. */
export type FileBytes = (changes: readonly Change[], target: string) => Uint8Array;

export class BytesSaver implements Saver {
  constructor(readonly bytes: FileBytes) {}

  async save(target: string, _memory: MemoryWorkbook, changes: readonly Change[]): Promise<void> {
    const tmp = `${target}.tmp-${process.pid}`;
    writeFileSync(tmp, this.bytes(changes, target));
    renameSync(tmp, target);
  }
}
