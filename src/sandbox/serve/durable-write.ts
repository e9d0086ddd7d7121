import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

// A write that a crash (kill -9, power loss) never leaves torn: the new content goes to a temporary
// file, is flushed to the disk, and only then takes the file's name (rename is atomic on one file
// system); the folder is flushed too, so the rename itself survives. A crash at any moment leaves
// either the old file or the new one.

function fsyncPath(path: string, flags: string) {
  const fd = openSync(path, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Replaces `path` with `data`, durably, before returning. */
export function writeDurably(path: string, data: string | Uint8Array) {
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    let done = 0;
    while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  fsyncPath(dirname(path), 'r');
}
