/**
 * What the command line prints reaches its reader whole and in order: written
 * straight to the descriptor, partial writes continued, the rest through the
 * stream once a write would wait (EAGAIN), nothing more once the reader went
 * away (EPIPE), and only through the stream where writing directly would show
 * the text wrong (Windows). The process itself: tests/cli/bin.test.ts.
 */
import { Descriptor, printer } from '../../src/cli/io';

/** A descriptor that takes at most `chunk` bytes per write and fails as `fail` says (at the n-th write). */
function fakeDescriptor(options: { chunk?: number; failAt?: number; code?: string; direct?: boolean } = {}) {
  const direct: Buffer[] = [];
  const streamed: Buffer[] = [];
  let writes = 0;
  let streams = 0;
  const fd: Descriptor = {
    direct: options.direct ?? true,
    write(bytes, offset) {
      writes++;
      if (options.failAt !== undefined && writes >= options.failAt)
        throw Object.assign(new Error(options.code ?? 'EIO'), { code: options.code ?? 'EIO' });
      const n = Math.min(options.chunk ?? Infinity, bytes.length - offset);
      direct.push(Buffer.from(bytes.subarray(offset, offset + n)));
      return n;
    },
    stream() {
      streams++;
      return { write: (b: Uint8Array) => streamed.push(Buffer.from(b)) } as never;
    },
  };
  // Bytes joined before decoding: a partial write may split a character.
  const text = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8');
  return {
    fd,
    direct: () => text(direct),
    streamed: () => text(streamed),
    writes: () => direct.length,
    streamsMade: () => streams,
  };
}

test('a line is written straight to the descriptor, a partial write continued where it stopped', () => {
  const f = fakeDescriptor({ chunk: 3 });
  const print = printer(f.fd);
  print('Ranglijst na ronde 28\n');
  print('é½\n');
  expect(f.direct()).toBe('Ranglijst na ronde 28\né½\n');
  expect(f.streamsMade()).toBe(0);
});

test('a write that would wait (EAGAIN) sends the rest, and every later line, through the stream, in order', () => {
  const f = fakeDescriptor({ chunk: 4, failAt: 3, code: 'EAGAIN' });
  const print = printer(f.fd);
  print('abcdefghijkl\n');
  print('second\n');
  expect(f.direct()).toBe('abcdefgh');
  expect(f.streamed()).toBe('ijkl\nsecond\n');
  expect(f.direct() + f.streamed()).toBe('abcdefghijkl\nsecond\n');
  expect(f.streamsMade()).toBe(1);
});

test('a reader that went away (EPIPE) ends the output quietly: no error, nothing more written', () => {
  const f = fakeDescriptor({ failAt: 2, code: 'EPIPE' });
  const print = printer(f.fd);
  print('first\n');
  expect(() => print('second\n')).not.toThrow();
  print('third\n');
  expect(f.direct()).toBe('first\n');
  expect(f.streamed()).toBe('');
});

test('another fault of the descriptor is not swallowed', () => {
  const f = fakeDescriptor({ failAt: 1, code: 'EIO' });
  expect(() => printer(f.fd)('x\n')).toThrow('EIO');
});

test('where writing directly would show the text wrong (a Windows console), everything goes through the stream', () => {
  const f = fakeDescriptor({ direct: false });
  const print = printer(f.fd);
  print('één\n');
  print('twee\n');
  expect(f.writes()).toBe(0);
  expect(f.streamed()).toBe('één\ntwee\n');
});
