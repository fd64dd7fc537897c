/**
 * The golden corpus (see corpus.ts): every scenario's steps and round replay
 * give exactly the files kept below tests/golden/<scenario>/. Update with
 * `UPDATE_GOLDEN=1 npx jest tests/golden` and review the diff.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { COMMANDS } from '../../src/cli/commands';
import { EXAMPLES } from '../support/tmp';
import { UPDATE_GOLDEN, expectGoldenFolder, filesBelow } from '../support/golden';
import { GOLDEN, SCENARIOS, inputDir, replaySteps, runStep } from './corpus';

describe.each(SCENARIOS)('golden scenario $name', (s) => {
  const steps = [...s.steps, ...replaySteps(s)];

  if (s.example !== undefined) {
    const example = s.example;
    test(`input/ is the shipped example examples/${example}`, () => {
      expectGoldenFolder(inputDir(s), filesBelow(join(EXAMPLES, example)));
    });
  }

  test.each(steps)('$name gives its golden files', async (step) => {
    expectGoldenFolder(join(GOLDEN, s.name, step.name), await runStep(s, step));
  });

  test('the scenario folder holds its input and its steps, nothing else', () => {
    const known = [...steps.map((st) => `${st.name}/`), 'input/'];
    const dir = join(GOLDEN, s.name);
    const stray = Object.keys(filesBelow(dir)).filter((f) => !known.some((k) => f.startsWith(k)));
    if (UPDATE_GOLDEN) for (const f of stray) rmSync(join(dir, f));
    expect(UPDATE_GOLDEN ? [] : stray).toEqual([]);
  });
});

test('every command of the command line (but the demo) has a golden step', () => {
  const run = new Set(SCENARIOS.flatMap((s) => [...s.steps, ...replaySteps(s)].flatMap((st) => st.commands.map((c) => c[0]))));
  const missing = COMMANDS.map((c) => c.name).filter((name) => name !== 'demo' && !run.has(name));
  expect(missing).toEqual([]);
});
