import type { LinkState } from '../api/side-link';
import './link-state.css';

/** The small badge a side window shows while its stream reconnects (issue 15); nothing while it is live. */
export function ReconnectingBadge({ state }: { state: LinkState }) {
  if (state.kind !== 'reconnecting') return null;
  return (
    <div className="link-reconnecting" role="status" data-testid="link-reconnecting">
      Reconnecting…
    </div>
  );
}

/** The whole window when its link has ended: its game closed by the umpire, or a link that opens nothing. */
export function LinkEnded({ state }: { state: Extract<LinkState, { kind: 'closed' | 'invalid' }> }) {
  return (
    <main className="link-ended" data-testid={`link-${state.kind}`}>
      <h1>{state.message}</h1>
      <p>{state.kind === 'closed' ? "Ask the umpire for your side's link to the game now open." : 'Links are on the umpire console, in the Players tab.'}</p>
    </main>
  );
}
