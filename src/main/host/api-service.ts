import { ZodError } from 'zod';
import {
  isPlayerMethod,
  isUmpireMethod,
  parsePlayerParams,
  parseUmpireParams,
  type ApiError,
  type PlayerResults,
  type SessionInfo,
  type UmpireResults,
} from '@shared/contract/api';
import { ForbiddenError, type GameHost } from './game-host';

/** What the umpire API needs besides the game: session facts and the LAN switch, owned by the app shell. */
export interface UmpireShell {
  session(): SessionInfo;
  setLan(enabled: boolean): Promise<SessionInfo>;
  openPlayerWindow(side: string): Promise<{ opened: boolean; url: string }>;
}

export class ApiFailure extends Error {
  constructor(readonly body: ApiError) {
    super(body.message);
  }
}

/**
 * The single dispatcher both transports call: parse the untrusted parameters
 * against the contract, then ask the host on behalf of the caller.
 */
export async function callUmpire(host: GameHost, shell: UmpireShell, method: string, params: unknown): Promise<UmpireResults[keyof UmpireResults]> {
  if (!isUmpireMethod(method)) throw new ApiFailure({ error: 'unknown-method', message: `No umpire method "${method}".` });
  const caller = { kind: 'umpire' } as const;
  return guard(async () => {
    switch (method) {
      case 'getView':
        parseUmpireParams(method, params);
        return host.umpireView(caller);
      case 'getSession':
        parseUmpireParams(method, params);
        return shell.session();
      case 'command':
        return host.command(caller, parseUmpireParams(method, params).command);
      case 'setLan':
        return shell.setLan(parseUmpireParams(method, params).enabled);
      case 'openPlayerWindow':
        return shell.openPlayerWindow(parseUmpireParams(method, params).side);
    }
  });
}

export async function callPlayer(host: GameHost, side: string, method: string, params: unknown): Promise<PlayerResults[keyof PlayerResults]> {
  if (!isPlayerMethod(method)) throw new ApiFailure({ error: 'unknown-method', message: `No player method "${method}".` });
  const caller = { kind: 'player', side } as const;
  return guard(async () => {
    switch (method) {
      case 'getView': {
        const { manId } = parsePlayerParams(method, params);
        return host.playerView(caller, side, manId);
      }
    }
  });
}

async function guard<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof ZodError) {
      throw new ApiFailure({ error: 'bad-request', message: e.issues.map((i) => `${i.path.join('.') || '(params)'}: ${i.message}`).join('; ') });
    }
    if (e instanceof ForbiddenError) throw new ApiFailure({ error: 'forbidden', message: e.message });
    if (e instanceof Error && /^No (side|man) /.test(e.message)) throw new ApiFailure({ error: 'bad-request', message: e.message });
    throw e;
  }
}
