import { useEffect, useState } from 'react';
import type { ManSight } from '@shared/rulesets/commando/engine/man-sight';
import type { UmpireClient } from '../../../api/client';

export type ManSightState = { readonly status: 'none' } | { readonly status: 'asking'; readonly manId: string } | { readonly status: 'shown'; readonly manId: string; readonly version: number; readonly sight: ManSight | null } | { readonly status: 'failed'; readonly manId: string; readonly message: string };

/**
 * What the man the sight tool points at can see, asked of the host with the
 * `manSight` call (never pushed: it reads the whole truth) again whenever the
 * view shown changes, so the shading follows him as he moves.
 */
export function useManSight(client: UmpireClient, manId: string | undefined, gameId: string, version: number): ManSightState {
  const [state, setState] = useState<ManSightState>({ status: 'none' });
  useEffect(() => {
    if (!manId) {
      setState({ status: 'none' });
      return;
    }
    let live = true;
    setState((s) => (s.status === 'shown' && s.manId === manId ? s : { status: 'asking', manId }));
    client
      .call('manSight', { manId })
      .then((r) => {
        if (live) setState({ status: 'shown', manId, version: r.version, sight: (r.sight as ManSight | null) ?? null });
      })
      .catch((e: unknown) => {
        if (live) setState({ status: 'failed', manId, message: e instanceof Error ? e.message : String(e) });
      });
    return () => {
      live = false;
    };
  }, [client, manId, gameId, version]);
  return state;
}
