import { lazy, Suspense } from 'react';
import type { GameSwitchInfo } from '@shared/contract/api';
import type { UmpireClient } from '../../api/client';
import { TablesScreen } from '../../rulesets';

// Loaded on first opening, so the master map starts without them; the archive brings its replay viewer along.
const GamesScreen = lazy(() => import('./GamesScreen').then((m) => ({ default: m.GamesScreen })));
const MapEditorScreen = lazy(() => import('./MapEditorScreen').then((m) => ({ default: m.MapEditorScreen })));
const PlayersScreen = lazy(() => import('../players/PlayersScreen').then((m) => ({ default: m.PlayersScreen })));
const ArchiveScreen = lazy(() => import('../archive/ArchiveScreen').then((m) => ({ default: m.ArchiveScreen })));

/**
 * The umpire console's whole-window screens, opened from the header: Games
 * (the current game, the campaign's games, a new game from a scenario), the
 * Map editor, the Tables (the skirmish table editor), and the Archive. Each covers the master map until the umpire
 * goes back to it; the map and its tools stay as they were underneath.
 */
export type ScreenId = 'games' | 'maps' | 'tables' | 'players' | 'archive';

const SCREENS: readonly { id: ScreenId; label: string }[] = [
  { id: 'games', label: 'Games' },
  { id: 'maps', label: 'Map editor' },
  { id: 'tables', label: 'Tables' },
  { id: 'players', label: 'Players' },
  { id: 'archive', label: 'Archive' },
];

export function ScreenButtons({ onOpen }: { onOpen: (screen: ScreenId) => void }) {
  return (
    <nav className="screen-buttons" aria-label="Console screens">
      {SCREENS.map((s) => (
        <button key={s.id} className="tool small" onClick={() => onOpen(s.id)} data-testid={`open-${s.id}`}>
          {s.label}
        </button>
      ))}
    </nav>
  );
}

export interface ConsoleScreenProps {
  readonly screen: ScreenId;
  readonly client: UmpireClient;
  readonly onScreen: (screen: ScreenId) => void;
  readonly onClose: () => void;
  /** The game behind every window changed here (new or opened): the console shows it and its new player links. */
  readonly onSwitched: (info: GameSwitchInfo, options?: { stay?: boolean }) => void;
}

export function ConsoleScreen({ screen, client, onScreen, onClose, onSwitched }: ConsoleScreenProps) {
  const label = SCREENS.find((s) => s.id === screen)?.label ?? screen;
  return (
    <div className="console-screen" role="dialog" aria-label={label} data-testid={`screen-${screen}`}>
      <header className="topbar">
        <h1>Sightline · {label}</h1>
        <nav className="screen-buttons" aria-label="Console screens">
          {SCREENS.map((s) => (
            <button key={s.id} className={`tool small ${s.id === screen ? 'active' : ''}`} aria-current={s.id === screen} onClick={() => onScreen(s.id)}>
              {s.label}
            </button>
          ))}
        </nav>
        <button className="tool back-button" onClick={onClose} data-testid="close-screen">
          ← Back to the master map
        </button>
      </header>
      <div className="console-screen-body">
        <Suspense fallback={<p className="loading">Loading…</p>}>
          {screen === 'games' && <GamesScreen client={client} onSwitched={(info) => onSwitched(info)} />}
          {screen === 'maps' && <MapEditorScreen client={client} />}
          {screen === 'tables' && <TablesScreen client={client} />}
          {screen === 'players' && <PlayersScreen client={client} />}
          {screen === 'archive' && <ArchiveScreen client={client} onSwitched={(info) => onSwitched(info, { stay: true })} />}
        </Suspense>
      </div>
    </div>
  );
}
