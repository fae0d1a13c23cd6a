/**
 * One Sightline per computer: a second launch (a double-clicked launcher)
 * must not open the campaign a second time. It hands over to the first one,
 * which brings its umpire window to the front, and quits. Kept apart from
 * `main.ts` (which needs Electron) so the decision can be tested in Node.
 */

/** The part of Electron's `app` this needs. */
export interface InstanceApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  onSecondInstance(listener: () => void): void;
}

/** The part of a `BrowserWindow` this needs. */
export interface FocusableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/**
 * True when this is the first instance (go on starting; a later launch will
 * focus `umpireWindow()`); false when another instance runs: this one has
 * asked to quit and must start nothing (no database, no window).
 */
export function claimSingleInstance(app: InstanceApp, umpireWindow: () => FocusableWindow | undefined): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.onSecondInstance(() => focusWindow(umpireWindow()));
  return true;
}

/** Brings a window to the front, restoring it when minimised. False when there is none (still starting, or closed). */
export function focusWindow(win: FocusableWindow | undefined): boolean {
  if (!win || win.isDestroyed()) return false;
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
  return true;
}
