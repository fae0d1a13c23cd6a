import { expect, type Page } from '@playwright/test';
import { readSession } from './session';

/** Calls the umpire's HTTP API with the session's umpire token; a refusal fails the test with the server's message. */
export async function umpireApi<T>(page: Page, method: string, params: unknown = {}): Promise<T> {
  const res = await page.request.post(`/api/umpire/${method}`, { maxRetries: 2, headers: { Authorization: `Bearer ${readSession().umpireToken}` }, data: params });
  expect(res.ok(), `${method}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}
