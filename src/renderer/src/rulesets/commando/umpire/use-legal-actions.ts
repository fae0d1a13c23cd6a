import { useEffect, useMemo, useState } from 'react';
import type { LegalActions } from '@shared/rulesets/commando/engine/legal-actions';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import type { UmpireClient } from '../../../api/client';

interface Asked {
  readonly gameId: string;
  readonly version: number;
  readonly legal: LegalActions;
}

/**
 * The pushed umpire view with its legal actions added. The host no longer
 * computes them for every push (issue 23: a legality check per candidate
 * command cost a quarter of each command); the console asks for them with the
 * `legalActions` call once the view it shows has changed, and the turn panel,
 * its keys and the deploy tool read them from the view as before. Until the
 * answer for this very version arrives the view has none (no button offers a
 * command that may have stopped being legal).
 *
 * Asked only while something shows them (`needed`: legalActionsNeeded): with
 * the Turn panel closed and no tool reading them, a change asks nothing;
 * opening the panel asks for the version shown.
 */
export function useLegalActions(client: UmpireClient, view: UmpireView, needed = true): UmpireView {
  const [asked, setAsked] = useState<Asked>();
  const { gameId, version } = view;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    client
      .call('legalActions', {})
      .then((r) => {
        if (live && r.legal) setAsked({ gameId, version: r.version, legal: r.legal as LegalActions });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, gameId, version, needed]);
  return useMemo(() => (asked && asked.gameId === gameId && asked.version === version ? { ...view, legal: asked.legal } : view), [view, asked, gameId, version]);
}

/**
 * Whether the console shows or uses the legal actions now: the Turn panel
 * (its buttons, prompts and its keys, which act only while it is open) or
 * the deploy tool (which reads whether set-up is still going on).
 */
export function legalActionsNeeded(tab: string, deploying: boolean): boolean {
  return tab === 'turn' || deploying;
}
