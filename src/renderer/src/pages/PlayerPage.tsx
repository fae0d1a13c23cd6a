import { Suspense, useEffect, useState } from 'react';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import type { PlayerClient } from '../api/client';
import type { LinkState } from '../api/side-link';
import { LinkEnded, ReconnectingBadge } from '../components/LinkStateView';
import { screensFor } from '../rulesets';
import { UnknownRuleset } from '../rulesets/UnknownRuleset';

const WAITING = <div className="loading big player-loading">Waiting for the umpire…</div>;

/** A side's window: its own men, and the enemy only as they observed him. No umpire controls. */
export function PlayerPage({ client }: { client: PlayerClient }) {
  const [view, setView] = useState<PlayerView>();
  const [manId, setManId] = useState<string>('');
  const [link, setLink] = useState<LinkState>({ kind: 'live' });

  useEffect(() => {
    // A refused link is told by onView's link state (issue 15), not left "waiting" over a 401.
    void client.getView(manId || undefined).then(setView, () => undefined);
    return client.onView(setView, manId || undefined, setLink);
  }, [client, manId]);
  // The umpire opened another game in which this window's seat plays: go to its link there.
  useEffect(() => {
    if (link.kind === 'moved') window.location.replace(link.url);
  }, [link]);

  if (link.kind === 'closed' || link.kind === 'invalid') return <LinkEnded state={link} />;
  if (!view) return link.kind === 'reconnecting' ? <div className="loading big player-loading">Reconnecting…</div> : WAITING;
  return (
    <>
      <ReconnectingBadge state={link} />
      <PlayerBody view={view} manId={manId} onNarrow={setManId} deployClient={client} />
    </>
  );
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
