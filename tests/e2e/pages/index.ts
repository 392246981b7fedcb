import { type Page } from '@playwright/test';
import { CardForm } from './card-form';
import { Confirmation, GuestStep } from './guest-step';
import { ManagePage } from './manage-page';
import { Results } from './results';
import { SearchBar } from './search-bar';

export { addDays, alertOf, graphql, openWidget, waitForApp } from './widget';
export { mailLink, signIn } from './member-pages';
export { TARO, type Guest } from './guest-step';
export { HotelSearchPage } from './hotel-search-page';

/** The widget's booking flow as page objects: search bar, results, guest step, card form, confirmation, manage page. */
export function bookingFlow(page: Page) {
  return {
    search: new SearchBar(page),
    results: new Results(page),
    guest: new GuestStep(page),
    card: new CardForm(page),
    confirmation: new Confirmation(page),
    manage: new ManagePage(page),
  };
}
