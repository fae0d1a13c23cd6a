import type { Browser, Page } from '@playwright/test';

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
