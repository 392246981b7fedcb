import { expect, type Locator, type Page } from '@playwright/test';
import { addDays } from './widget';

/**
 * The widget's search bar: stay dates, guests and rooms; day use, the search without dates and the
 * codes behind "More options"; folded under "Edit" on a phone.
 */
export class SearchBar {
  readonly checkin: Locator;
  readonly checkout: Locator;
  readonly searchButton: Locator;
  readonly guestsButton: Locator;
  readonly editButton: Locator;
  readonly moreOptionsButton: Locator;

  constructor(readonly page: Page) {
    this.checkin = page.getByLabel(/check-in/i);
    this.checkout = page.getByLabel(/check-out/i);
    this.searchButton = page.getByRole('button', { name: /^search$/i });
    this.guestsButton = page.getByRole('button', { name: /^Guests\b/ });
    this.editButton = page.getByRole('button', { name: /^edit/i });
    this.moreOptionsButton = page.getByRole('button', { name: /^more options/i });
  }

  /** Unfolds "More options" (day use, the search without dates, the codes), if it is folded. */
  async openOptions(): Promise<void> {
    await expect(this.moreOptionsButton).toBeVisible({ timeout: 20_000 });
    if ((await this.moreOptionsButton.getAttribute('aria-expanded')) !== 'true') await this.moreOptionsButton.click();
    await expect(this.moreOptionsButton).toHaveAttribute('aria-expanded', 'true');
  }

  /** On a phone the form is folded under the summary line's Edit: unfolds it; elsewhere waits for the form. */
  async unfold(): Promise<void> {
    await expect
      .poll(async () => (await this.editButton.isVisible()) || (await this.checkin.isVisible()), { timeout: 20_000 })
      .toBe(true);
    if (await this.editButton.isVisible()) await this.editButton.click();
    await expect(this.checkin).toBeVisible();
  }

  /** Sets check-in `daysAhead` days after the date shown and check-out `nights` later; returns the check-in. */
  async setStay(daysAhead: number, nights: number): Promise<string> {
    const checkin = addDays(await this.checkin.inputValue(), daysAhead);
    await this.checkin.fill(checkin);
    await this.checkout.fill(addDays(checkin, nights));
    return checkin;
  }

  /** Sets the stay like `setStay`, then searches. Returns the check-in. */
  async searchStay(daysAhead: number, nights: number): Promise<string> {
    const checkin = await this.setStay(daysAhead, nights);
    await this.searchButton.click();
    return checkin;
  }

  /** Unfolds the guests panel (the guests and rooms fields), if it is folded. */
  async openGuests(): Promise<void> {
    if ((await this.guestsButton.getAttribute('aria-expanded')) !== 'true') await this.guestsButton.click();
  }

  /**
   * Check-in `daysAhead` days after the shown date for `nights` nights, one room per entry of `rooms`
   * ([adults, children]) with different guests in each, then searches and waits for the rooms in the
   * URL. Returns the check-in date.
   */
  async searchRoomsWithDifferentGuests(daysAhead: number, nights: number, rooms: [number, number][]): Promise<string> {
    const checkin = await this.setStay(daysAhead, nights);
    await this.openGuests();
    await this.page.getByRole('button', { name: /different guests in each room/i }).click();
    for (const [index, [adults, children]] of rooms.entries()) {
      await this.page.getByLabel(`Adults in room ${index + 1}`).fill(String(adults));
      await this.page.getByLabel(`Children in room ${index + 1}`).fill(String(children));
    }
    await this.searchButton.click();
    const inUrl = rooms.map(([adults, children]) => `${adults}-${children}`);
    await expect(this.page).toHaveURL(new RegExp(`rooms=${inUrl.join('%2C')}|rooms=${inUrl.join(',')}`));
    return checkin;
  }
}
