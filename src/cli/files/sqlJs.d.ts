/**
 * The part of sql.js (SQLite compiled to WebAssembly, the npm package `sql.js`) the command line and its tests
 * use: open a database from its bytes, run statements, read rows, write the bytes back. The package ships no
 * types of its own; its module is the initialising function (CommonJS `module.exports`).
 */
declare module 'sql.js' {
  function initSqlJs(config?: initSqlJs.SqlJsConfig): Promise<initSqlJs.SqlJsStatic>;
  namespace initSqlJs {
    type SqlValue = number | string | Uint8Array | null;
    interface QueryExecResult {
      columns: string[];
      values: SqlValue[][];
    }
    interface Statement {
      bind(values?: SqlValue[]): boolean;
      step(): boolean;
      getAsObject(): Record<string, SqlValue>;
      run(values?: SqlValue[]): void;
      free(): boolean;
    }
    interface Database {
      exec(sql: string, params?: SqlValue[]): QueryExecResult[];
      run(sql: string, params?: SqlValue[]): Database;
      prepare(sql: string, params?: SqlValue[]): Statement;
      export(): Uint8Array;
      close(): void;
    }
    interface SqlJsStatic {
      Database: new (data?: ArrayLike<number> | null) => Database;
    }
    interface SqlJsConfig {
      wasmBinary?: ArrayBuffer | Uint8Array;
    }
  }
  export = initSqlJs;
}
