/** Where the command line keeps its code cache (cli/codeCache.ts): `node_modules/.cache/competitieleider/` of the package. */
import { join } from 'node:path';

/** `root`: the package's folder (the one with dist/ and node_modules/). */
export function codeCacheFolder(root: string): string {
  return join(root, 'node_modules', '.cache', 'competitieleider');
}
