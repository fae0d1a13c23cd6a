import { useState } from 'react';
import type { SessionInfo } from '@shared/contract/api';
import type { UmpireClient } from '../api/client';
import { QrCode } from './QrCode';
import { SharedScreenPanel } from './SharedScreenPanel';

/** The umpire console's Players tab: each side's window link (with LAN addresses and QR codes, and a button for a new link), the LAN switch and the shared screen. */
export function PlayersSection({ session, client, onSession }: { session: SessionInfo; client: UmpireClient; onSession: (s: SessionInfo) => void }) {
  return (
    <section data-testid="players-section">
      <h2>Player windows</h2>
      <p className="hint">Each side's link is kept for this game: it opens the side whenever this game is open, also after a restart, and an open window follows you to the next game its side (or player) is in.</p>
      <ul className="links">
        {session.players.map((p) => (
          <li key={p.side}>
            <a href={p.url} target="_blank" rel="noreferrer" data-testid={`player-link-${p.side}`}>
              {p.sideName}
            </a>{' '}
            <button
              type="button"
              className="tool"
              onClick={() => void client.call('rotateSideLink', { side: p.side }).then(onSession)}
              title={`Issue ${p.sideName} a new link: the old one (and its QR code) stops working, and a window open on it is told so`}
              data-testid={`rotate-link-${p.side}`}
            >
              New link
            </button>
            {p.lanUrls.map((u) => (
              <div key={u}>
                <div className="muted small">{u}</div>
                <QrCode text={u} label={p.sideName} />
              </div>
            ))}
          </li>
        ))}
      </ul>
      <label className="toggle">
        <input type="checkbox" checked={session.lan.enabled} onChange={(e) => void client.setLan(e.target.checked).then(onSession)} data-testid="lan-toggle" />
        Serve player views on the local network (players only; the umpire console stays on this computer)
      </label>
      <LanPortSetting session={session} client={client} onSession={onSession} />
      <SharedScreenPanel session={session} client={client} />
    </section>
  );
}

/** Issue 15: the fixed LAN port (saved in the campaign file), so the links and QR codes printed for the club keep working. */
function LanPortSetting({ session, client, onSession }: { session: SessionInfo; client: UmpireClient; onSession: (s: SessionInfo) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const port = Number(text);
  const valid = /^\d+$/.test(text) && port >= 1024 && port <= 65535;
  return (
    <form
      className="lan-port"
      data-testid="lan-port"
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        setError(undefined);
        client.setLan(session.lan.enabled, port).then(
          (s) => [onSession(s), setText('')],
          (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
        );
      }}
    >
      <label>
        LAN port <span className="muted small">(now {session.lan.setting ?? 'chosen at random'}; kept for this campaign file)</span>{' '}
        <input inputMode="numeric" value={text} placeholder={String(session.lan.setting ?? 7451)} onChange={(e) => setText(e.target.value)} aria-label="LAN port (1024–65535)" data-testid="lan-port-input" />
      </label>{' '}
      <button type="submit" className="tool" disabled={!valid} data-testid="lan-port-save">
        Use this port
      </button>
      {text !== '' && !valid && <p className="muted small">A port is a whole number from 1024 to 65535.</p>}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
