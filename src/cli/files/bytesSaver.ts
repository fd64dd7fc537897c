/**
 * The saver of a file kept part for part (.xlsx/.xlsm, .ods): the format's
 * writer produces the bytes of the new file from the file read and the
 * action's changes; `save` stages them in the action's commit (commit.ts),
 * which moves them into place with the action's other files.
 */
import type { MemoryWorkbook } from '../../workbook/memory';
import type { Commit } from './commit';
import type { Change, Saver } from './fileWorkbook';

/** The bytes of the new file, from the changes and the name it is saved under. */
export type FileBytes = (changes: readonly Change[], target: string) => Uint8Array;

export class BytesSaver implements Saver {
  constructor(readonly bytes: FileBytes) {}

  async save(target: string, _memory: MemoryWorkbook, changes: readonly Change[], commit: Commit): Promise<void> {
    commit.stage(target, this.bytes(changes, target));
  }
}
