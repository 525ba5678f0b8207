import fs from 'node:fs';
import path from 'node:path';

/**
 * Replaces a file in one step: the new text goes to a temporary file beside it, flushed, then
 * renamed over the old one (a rename within a folder is atomic), so the server reading the file
 * on every request sees the old version or the new one, never half of one.
 */
export function writeFileAtomic(file, text) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  const handle = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(handle, text);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  fs.renameSync(temporary, file);
}

export const writeJsonAtomic = (file, value) =>
  writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
