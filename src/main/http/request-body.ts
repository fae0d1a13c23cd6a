import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiFailure } from '../host/api-service';

/** A body over its limit: answered 413 and the connection closed (docs/host.md, "Requests"). */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body too large (over ${limit} bytes).`);
  }
}

/** The declared length, when the client declared one. */
function declaredLength(req: IncomingMessage): number | undefined {
  const raw = req.headers['content-length'];
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}

function parse(text: string): unknown {
  if (text.length === 0) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiFailure({ error: 'bad-request', message: 'The request body is not valid JSON.' });
  }
}

/**
 * Feeds the body to `sink` chunk by chunk, rejecting as soon as it passes
 * `limit` (before reading at all when Content-Length says so). The stream is
 * left open on a refusal, so the 413 can still be sent (`closeAfter` drains it).
 */
function collect(req: IncomingMessage, limit: number, sink: (chunk: Buffer) => void): Promise<number> {
  const declared = declaredLength(req);
  if (declared !== undefined && declared > limit) return Promise.reject(new BodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        reject(new BodyTooLargeError(limit));
        return;
      }
      sink(chunk);
    };
    const onEnd = () => (stop(), resolve(size));
    const onError = (e: Error) => (stop(), reject(e));
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.pause();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** Reads a small JSON body into one buffer, sized from Content-Length when given (no chunk list, no second copy). */
export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  let buffer = Buffer.allocUnsafe(Math.min(limit, declaredLength(req) ?? 16 * 1024));
  let size = 0;
  await collect(req, limit, (chunk) => {
    if (size + chunk.length > buffer.length) {
      const grown = Buffer.allocUnsafe(Math.min(limit, Math.max(buffer.length * 2, size + chunk.length)));
      buffer.copy(grown, 0, 0, size);
      buffer = grown;
    }
    chunk.copy(buffer, size);
    size += chunk.length;
  });
  return parse(buffer.toString('utf8', 0, size));
}

/**
 * A large body (a game import) goes to a temporary file as it arrives, so
 * the request never holds it in memory as chunks; it is read back once, as
 * text, and the file is removed whatever happens.
 */
export async function readJsonViaFile(req: IncomingMessage, limit: number): Promise<unknown> {
  const dir = await mkdtemp(join(tmpdir(), 'sightline-upload-'));
  const file = join(dir, 'body.json');
  const out = createWriteStream(file, { mode: 0o600 });
  try {
    try {
      await collect(req, limit, (chunk) => {
        // Backpressure: the disk sets the pace, so the body never piles up in memory.
        if (!out.write(chunk)) {
          req.pause();
          out.once('drain', () => req.resume());
        }
      });
    } finally {
      await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
    }
    return parse(await readFile(file, 'utf8'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Answers a request whose body will not be read (refused before it), and
 * closes the connection after the answer: the rest of the body is read and
 * thrown away (up to `drainLimit` bytes, then the socket is dropped), so the
 * client gets the answer instead of a reset.
 */
export function closeAfter(req: IncomingMessage, res: ServerResponse, drainLimit: number): void {
  res.setHeader('Connection', 'close');
  if (req.complete) return;
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > drainLimit) req.socket.destroy();
  });
  req.on('error', () => undefined);
  req.resume();
}
