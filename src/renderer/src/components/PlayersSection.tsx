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
      <SharedScreenPanel session={session} client={client} />
    </section>
  );
}
