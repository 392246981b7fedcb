import { expect, test, type Page } from '@playwright/test';
import ja from '../../locales/ja';

/**
 * The travel-agency site in the browser: the server serves it on agency.localhost (AGENCY_HOSTS,
 * demo default), Chromium resolves *.localhost to this machine. A French browser gets the agency
 * fallback ja; the frame, /test, the facility's rooms, the member sign-in and a built path work
 * through the real server and database.
 */
const port = Number(process.env.E2E_PORT ?? 18080);
const agency = `http://agency.localhost:${port}`;
const shots = process.env.AGENCY_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
}

test.describe('the agency site', () => {
  test.use({ locale: 'fr-FR' });

  test('opens in Japanese with its own frame, session and test page', async ({ page }) => {
    await page.goto(`${agency}/`);
    await expect(page.getByRole('heading', { level: 1, name: ja.aiSearch.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: ja.agency.header.homeLink })).toBeVisible();
    await expect(header.getByRole('link', { name: ja.agency.header.signIn })).toHaveAttribute('href', '/ota-sign-in');
    await expect(page.getByRole('navigation', { name: ja.agency.nav.label })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(ja.agency.footer.note);
    await expect(page.getByRole('link', { name: ja.agency.home.searchHotels })).toHaveAttribute(
      'href',
      '/search-hotels',
    );
    await screenshot(page, 'agency-home');

    // The widget on the ordinary host is unchanged: no agency frame.
    await page.goto(`http://localhost:${port}/booking/result?code=demo-kyoto`);
    await expect(page.getByTestId('agency-site')).toHaveCount(0);

    await page.goto(`${agency}/test`);
    await expect(page.getByRole('heading', { level: 1, name: ja.agency.test.heading })).toBeVisible();
    await expect(page.getByTestId('agency-test-mode')).toHaveText(ja.agency.test.agencyMode);
    await expect(page.getByTestId('agency-test-locale')).toHaveText('日本語');
    await expect(page.getByTestId('agency-test-session')).toHaveText(ja.agency.test.sessionStored);
    await expect(page.getByTestId('agency-test-session-state')).toHaveText('Ready');
    // The stored session is reused; forgetting it makes the chart obtain a new one.
    await expect(page.getByTestId('agency-test-sessions-started')).toHaveText('0');
    await page.getByRole('button', { name: ja.agency.test.renewSession }).click();
    await expect(page.getByTestId('agency-test-sessions-started')).toHaveText('1');
    await expect(page.getByTestId('agency-test-session-state')).toHaveText('Ready');
    const stored = await page.evaluate(() => document.cookie);
    expect(stored).toContain('triplabot_client_session');
  });

  test("shows a facility's rooms in the agency frame, follows a built path there, and signs a member in", async ({
    page,
  }) => {
    await page.goto(`${agency}/hotels/demo-kyoto`);
    await expect(page.getByTestId('agency-site')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: ja.agency.nav.label })).toContainText(/Kyoto|京都/);
    await screenshot(page, 'agency-hotel');

    // A built path opens the same facility's rooms with its search parameters.
    await page.goto(`${agency}/reservation-tripla/demo-kyoto/search?adults=1&room_count=1&promo_code=`);
    await expect(page).toHaveURL(/\/hotels\/demo-kyoto\?adults=1/);
    await expect(page.getByRole('article').first()).toBeVisible();

    // Member sign-in on the agency site, with the membership sign-in chart: from the agency's own
    // pages it signs in at the agency brand's facility, then returns home.
    await page.goto(`${agency}/`);
    await page.getByRole('banner').getByRole('link', { name: ja.agency.header.signIn }).click();
    await expect(page).toHaveURL(/\/ota-sign-in\?code=demo-kyoto&from=site/);
    await expect(page.getByText(ja.agency.signIn.lead)).toBeVisible();
    await page.getByLabel(ja.membership.signIn.email).fill('line.member@example.com');
    await page.getByLabel(ja.membership.signIn.password, { exact: true }).fill('DemoLine2026');
    await page.getByRole('button', { name: ja.membership.signIn.submit }).click();
    await expect(page).toHaveURL(`${agency}/`);
    await expect(page.getByRole('banner')).not.toContainText(ja.agency.header.signIn);
  });
});
