import { expect, type Locator, type Page } from '@playwright/test';

/** The agency's hotel search (`/search-hotels`): the search bar, the filters and the result cards. */
export class HotelSearchPage {
  readonly form: Locator;
  readonly area: Locator;
  readonly keyword: Locator;
  readonly checkin: Locator;
  readonly checkout: Locator;
  readonly guests: Locator;
  readonly searchButton: Locator;
  readonly problems: Locator;
  readonly filters: Locator;
  readonly maxPrice: Locator;
  readonly found: Locator;
  readonly cards: Locator;
  readonly showing: Locator;
  readonly showMore: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('search');
    this.area = this.form.getByLabel('Area');
    this.keyword = this.form.getByLabel('Hotel name or place');
    this.checkin = this.form.getByLabel('Check-in');
    this.checkout = this.form.getByLabel('Check-out');
    // The rooms and guests fold under a summary line (a <details>).
    this.guests = this.form.locator('summary');
    this.searchButton = this.form.getByRole('button', { name: 'Search' });
    this.problems = this.form.getByRole('alert');
    this.filters = page.getByRole('complementary', { name: 'Filters' });
    this.maxPrice = this.filters.getByLabel('Maximum');
    this.found = page.getByRole('heading', { level: 2, name: /properties found$/ });
    this.cards = page.locator('.hotel-search-results').getByRole('article');
    this.showing = page.getByText(/^Showing \d+ of \d+$/);
    this.showMore = page.getByRole('button', { name: 'Show more properties' });
  }

  /** Opens the agency site's hotel search (the agency's own host name) and waits for its first results. */
  async open(agencyUrl: string, query = ''): Promise<void> {
    await this.page.goto(`${agencyUrl}/search-hotels${query ? `?${query}` : ''}`);
    await expect(this.searchButton).toBeVisible({ timeout: 30_000 });
  }

  room(n: number): Locator {
    return this.form.getByRole('group', { name: `Room ${n}` });
  }

  childAge(room: number, child: number): Locator {
    return this.room(room).getByLabel(`Age of child ${child}`);
  }

  feature(name: string): Locator {
    return this.filters.getByRole('checkbox', { name });
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  /** The number in "N properties found" once the search has answered. */
  async foundCount(): Promise<number> {
    await expect(this.found).toBeVisible({ timeout: 30_000 });
    return Number((await this.found.innerText()).match(/\d+/)![0]);
  }

  /** The per-night prices the cards show, as numbers (the cards of facilities with a price). */
  async perNightPrices(): Promise<number[]> {
    const texts = await this.page.locator('.hotel-card-price strong').allInnerTexts();
    return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
  }
}
