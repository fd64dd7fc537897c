/**
 * The command line's input/output, replaceable in tests.
 *
 * What it prints goes straight to the file descriptor (fs.writeSync) where
 * that shows the same text: making process.stdout and process.stderr loads
 * Node's stream modules, about 5 ms of every start, for the one line most
 * commands print. Not on Windows, where a console shows text right only
 * through Node's stream (it converts for the console). The rest of what a
 * descriptor gets goes through the stream, in order, once a write would have
 * to wait (EAGAIN: a pipe another program made non-blocking) or Windows
 * needs it. A reader that went away (EPIPE: `competitieleider … | head -1`)
 * ends the output quietly: everything is saved before anything is printed.
 */
import { writeSync } from 'node:fs';

export interface CliIO {
  out(line: string): void;
  err(line: string): void;
}

/** What a printer needs of the system: replaceable in tests. */
export interface Descriptor {
  /** Writes from `bytes` at `offset`; the number of bytes written (may be fewer), or throws as fs.writeSync. */
  write(bytes: Uint8Array, offset: number): number;
  /** The stream of the same descriptor (process.stdout or process.stderr), made on first use. */
  stream(): NodeJS.WritableStream;
  /** Whether a write to the descriptor itself shows the text as the stream would (false on Windows). */
  readonly direct: boolean;
}

/** Lines to one descriptor: written directly while that works, then through its stream. */
export function printer(fd: Descriptor): (text: string) => void {
  let stream: NodeJS.WritableStream | undefined;
  let gone = false;
  const viaStream = (bytes: Uint8Array) => {
    stream ??= fd.stream();
    stream.write(bytes);
  };
  return (text) => {
    if (gone) return;
    const bytes = Buffer.from(text, 'utf8');
    if (stream || !fd.direct) return viaStream(bytes);
    let done = 0;
    while (done < bytes.length) {
      try {
        done += fd.write(bytes, done);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') return viaStream(bytes.subarray(done));
        if (code === 'EPIPE') {
          gone = true;
          return;
        }
        throw e;
      }
    }
  };
}

/** The stream of stdout or stderr, with a reader that goes away ending the command quietly. */
function processStream(which: 'stdout' | 'stderr'): NodeJS.WritableStream {
  const stream = process[which];
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(process.exitCode ?? 0);
  });
  return stream;
}

function processDescriptor(fd: 1 | 2): Descriptor {
  return {
    write: (bytes, offset) => writeSync(fd, bytes, offset),
    stream: () => processStream(fd === 1 ? 'stdout' : 'stderr'),
    direct: process.platform !== 'win32',
  };
}

const printOut = printer(processDescriptor(1));
const printErr = printer(processDescriptor(2));

export const processIO: CliIO = {
  out: (line) => printOut(line + '\n'),
  err: (line) => printErr(line + '\n'),
};

/** Exit codes: 0 done, 1 the input has problems (nothing written), 2 wrong use of the command, 3 a fault of the program. */
export const EXIT = { ok: 0, input: 1, usage: 2, internal: 3 } as const;
