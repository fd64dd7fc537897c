/**
 * The pages' calls to the server, typed from the server's own exports: the
 * entry points of dist/Code.js (src/gas/main.ts, imported for its types only,
 * so nothing of the server reaches the page). A name that is no top-level
 * function, a wrong number of arguments or a reply read as the wrong type is
 * an error in the client's type check (src/ui/client/tsconfig.json). The
 * server takes its arguments as `unknown` and checks them itself: a page is
 * not trusted.
 */
import type * as entryPoints from '../../gas/main';
import { call as callByName } from './common';

type EntryPoints = typeof entryPoints;

/** The server's top-level functions a page may call: google.script.run refuses the private ones (a name ending in `_`). */
export type ServerFunction = {
  [K in keyof EntryPoints]: K extends `${string}_`
    ? never
    : EntryPoints[K] extends (...args: never[]) => unknown
      ? K
      : never;
}[keyof EntryPoints];

type Fn<K extends ServerFunction> = EntryPoints[K] extends (...args: infer A) => infer R ? (...args: A) => R : never;

/** Calls a server function through google.script.run; the promise holds its reply. */
export function call<K extends ServerFunction>(fn: K, ...args: Parameters<Fn<K>>): Promise<ReturnType<Fn<K>>> {
  return callByName<ReturnType<Fn<K>>>(fn, ...args);
}
