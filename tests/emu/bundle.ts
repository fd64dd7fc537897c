/**
 * Loads dist/Code.js into node:vm contexts whose only globals are the emulated
 * Apps Script services: like Apps Script V8, a context has no setTimeout, URL,
 * TextEncoder, fetch, require or process.
 *
 * Apps Script starts every execution (a menu click, a sidebar call, a custom
 * function's cell) in a fresh global context: nothing a module keeps at its top
 * level survives from one execution to the next. So each call of a top-level
 * function of the returned bundle runs in a context of its own, with the code
 * loaded anew; only the services (the spreadsheet, the properties, the lock)
 * are shared, as they are in Sheets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';

export const CODE_PATH = join(__dirname, '..', '..', 'dist', 'Code.js');

export type Bundle = vm.Context & Record<string, (...args: unknown[]) => unknown>;

let code: string | undefined;
let script: vm.Script | undefined;

export function bundleSource(): string {
  if (code === undefined) code = readFileSync(CODE_PATH, 'utf8');
  return code;
}

/** One execution's context: the services and the code, loaded fresh. */
function execution(globals: Record<string, unknown>): vm.Context {
  if (script === undefined) script = new vm.Script(bundleSource(), { filename: 'Code.js' });
  const context = vm.createContext({ ...globals });
  script.runInContext(context);
  return context;
}

/**
 * The bundle as Apps Script runs it: `code.menuX()` is one execution in a fresh
 * context; a value that is no function (`code.Competitieleider`) is read from a
 * fresh context too.
 */
export function loadBundle(globals: Record<string, unknown> = {}): Bundle {
  const names = execution(globals) as Record<string, unknown>;
  return new Proxy(names, {
    get(target, name) {
      if (typeof name !== 'string' || !(name in target)) return undefined;
      if (typeof target[name] !== 'function') return (execution(globals) as Record<string, unknown>)[name];
      return (...args: unknown[]) =>
        (execution(globals) as Record<string, (...a: unknown[]) => unknown>)[name]!(...args);
    },
    set() {
      throw new Error('an execution cannot leave a global for the next one: Apps Script starts each fresh');
    },
  }) as Bundle;
}
