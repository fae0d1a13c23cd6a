import { randomUUID } from 'node:crypto';

/** The clock and id source repositories use; tests pass fixed ones to get repeatable rows. */
export interface RepoContext {
  now(): Date;
  newId(): string;
}

export const systemContext: RepoContext = {
  now: () => new Date(),
  newId: () => randomUUID(),
};

export const timestamp = (ctx: RepoContext): string => ctx.now().toISOString();
