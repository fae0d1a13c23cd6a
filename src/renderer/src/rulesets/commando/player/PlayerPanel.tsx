import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';

/** One part of a side's panel: a tab of the phone's sheet, a stretch of the desktop's column. */
export interface PanelTab {
  readonly id: string;
  /** The tab's button (short: a phone has 360 px for all of them). */
  readonly label: string;
  readonly content: ReactNode;
}

/**
 * Under this width the side window is map-first: the map takes the whole
 * width and the panel is a sheet over the map's lower part, opened from a
 * tab bar under the map (issue 15). player-panel.css uses the same width.
 */
export const SHEET_QUERY = '(max-width: 1100px)';

/** Whether the window is narrower than the breakpoint, following it as the window resizes (or turns). */
export function useSheetLayout(query = SHEET_QUERY): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(query);
    const follow = () => setNarrow(mq.matches);
    follow();
    mq.addEventListener('change', follow);
    return () => mq.removeEventListener('change', follow);
  }, [query]);
  return narrow;
}

/**
 * A side's panel (our men, contacts, our log; other parts add a tab). On a
 * wide window, a column beside the map with every tab one under another, as
 * before. On a narrow one, a tab bar under the map: a tab opens the sheet on
 * its part, the same tab, the ✕ or Escape closes it and gives the focus back
 * to the tab. `open` is the open tab's id (undefined: closed), kept by the
 * screen so its own buttons (show a man on the map) can close the sheet.
 */
export function PlayerPanel({ tabs, open, onOpen, wide = false }: { tabs: readonly PanelTab[]; open: string | undefined; onOpen: (id: string | undefined) => void; wide?: boolean }) {
  const sheet = useSheetLayout();
  const bar = useRef<HTMLElement>(null);
  const last = useRef(open);
  useEffect(() => {
    // Closed by any means: the focus goes back to the tab that opened the sheet, not to the page's top.
    if (sheet && last.current && !open) bar.current?.querySelector<HTMLButtonElement>(`[data-tab="${last.current}"]`)?.focus();
    last.current = open;
  }, [open, sheet]);
  const className = `panel big player-panel${wide ? ' wide' : ''}`;
  if (!sheet) {
    return (
      <aside className={className} data-testid="player-panel" aria-label="Our side">
        {tabs.map((t) => (
          <Fragment key={t.id}>{t.content}</Fragment>
        ))}
      </aside>
    );
  }
  const shown = tabs.find((t) => t.id === open);
  return (
    <div
      className="sheet-dock"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) onOpen(undefined);
      }}
    >
      {shown && (
        <aside id="player-panel" className={`${className} sheet`} data-testid="player-panel" aria-label={shown.label}>
          <button type="button" className="sheet-close" onClick={() => onOpen(undefined)} aria-label="Close the panel" data-testid="player-panel-close">
            ✕
          </button>
          {shown.content}
        </aside>
      )}
      <nav className="sheet-bar" aria-label="Our side" ref={bar}>
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            data-tab={t.id}
            className={t.id === open ? 'sheet-tab active' : 'sheet-tab'}
            aria-expanded={t.id === open}
            {...(t.id === open ? { 'aria-controls': 'player-panel' } : {})}
            onClick={() => onOpen(t.id === open ? undefined : t.id)}
            data-testid={`player-tab-${t.id}`}
          >
            {t.label}
          </button>
        ))}
      </nav>
    </div>
  );
}
