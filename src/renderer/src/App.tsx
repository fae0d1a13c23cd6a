import type { Client } from './api/client';
import { PlayerPage } from './pages/PlayerPage';
import { ScreenPage } from './pages/ScreenPage';
import { UmpirePage } from './pages/UmpirePage';

export function App({ client }: { client: Client | { error: string } }) {
  if ('error' in client) return <div className="loading">{client.error}</div>;
  if (client.role === 'screen') return <ScreenPage client={client} />;
  return client.role === 'umpire' ? <UmpirePage client={client} /> : <PlayerPage client={client} />;
}
