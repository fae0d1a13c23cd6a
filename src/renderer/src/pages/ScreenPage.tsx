import { useEffect, useState } from 'react';
import type { ScreenPush } from '@shared/contract/api';
import type { ScreenClient } from '../api/client';
import { PlayerBody } from './PlayerPage';

/**
 * The shared screen: one side's window at a time, chosen by the umpire.
 * Between sides the curtain hides everything; the host sends the screen no
 * view at all until the umpire reveals (src/main/host/shared-screen.ts).
 */
export function ScreenPage({ client }: { client: ScreenClient }) {
  const [push, setPush] = useState<ScreenPush>();

  // The stream's first message is what the screen shows now, so there is no fetch to race it.
  useEffect(() => client.onScreen(setPush), [client]);

  useEffect(() => {
    document.title = push && !push.curtain ? `Sightline — ${push.sideName}` : 'Sightline — Shared screen';
  }, [push]);

  if (!push || push.curtain) return <Curtain {...(push?.curtain && push.next ? { next: push.next } : {})} />;
  return (
    <div className="screen-showing" data-testid="screen-showing" data-side={push.side}>
      {/* A new side gets a fresh page: nothing of the last side's panel state carries over. */}
      <PlayerBody key={push.side} view={push.view} />
    </div>
  );
}

function Curtain({ next }: { next?: string }) {
  return (
    <div className="curtain" data-testid="screen-curtain" role="status">
      <div className="curtain-box">
        <p className="curtain-title" data-testid="curtain-text">
          {next ? `Hand over to ${next}` : 'Shared screen'}
        </p>
        <p className="curtain-sub">{next ? 'Waiting for the umpire to reveal your view.' : 'Waiting for the umpire to hand the screen to a side.'}</p>
      </div>
    </div>
  );
}
