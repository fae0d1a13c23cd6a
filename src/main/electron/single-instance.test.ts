import { describe, expect, it } from 'vitest';
import { claimSingleInstance, focusWindow, type FocusableWindow, type InstanceApp } from './single-instance';

function fakeApp(gotLock: boolean) {
  const calls: string[] = [];
  let listener: (() => void) | undefined;
  const app: InstanceApp = {
    requestSingleInstanceLock: () => {
      calls.push('lock');
      return gotLock;
    },
    quit: () => calls.push('quit'),
    onSecondInstance: (l) => {
      listener = l;
    },
  };
  return { app, calls, secondLaunch: () => listener?.() };
}

function fakeWindow(minimized = false, destroyed = false) {
  const calls: string[] = [];
  const win: FocusableWindow = {
    isDestroyed: () => destroyed,
    isMinimized: () => minimized,
    restore: () => calls.push('restore'),
    show: () => calls.push('show'),
    focus: () => calls.push('focus'),
  };
  return { win, calls };
}

describe('single instance (issue 14, failure 1)', () => {
  it('the second launch quits and starts nothing', () => {
    const { app, calls } = fakeApp(false);
    expect(claimSingleInstance(app, () => undefined)).toBe(false);
    expect(calls).toEqual(['lock', 'quit']);
  });

  it('the first instance goes on, and a later launch brings its umpire window to the front', () => {
    const { app, calls, secondLaunch } = fakeApp(true);
    const { win, calls: winCalls } = fakeWindow(true);
    expect(claimSingleInstance(app, () => win)).toBe(true);
    expect(calls).toEqual(['lock']);
    secondLaunch();
    expect(winCalls).toEqual(['restore', 'show', 'focus']);
  });

  it('a launch while the first is still starting (no window yet) or after its window closed is harmless', () => {
    expect(focusWindow(undefined)).toBe(false);
    const closed = fakeWindow(false, true);
    expect(focusWindow(closed.win)).toBe(false);
    expect(closed.calls).toEqual([]);
  });
});
