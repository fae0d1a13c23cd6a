import { Suspense, useEffect, useState } from 'react';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import type { PlayerClient } from '../api/client';
import { screensFor } from '../rulesets';
import { UnknownRuleset } from '../rulesets/UnknownRuleset';

const WAITING = <div className="loading big player-loading">Waiting for the umpire…</div>;

/** A side's window: its own men, and the enemy only as they observed him. No umpire controls. */
export function PlayerPage({ client }: { client: PlayerClient }) {
  const [view, setView] = useState<PlayerView>();
  const [manId, setManId] = useState<string>('');

  useEffect(() => {
    void client.getView(manId || undefined).then(setView);
    return client.onView(setView, manId || undefined);
  }, [client, manId]);

  if (!view) return WAITING;
  return <PlayerBody view={view} manId={manId} onNarrow={setManId} deployClient={client} />;
}

/**
 * The side's screen of the view's ruleset (src/renderer/src/rulesets), for
 * the side's own window and the shared screen; a clear message when this
 * Sightline does not know the ruleset.
 */
export function PlayerBody({ view, manId, onNarrow, deployClient }: { view: PlayerView; manId?: string; onNarrow?: (manId: string) => void; deployClient?: PlayerClient }) {
  const screens = screensFor(view.ruleset);
  if (!screens) return <UnknownRuleset ruleset={view.ruleset} big />;
  return (
    <Suspense fallback={WAITING}>
      <screens.PlayerScreen view={view} {...(manId !== undefined ? { manId } : {})} {...(onNarrow ? { onNarrow } : {})} {...(deployClient ? { deployClient } : {})} />
    </Suspense>
  );
}
