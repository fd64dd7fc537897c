/**
 * Reads a KeizerForClubs tournament file (SQLite, `.s3db`): the rows of its
 * Player and Pairing tables, for core/trf/kfc.ts to map. Read-only; the file
 * is never changed (its bytes are read into memory and opened there).
 *
 * SQLite is sql.js (WebAssembly, files/sqlite.ts): loaded here, on first use,
 * and only by the command line (never part of the Apps Script bundle).
 */
import { readFileSync } from 'node:fs';
import type { Database, SqlValue } from 'sql.js';
import type { Problems } from '../../core/problems';
import type { KfcConfigRow, KfcPairingRow, KfcPlayerRow } from '../../core/trf/kfc';
import { msg } from '../../i18n';
import { sqlite } from './sqlite';

const REQUIRED: Readonly<Record<'Player' | 'Pairing', readonly string[]>> = {
  Player: ['id', 'name', 'rating', 'state'],
  Pairing: ['rnd', 'board', 'pid_w', 'pid_b', 'result'],
};

/** Every row of a query, as objects by column name. */
function all(db: Database, sql: string): Record<string, SqlValue>[] {
  const statement = db.prepare(sql);
  try {
    const rows: Record<string, SqlValue>[] = [];
    while (statement.step()) rows.push(statement.getAsObject());
    return rows;
  } finally {
    statement.free();
  }
}

async function open(file: string, problems: Problems): Promise<Database | undefined> {
  const Sqlite = await sqlite();
  try {
    const db = new Sqlite.Database(readFileSync(file));
    // sql.js reads the header on the first statement: a file that is no database fails here.
    all(db, 'SELECT count(*) FROM sqlite_master');
    return db;
  } catch (e) {
    problems.error({ tab: file }, msg('kfcNotADatabase', file, e instanceof Error ? e.message : String(e)));
    return undefined;
  }
}

/** The Player, Pairing and ConfigTab rows, or problems (a file that is not a KeizerForClubs tournament). */
export async function readKfcFile(
  file: string,
  problems: Problems,
): Promise<{ players: KfcPlayerRow[]; pairings: KfcPairingRow[]; config: KfcConfigRow[] }> {
  const db = await open(file, problems);
  if (!db) return { players: [], pairings: [], config: [] };
  try {
    let ok = true;
    for (const [table, columns] of Object.entries(REQUIRED)) {
      const have = new Set(all(db, `PRAGMA table_info(${table})`).map((c) => String(c['name']).toLowerCase()));
      for (const c of columns) {
        if (!have.has(c)) {
          problems.error({ tab: file }, msg('kfcMissingColumn', table, c));
          ok = false;
        }
      }
    }
    if (!ok) return { players: [], pairings: [], config: [] };
    const players = all(db, 'SELECT id, name, rating, state FROM Player') as unknown as KfcPlayerRow[];
    const pairings = all(
      db,
      'SELECT Rnd AS round, board, PID_W AS white, PID_B AS black, Result AS result FROM Pairing',
    ) as unknown as KfcPairingRow[];
    const hasConfig = all(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'ConfigTab'").length > 0;
    const config = hasConfig
      ? (all(
          db,
          'SELECT CfgKey AS key, CfgValue AS value, CfgText AS text FROM ConfigTab',
        ) as unknown as KfcConfigRow[])
      : [];
    return { players, pairings, config };
  } finally {
    db.close();
  }
}
