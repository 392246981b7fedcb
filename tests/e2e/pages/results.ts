import { expect, type Locator, type Page } from '@playwright/test';

/** The room results: room cards with their plans, the selection and its Book button. */
export class Results {
  readonly roomCards: Locator;
  readonly roomList: Locator;
  readonly selectButtons: Locator;
  readonly bookButton: Locator;
  /** The selection bar at the bottom: its count unfolds the chosen plans; its own Book button. */
  readonly selectionBar: Locator;
  readonly selectedPlans: Locator;
  readonly selectionBook: Locator;

  constructor(readonly page: Page) {
    this.selectionBar = page.locator('section.selection-bar');
    this.selectedPlans = this.selectionBar.locator('.selection-lines li');
    this.selectionBook = this.selectionBar.locator('button.selection-book');
    this.roomCards = page.locator('.room-card');
    this.roomList = page.getByRole('list', { name: 'Available rooms' });
    this.selectButtons = page.getByRole('button', { name: /select/i });
    this.bookButton = page.getByRole('button', { name: /^book/i });
  }

  /** Selects the first plan shown. */
  async selectFirstPlan(): Promise<void> {
    const first = this.selectButtons.first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    await first.click();
  }

  /** Selects the first plan shown and books it: the guest step opens. */
  async bookFirstPlan(): Promise<void> {
    await this.selectFirstPlan();
    await this.book();
  }

  /** Unfolds the selection bar's chosen plans (in whatever language the page shows). */
  async showSelectedPlans(): Promise<void> {
    const lines = this.selectionBar.locator('details.selection-lines');
    await expect(lines).toBeVisible();
    if ((await lines.getAttribute('open')) === null) await lines.locator('summary').click();
    await expect(this.selectedPlans.first()).toBeVisible();
  }

  /** Books the selection: the guest step opens. */
  async book(): Promise<void> {
    await this.bookButton.click();
    await expect(this.page).toHaveURL(/\/reservation\/guest-detail/);
  }
}
