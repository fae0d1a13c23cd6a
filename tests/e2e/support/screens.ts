import { expect, type Browser, type Locator, type Page } from '@playwright/test';

/** The three screens every screen change is looked at on: phone, laptop, desktop. */
export const SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** A page of its own context at this size, the app's theme set before it loads. */
export async function pageIn(browser: Browser, theme: 'dark' | 'light', viewport: { readonly width: number; readonly height: number }): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { ...viewport } });
  await ctx.addInitScript((t) => localStorage.setItem('sightline-theme', t), theme);
  return ctx.newPage();
}

/** The inner element's box lies inside the outer's (half a pixel allowed), waited for while a canvas settles to its box. */
export async function expectWithin(inner: Locator, outer: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
      if (!a || !b) return 'not drawn';
      const past = [a.x < b.x - 0.5 && 'left', a.y < b.y - 0.5 && 'top', a.x + a.width > b.x + b.width + 0.5 && 'right', a.y + a.height > b.y + b.height + 0.5 && 'bottom'].filter(Boolean);
      return past.length === 0 ? 'inside' : `past the ${past.join(', ')} edge: ${JSON.stringify(a)} in ${JSON.stringify(b)}`;
    })
    .toBe('inside');
}
