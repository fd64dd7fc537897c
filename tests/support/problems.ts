/** What a run refused with: the located messages of the input error it threw, in Dutch (none: it ran). */
import { formatProblem, isInputError } from '../../src/core/problems';

export function errorsOf(f: () => unknown): string[] {
  try {
    f();
  } catch (e) {
    // An InputError carries the errors, and the warnings found with them; only the errors refused the run.
    if (isInputError(e)) return e.errors.filter((p) => p.severity === 'error').map((p) => formatProblem(p, 'nl'));
    throw e;
  }
  return [];
}
