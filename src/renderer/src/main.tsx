import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseClient, takeToken } from './api/choose-client';
import type { PlayerBridge, UmpireBridge } from './api/ipc-client';
import { App } from './App';
import './styles.css';
import './header.css';
import './player-panel.css';

declare global {
  interface Window {
    api?: UmpireBridge | PlayerBridge;
  }
}

// Every window opens in the theme chosen on this computer (ThemeToggle stores it), before its first paint.
if (localStorage.getItem('sightline-theme') === 'light') document.documentElement.dataset.theme = 'light';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App client={chooseClient(window.location, window.api, window.api ? null : takeToken(window.location, window.history, window.sessionStorage))} />
    </StrictMode>,
  );
}
