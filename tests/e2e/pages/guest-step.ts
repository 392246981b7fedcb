import { expect, type Locator, type Page } from '@playwright/test';

export type Guest = { firstName: string; lastName: string; email: string; confirmEmail?: string; phone: string };

/** The guest who books in most journeys. */
export const TARO: Guest = { firstName: 'Taro', lastName: 'Yamada', email: 'taro@example.com', phone: '+81751234567' };

/** The guest step: the extras and questions screen (when the stay offers any), the guest form, terms, confirm. */
export class GuestStep {
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly confirmEmail: Locator;
  readonly phone: Locator;
  readonly terms: Locator;
  readonly confirmButton: Locator;
  readonly continueToPayment: Locator;
  readonly nextButton: Locator;

  constructor(readonly page: Page) {
    this.firstName = page.getByLabel(/first name/i);
    this.lastName = page.getByLabel(/last name/i);
    this.email = page.getByLabel(/^e-?mail$/i);
    this.confirmEmail = page.getByLabel(/confirm.*e-?mail|e-?mail.*confirm/i);
    this.phone = page.getByLabel(/phone/i);
    this.terms = page.getByRole('checkbox', { name: /terms/i });
    this.confirmButton = page.getByRole('button', { name: /confirm reservation/i });
    this.continueToPayment = page.getByRole('button', { name: 'Continue to payment' });
    this.nextButton = page.getByRole('button', { name: 'Next', exact: true });
  }

  /**
   * The step starts with the extras and questions screen when the stay is offered any (every
   * demo-kyoto stay): waits for it or the guest form and goes on with Next, answering nothing.
   */
  async continuePastExtras(): Promise<void> {
    await expect(this.nextButton.or(this.firstName).first()).toBeVisible({ timeout: 30_000 });
    if (await this.nextButton.isVisible()) await this.nextButton.click();
    await expect(this.firstName).toBeVisible();
  }

  /** Fills the guest form (after the extras screen, if any). */
  async fill(guest: Guest = TARO): Promise<void> {
    await this.continuePastExtras();
    await this.firstName.fill(guest.firstName);
    await this.lastName.fill(guest.lastName);
    await this.email.fill(guest.email);
    await this.confirmEmail.fill(guest.confirmEmail ?? guest.email);
    await this.phone.fill(guest.phone);
  }

  /** Accepts the terms, confirms the reservation, waits for the confirmation page and returns its number. */
  async confirm(): Promise<string> {
    await this.terms.check();
    await this.confirmButton.click();
    return new Confirmation(this.page).number();
  }
}

/** The confirmation page of a reservation. */
export class Confirmation {
  readonly numberField: Locator;

  constructor(readonly page: Page) {
    this.numberField = page.getByTestId('confirmation-number');
  }

  /** Waits for the confirmation page and returns the reservation number it shows. */
  async number(): Promise<string> {
    await expect(this.page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/, { timeout: 30_000 });
    return (await this.numberField.innerText()).trim();
  }
}
