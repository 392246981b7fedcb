import { expect, type Locator, type Page } from '@playwright/test';

/** The card form: the booking's payment step, the agency's confirmation and the packages' payment (one CardFields). */
export class CardForm {
  readonly payNow: Locator;
  readonly number: Locator;
  readonly holder: Locator;
  readonly expiryMonth: Locator;
  readonly expiryYear: Locator;
  readonly securityCode: Locator;
  readonly brand: Locator;
  readonly payButton: Locator;
  readonly declined: Locator;
  readonly challengeButton: Locator;

  constructor(readonly page: Page) {
    this.payNow = page.getByRole('radio', { name: 'Pay now by card' });
    this.number = page.getByLabel('Card number');
    this.holder = page.getByLabel('Name on card');
    this.expiryMonth = page.getByLabel('Expiry month');
    this.expiryYear = page.getByLabel('Expiry year');
    this.securityCode = page.getByLabel('Security code');
    this.brand = page.getByLabel('Card brand');
    this.payButton = page.getByRole('button', { name: 'Pay and book' });
    this.declined = page.getByTestId('card-declined');
    this.challengeButton = page.getByRole('button', { name: 'Enter the 3-D Secure password' });
  }

  /** Fills the form with a card valid three years after check-in. */
  async fill(cardNumber: string, checkin: string, holder = 'TARO YAMADA'): Promise<void> {
    await this.number.fill(cardNumber);
    await this.holder.fill(holder);
    await this.expiryMonth.selectOption('12');
    await this.expiryYear.selectOption(String(Number(checkin.slice(0, 4)) + 3));
    await this.securityCode.fill('123');
  }

  /** The fields say what they want: the hints and the detected brand are their accessible descriptions. */
  async expectDescribed(): Promise<void> {
    await expect(this.holder).toHaveAccessibleDescription('As printed on the card, in English letters.');
    await expect(this.securityCode).toHaveAccessibleDescription(
      '3 digits on the back (4 on the front for American Express).',
    );
    await expect(this.number).toHaveAccessibleDescription('This number is a Mastercard card.');
  }

  /** A card valid three years after check-in (brand read from the number), then Pay and book. */
  async pay(cardNumber: string, checkin: string, holder = 'TARO YAMADA'): Promise<void> {
    await this.fill(cardNumber, checkin, holder);
    await this.payButton.click();
  }

  /** Passes or fails the sandbox's 3-D Secure challenge with the password given. */
  async answerChallenge(password: string): Promise<void> {
    await this.challengeButton.click();
    await this.page.getByLabel('3-D Secure password').fill(password);
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }
}
