import { expect, type Page } from '@playwright/test';
import { waitForApp } from './widget';

/** Membership pages: sign in, the member menu, links from the development outbox. */

/** The path and query of the first link of the newest `kind` message sent to `to`. */
export async function mailLink(page: Page, to: string, kind: string): Promise<string> {
  let url: string | undefined;
  await expect(async () => {
    const reply = await page.request.get(`/api/dev/outbox?format=json&to=${encodeURIComponent(to)}`);
    const { messages } = (await reply.json()) as { messages: { kind: string; links: { url: string }[] }[] };
    url = messages.find((m) => m.kind === kind)?.links[0]?.url;
    expect(url).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  const link = new URL(url!);
  return link.pathname + link.search;
}

/** Signs in at demo-kyoto (or `code`) and waits for the room search a member lands on. */
export async function signIn(page: Page, email: string, password: string, code = 'demo-kyoto'): Promise<void> {
  await page.goto(`/sign-in?code=${code}`);
  await waitForApp(page);
  await page.getByLabel(/^e-?mail$/i).fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/booking\/result/);
}
