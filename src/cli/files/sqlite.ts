/**
 * SQLite for the command line without a native module: sql.js, SQLite compiled
 * to WebAssembly (Node 20 has no node:sqlite), so installing needs no compiler
 * and no download. Its .wasm ships inside the npm package; it is read here by
 * the package's own path (found from this program's require, so the command
 * line finds it from any folder and through `npm link`), never fetched.
 * Loaded on first use: only KeizerForClubs files need it.
 */
import { readFileSync } from 'node:fs';
import type { SqlJsStatic } from 'sql.js';

let loaded: Promise<SqlJsStatic> | undefined;

/** sql.js, initialised once per process with the WebAssembly binary of its package. */
export function sqlite(): Promise<SqlJsStatic> {
  if (loaded === undefined) {
    const init = require('sql.js') as typeof import('sql.js');
    loaded = init({ wasmBinary: readFileSync(require.resolve('sql.js/dist/sql-wasm.wasm')) });
  }
  return loaded;
}
