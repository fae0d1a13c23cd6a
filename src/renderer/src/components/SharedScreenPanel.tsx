import { useEffect, useState } from 'react';
import type { ScreenStatusInfo, SessionInfo } from '@shared/contract/api';
import type { UmpireClient } from '../api/client';

/**
 * The umpire's controls for the shared screen (src/main/host/shared-screen.ts):
 * open it, hand it over to a side (the curtain), reveal. It is a monitor of
 * this computer, so it has no network link or QR code.
 */
export function SharedScreenPanel({ session, client }: { session: SessionInfo; client: UmpireClient }) {
  const [status, setStatus] = useState<ScreenStatusInfo>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    void client.call('screenStatus', {}).then(setStatus, () => undefined);
  }, [client, session]);

  if (!session.screen) return null;
  const act = (p: Promise<ScreenStatusInfo>) =>
    void p.then(
      (s) => {
        setStatus(s);
        setError(undefined);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  const open = () =>
    void client.call('openScreenWindow', {}).then(
      (r) => (r.opened ? undefined : void window.open(r.url, '_blank', 'noreferrer')),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  const line =
    status?.state === 'showing'
      ? `Showing the ${status.sideName ?? status.side}.`
      : status?.side
        ? `Curtain drawn: handed over to the ${status.sideName ?? status.side}. Reveal when they are seated.`
        : 'Curtain drawn: not handed over to anyone yet.';
  return (
    <section className="shared-screen" data-testid="shared-screen-section">
      <h2>Shared screen</h2>
      <p className="muted small">One monitor the sides take turns at. Handing it over draws a curtain that shows nothing of any side until you reveal. On this computer only.</p>
      {session.mode === 'browser' ? (
        <a href={session.screen.url} target="_blank" rel="noreferrer" data-testid="screen-link">
          Open the shared screen
        </a>
      ) : (
        <button className="action" onClick={open} data-testid="screen-open">
          Open the shared screen
        </button>
      )}
      <p data-testid="screen-status" className={status?.state === 'showing' ? 'screen-status showing' : 'screen-status'}>
        {line}
      </p>
      {session.players.map((p) => (
        <button key={p.side} className="action" onClick={() => act(client.call('screenHandOver', { side: p.side }))} data-testid={`screen-hand-over-${p.side}`}>
          Hand over to {p.sideName}
        </button>
      ))}
      <button className="action" disabled={status?.state !== 'curtained' || !status.side} onClick={() => act(client.call('screenReveal', {}))} data-testid="screen-reveal">
        Reveal{status?.state === 'curtained' && status.sideName ? ` to the ${status.sideName}` : ''}
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
