import fs from 'node:fs';

/**
 * Writes browser mode's `--session-file` (it holds the umpire's token) so
 * only its owner can read it: mode 0600, also when the file already existed
 * with wider permissions (the mode is set before a byte is written).
 */
export function writeSessionFile(file: string, session: unknown): void {
  const fd = fs.openSync(file, 'w', 0o600);
  try {
    fs.fchmodSync(fd, 0o600);
    fs.writeFileSync(fd, JSON.stringify(session, null, 2));
  } finally {
    fs.closeSync(fd);
  }
}
