import { z } from 'zod';
import type { AnyGameHost } from '../host/game-host';

/** What a player window's `watch` sends: nothing, or the one man of its side it narrows to (Case 8.0: what he sees). */
export const watchParamsSchema = z.object({ manId: z.string().min(1).max(100).optional() }).strict();

/**
 * Checks a player window's `watch` request before it subscribes: a malformed
 * request, or a man who is not one of the side's own, is refused with the
 * reason (the window's promise rejects) — never dropped silently to the
 * whole side's view. Returns the man id to narrow to, if any.
 */
export function checkWatch(host: AnyGameHost, side: string, params: unknown): string | undefined {
  const parsed = watchParamsSchema.safeParse(params ?? {});
  if (!parsed.success) throw new Error(`watch: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(params)'}: ${i.message}`).join('; ')}`);
  const manId = parsed.data.manId;
  // The same check the HTTP event stream makes: a man of another side, or of none, is refused.
  host.playerView({ kind: 'player', side }, side, manId);
  return manId;
}
