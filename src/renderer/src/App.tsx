import { lazy, Suspense } from 'react';
import type { Client } from './api/client';

// Each window loads only its own page, and the page its ruleset's screens (rulesets/index.ts):
// a player's window and the shared screen never fetch the umpire console's code.
const UmpirePage = lazy(() => import('./pages/UmpirePage').then((m) => ({ default: m.UmpirePage })));
const PlayerPage = lazy(() => import('./pages/PlayerPage').then((m) => ({ default: m.PlayerPage })));
const ScreenPage = lazy(() => import('./pages/ScreenPage').then((m) => ({ default: m.ScreenPage })));

export function App({ client }: { client: Client | { error: string } }) {
  if ('error' in client) return <div className="loading">{client.error}</div>;
  return (
    <Suspense fallback={<div className="loading">Loading…</div>}>
      {client.role === 'screen' ? <ScreenPage client={client} /> : client.role === 'umpire' ? <UmpirePage client={client} /> : <PlayerPage client={client} />}
    </Suspense>
  );
}
