/** The command line's input/output, replaceable in tests. */
export interface CliIO {
  out(line: string): void;
  err(line: string): void;
}

export const processIO: CliIO = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
};

/** Exit codes: 0 done, 1 the input has problems (nothing written), 2 wrong use of the command, 3 a fault of the program. */
export const EXIT = { ok: 0, input: 1, usage: 2, internal: 3 } as const;
