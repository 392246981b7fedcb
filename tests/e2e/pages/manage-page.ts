import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './widget';

/** The reservation lookup (/search) and the manage page it opens: change, cancel. */
export class ManagePage {
  readonly number: Locator;
  readonly email: Locator;
  readonly findButton: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.number = page.getByLabel(/confirmation number/i);
    this.email = page.getByLabel(/e-?mail/i);
    this.findButton = page.getByRole('button', { name: /find reservation/i });
    this.cancelButton = page.getByRole('button', { name: /cancel reservation/i });
  }

  /** Opens the lookup for a hotel and finds a reservation by number and e-mail. */
  async find(number: string, email: string, code = 'demo-kyoto'): Promise<void> {
    await this.page.goto(`/search?code=${code}`);
    await waitForApp(this.page);
    await this.number.fill(number);
    await this.email.fill(email);
    await this.findButton.click();
    await expect(this.page.getByText(number).first()).toBeVisible();
  }

  /** Cancels the open reservation for a reason and waits until it reads cancelled. */
  async cancel(reason = 'change_of_plans'): Promise<void> {
    await this.cancelButton.click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/reason/i).selectOption(reason);
    await dialog.getByRole('button', { name: /confirm cancellation/i }).click();
    await expect(this.page.getByText(/cancelled/i).first()).toBeVisible();
  }
}
