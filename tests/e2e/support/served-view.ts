import type { Page } from '@playwright/test';

// A spec that needs a state the demo game cannot reach cheaply (mounts, vehicles, a plotted barrage, enemies in sight)
// serves the page the real view with that state added, in exactly the shape view.ts gives. The page's own stream would
// send the real view too, and whichever arrived last was drawn (a race that failed CI): these helpers keep the stream
// from drawing over the served view.

/**
 * The page gets an EventSource that stays silent (neither a message nor an error, which would show "Reconnecting…"),
 * so the served view is drawn alone.
 */
export async function silenceStream(page: Page): Promise<void> {
  await page.addInitScript(() => {
    class Silent extends EventTarget {
      readyState = 0;
      onmessage: unknown = null;
      onerror: unknown = null;
      onopen: unknown = null;
      close(): void {
        this.readyState = 2;
      }
    }
    (window as unknown as { EventSource: unknown }).EventSource = Silent;
  });
}

/** Serves `/api/<who>/getView` as the server's own answer passed through `change`. */
async function serveView<V>(page: Page, who: 'umpire' | 'player', change: (view: V) => unknown): Promise<void> {
  await page.route(`**/api/${who}/getView`, async (route) => {
    const res = await route.fetch();
    const view = (await res.json()) as V;
    await route.fulfill({ response: res, json: change(view) });
  });
}

/** The master map's view, changed by `change`; the umpire's stream is refused. */
export async function serveUmpireView<V>(page: Page, change: (view: V) => unknown): Promise<void> {
  await page.route('**/api/umpire/events*', (route) => route.abort());
  await serveView(page, 'umpire', change);
}

/** A side window's projection, changed by `change`; the side's stream stays silent. */
export async function servePlayerView<V>(page: Page, change: (view: V) => unknown): Promise<void> {
  await silenceStream(page);
  await serveView(page, 'player', change);
}
