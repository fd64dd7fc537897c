/**
 * google.script.run, emulated for a page in a real browser: the page gets a
 * `google.script.run` Proxy (withSuccessHandler, withFailureHandler,
 * withUserObject) whose calls travel through a Playwright binding to Node,
 * where the function of that name in dist/Code.js runs on the emulated
 * spreadsheet. The rules of the real thing are enforced on both sides:
 * calls are asynchronous; Date, function and DOM values are refused as
 * parameters and as return values; names ending in `_` cannot be called;
 * a thrown error reaches the failure handler with its message.
 */
import type { Bundle } from './bundle';

/** Why a value may not cross google.script.run, or undefined when it may. */
export function illegalValue(value: unknown, path = 'value'): string | undefined {
  if (value === null || value === undefined) return undefined;
  const t = typeof value;
  if (t === 'string' || t === 'boolean') return undefined;
  if (t === 'number') return undefined;
  if (t === 'function') return `${path} is a function`;
  if (t !== 'object') return `${path} is a ${t}`;
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object Date]') return `${path} is a Date`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = illegalValue(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return undefined;
  }
  if (tag !== '[object Object]') return `${path} is a ${tag}`;
  const proto = Object.getPrototypeOf(value);
  if (proto !== null && Object.getPrototypeOf(proto) !== null) return `${path} is not a plain object`;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const bad = illegalValue(v, `${path}.${k}`);
    if (bad) return bad;
  }
  return undefined;
}

export interface ServerLog {
  readonly calls: { name: string; args: unknown[] }[];
}

/** Runs one server call as Apps Script would: by name, with plain arguments, answering plain data. */
export function serverCall(code: Bundle, name: string, argsJson: string, log?: ServerLog): string {
  try {
    if (name.endsWith('_') || typeof code[name] !== 'function') throw new Error(`Script function not found: ${name}`);
    const args = JSON.parse(argsJson) as unknown[];
    log?.calls.push({ name, args });
    const value = code[name]!(...args);
    const bad = illegalValue(value, 'return value');
    if (bad) throw new Error(`Illegal return value: ${bad}`);
    return JSON.stringify({ value: value === undefined ? null : value });
  } catch (e) {
    return JSON.stringify({ error: String((e as Error)?.message ?? e) });
  }
}

/** The page side: installed with page.addInitScript before the page's own script runs. */
export const SCRIPT_RUN_STUB = `(() => {
  const illegal = (v, path) => {
    if (v === null || v === undefined) return undefined;
    const t = typeof v;
    if (t === 'string' || t === 'number' || t === 'boolean') return undefined;
    if (t === 'function') return path + ' is a function';
    if (v instanceof Date) return path + ' is a Date';
    if (typeof Node !== 'undefined' && v instanceof Node) return path + ' is a DOM node';
    if (Array.isArray(v)) { for (let i = 0; i < v.length; i++) { const b = illegal(v[i], path + '[' + i + ']'); if (b) return b; } return undefined; }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return path + ' is not a plain object';
    for (const k of Object.keys(v)) { const b = illegal(v[k], path + '.' + k); if (b) return b; }
    return undefined;
  };
  window.__gasCalls = [];
  const runner = (success, failure, user) => new Proxy({}, {
    get(_, prop) {
      if (prop === 'withSuccessHandler') return (fn) => runner(fn, failure, user);
      if (prop === 'withFailureHandler') return (fn) => runner(success, fn, user);
      if (prop === 'withUserObject') return (u) => runner(success, failure, u);
      if (typeof prop !== 'string') return undefined;
      return (...args) => {
        const fail = (message) => setTimeout(() => { if (failure) failure(new Error(message), user); }, 0);
        if (prop.endsWith('_')) return fail('Script function not found: ' + prop);
        for (let i = 0; i < args.length; i++) { const b = illegal(args[i], 'parameter ' + i); if (b) return fail('Invalid argument: ' + b); }
        window.__gasCalls.push(prop);
        window.__gasRun(prop, JSON.stringify(args)).then((json) => {
          const r = JSON.parse(json);
          if ('error' in r) { if (failure) failure(new Error(r.error), user); }
          else if (success) success(r.value, user);
        }, (e) => { if (failure) failure(e, user); });
      };
    },
  });
  window.google = { script: { run: runner(null, null, undefined), host: { close() { window.__closed = true; } } } };
})();`;
