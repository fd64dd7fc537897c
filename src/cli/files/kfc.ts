/**
 * Reads a KeizerForClubs tournament file (SQLite, `.s3db`): the rows of its
 * Player and Pairing tables, for core/trf/kfc.ts to map. Read-only; the file
 * is never changed.
 *
 * better-sqlite3 is a native module: it is loaded here, on first use, and
 * only by the command line (never part of the Apps Script bundle).
 */
import type { Problems } from '../../core/problems';
import type { KfcConfigRow, KfcPairingRow, KfcPlayerRow } from '../../core/trf/kfc';
import { msg } from '../../i18n';

type Database = import('better-sqlite3').Database;

const REQUIRED: Readonly<Record<'Player' | 'Pairing', readonly string[]>> = {
  Player: ['id', 'name', 'rating', 'state'],
  Pairing: ['rnd', 'board', 'pid_w', 'pid_b', 'result'],
};

function open(file: string, problems: Problems): Database | undefined {
  const Sqlite = require('better-sqlite3') as typeof import('better-sqlite3');
  try {
    const db = new Sqlite(file, { readonly: true, fileMustExist: true });
    db.prepare('SELECT count(*) FROM sqlite_master').get();
    return db;
  } catch (e) {
    problems.error({ tab: file }, msg('kfcNotADatabase', file, e instanceof Error ? e.message : String(e)));
    return undefined;
  }
}

/** The Player, Pairing and ConfigTab rows, or problems (a file that is not a KeizerForClubs tournament). */
export function readKfcFile(
  file: string,
  problems: Problems,
): { players: KfcPlayerRow[]; pairings: KfcPairingRow[]; config: KfcConfigRow[] } {
  const db = open(file, problems);
  if (!db) return { players: [], pairings: [], config: [] };
  try {
    let ok = true;
    for (const [table, columns] of Object.entries(REQUIRED)) {
      const have = new Set(
        (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name.toLowerCase()),
      );
      for (const c of columns) {
        if (!have.has(c)) {
          problems.error({ tab: file }, msg('kfcMissingColumn', table, c));
          ok = false;
        }
      }
    }
    if (!ok) return { players: [], pairings: [], config: [] };
    const players = db.prepare('SELECT id, name, rating, state FROM Player').all() as KfcPlayerRow[];
    const pairings = db
      .prepare('SELECT Rnd AS round, board, PID_W AS white, PID_B AS black, Result AS result FROM Pairing')
      .all() as KfcPairingRow[];
    const hasConfig = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'ConfigTab'").get();
    const config = hasConfig
      ? (db.prepare('SELECT CfgKey AS key, CfgValue AS value FROM ConfigTab').all() as KfcConfigRow[])
      : [];
    return { players, pairings, config };
  } finally {
    db.close();
  }
}
