/** A fresh id for one command (the host applies a command once per id: docs/host.md, "Commands that apply once"). */
export function newCommandId(): string {
  return globalThis.crypto.randomUUID();
}

export interface RetryOptions {
  /** Tries after the first (default 4). */
  readonly retries?: number;
  /** The first wait in ms, doubled each time (default 250). */
  readonly backoffMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again when it fails on the network (fetch rejects with a
 * TypeError: the server went away, the connection was reset) — at most
 * `retries` more times, waiting longer each time. Any answer from the server
 * (even an error) is final. The caller sends the same command id each time,
 * so a command whose answer was lost is not applied twice.
 */
export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const retries = options.retries ?? 4;
  const sleep = options.sleep ?? wait;
  let delay = options.backoffMs ?? 250;
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (e) {
      if (!(e instanceof TypeError) || tried >= retries) throw e;
      await sleep(delay);
      delay *= 2;
    }
  }
}
