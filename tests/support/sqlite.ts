/**
 * SQLite files for tests, made with the library the command line reads them
 * with (sql.js, files/sqlite.ts): a database in memory, written to its file
 * on close, as KeizerForClubs' own SQLite would leave it.
 */
import { writeFileSync } from 'node:fs';
import type { Database, SqlValue } from 'sql.js';
import { sqlite } from '../../src/cli/files/sqlite';

/** A new database that is written to `file` when it is closed. */
export interface SqliteFile {
  exec(sql: string): void;
  /** Runs one statement once per row of values. */
  insert(sql: string, rows: readonly (readonly SqlValue[])[]): void;
  close(): void;
}

export async function sqliteFile(file: string, sql = ''): Promise<SqliteFile> {
  const Sqlite = await sqlite();
  const db: Database = new Sqlite.Database();
  if (sql !== '') db.exec(sql);
  return {
    exec: (text) => void db.exec(text),
    insert(text, rows) {
      const statement = db.prepare(text);
      for (const row of rows) statement.run([...row]);
      statement.free();
    },
    close() {
      writeFileSync(file, db.export());
      db.close();
    },
  };
}

/** A database file made of SQL statements. */
export async function writeSqlite(file: string, sql: string): Promise<void> {
  (await sqliteFile(file, sql)).close();
}
