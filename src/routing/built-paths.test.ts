import { describe, expect, it } from 'vitest';
import {
  agencyHotelPath,
  corporateSignInPath,
  hotelCodeOfPath,
  memberRegistrationPath,
  parseBuiltPath,
  reservationSearchPath,
  reservationStepPath,
  searchQueryWithoutCode,
  widgetPathOfBuiltPath,
} from './built-paths';
import { agencyHotelCodeOf, hotelCodeForLink } from '../agency/agency-paths';

describe('the paths the product builds', () => {
  it('search: every non-empty search parameter except the hotel code, in order', () => {
    expect(
      reservationSearchPath('demo-kyoto', {
        code: 'demo-kyoto',
        hotel_code: 'x',
        checkin: '2030-01-10',
        checkout: '2030-01-12',
        adults: 2,
        children: 0,
        promo_code: '',
        coupon_code: '  ',
        rooms: ['2-0', '3-1'],
        voucher_coupon_code: null,
        order: undefined,
        is_day_use: false,
      }),
    ).toBe(
      '/reservation-tripla/demo-kyoto/search?checkin=2030-01-10&checkout=2030-01-12&adults=2&children=0&rooms=2-0%2C3-1&is_day_use=false',
    );
    expect(reservationSearchPath('demo-kyoto')).toBe('/reservation-tripla/demo-kyoto/search');
    expect(searchQueryWithoutCode(new URLSearchParams('code=a&adults=2&promo_code='))).toBe('adults=2');
  });

  it('the next steps, member registration and corporate sign-in; the hotel code is escaped and required', () => {
    expect(reservationStepPath('demo-kyoto', 'guest-detail')).toBe('/reservation-tripla/demo-kyoto/guest-detail');
    expect(reservationStepPath('demo-kyoto', 'payment', '?x=1')).toBe('/reservation-tripla/demo-kyoto/payment?x=1');
    expect(reservationStepPath('demo-kyoto', 'confirmation')).toBe('/reservation-tripla/demo-kyoto/confirmation');
    expect(memberRegistrationPath('demo-seoul', 'open-signup')).toBe(
      '/member-registration-tripla/demo-seoul/open-signup',
    );
    expect(memberRegistrationPath('demo-seoul', 'done')).toBe('/member-registration-tripla/demo-seoul/done');
    expect(memberRegistrationPath('demo-seoul', 'sign-in')).toBe('/member-registration-tripla/demo-seoul/sign-in');
    expect(corporateSignInPath('demo-kyoto')).toBe('/corporate/demo-kyoto/sign-in');
    expect(agencyHotelPath('a b/c', { adults: 2 })).toBe('/hotels/a%20b%2Fc?adults=2');
    expect(() => reservationSearchPath('  ')).toThrow(/hotel code/);
  });

  it('reads back what it builds, and nothing else', () => {
    expect(parseBuiltPath(reservationSearchPath('demo-kyoto', { adults: 2 }).split('?')[0]!)).toEqual({
      kind: 'reservation',
      hotel: 'demo-kyoto',
      step: 'search',
    });
    expect(parseBuiltPath('/member-registration-tripla/demo-seoul/done/')).toEqual({
      kind: 'registration',
      hotel: 'demo-seoul',
      step: 'done',
    });
    expect(parseBuiltPath('/corporate/demo-kyoto/sign-in')).toEqual({ kind: 'corporateSignIn', hotel: 'demo-kyoto' });
    expect(parseBuiltPath('/hotels/demo-kyoto')).toEqual({ kind: 'agencyHotel', hotel: 'demo-kyoto' });
    for (const other of [
      '/',
      '/hotels',
      '/hotels/a/b',
      '/reservation-tripla/demo-kyoto/refund',
      '/reservation-tripla//search',
      '/corporate/x/admin',
      '/reservation-tripla/%E0%A4%A/search',
      '/reservation-tripla/a%2Fb/search',
    ]) {
      expect(parseBuiltPath(other), other).toBeNull();
    }
    expect(hotelCodeOfPath('/reservation-tripla/demo-hakone/payment')).toBe('demo-hakone');
  });

  it("open the hotel's own flow: the agency site's frame on an agency host, the widget's elsewhere", () => {
    const search = { kind: 'reservation', hotel: 'demo-kyoto', step: 'search' } as const;
    expect(widgetPathOfBuiltPath(search, '?adults=2&code=other', false)).toBe('/booking/result?adults=2');
    expect(widgetPathOfBuiltPath(search, 'adults=2', true)).toBe('/hotels/demo-kyoto?adults=2');
    expect(widgetPathOfBuiltPath({ ...search, step: 'guest-detail' }, '', true)).toBe('/reservation/guest-detail');
    expect(widgetPathOfBuiltPath({ ...search, step: 'payment' }, '', true)).toBe('/reservation/payment');
    expect(widgetPathOfBuiltPath({ ...search, step: 'payment' }, '', false)).toBe('/reservation/guest-detail');
    expect(
      widgetPathOfBuiltPath(
        { ...search, step: 'confirmation' },
        'confirmation_number=12345&email=a%40b.example',
        false,
      ),
    ).toBe('/reservation/confirmation/12345?email=a%40b.example');
    expect(widgetPathOfBuiltPath({ ...search, step: 'confirmation' }, '', false)).toBe('/search');
    expect(widgetPathOfBuiltPath({ kind: 'registration', hotel: 'h', step: 'open-signup' }, '', false)).toBe(
      '/sign-up',
    );
    expect(widgetPathOfBuiltPath({ kind: 'registration', hotel: 'h', step: 'done' }, '', false)).toBe(
      '/sign-up-result',
    );
    expect(widgetPathOfBuiltPath({ kind: 'registration', hotel: 'h', step: 'sign-in' }, '', true)).toBe('/ota-sign-in');
    expect(widgetPathOfBuiltPath({ kind: 'registration', hotel: 'h', step: 'sign-in' }, '', false)).toBe('/sign-in');
    expect(widgetPathOfBuiltPath({ kind: 'corporateSignIn', hotel: 'h' }, '', false)).toBe('/organization-sign-in');
  });
});

describe("the agency site's pages and their hotel", () => {
  it('its own pages have none, whatever the query says; a hotel page has the one its path or query names', () => {
    expect(agencyHotelCodeOf('/', '?code=demo-kyoto')).toBeNull();
    expect(agencyHotelCodeOf('/search-hotels/', 'code=demo-kyoto')).toBeNull();
    expect(agencyHotelCodeOf('/test', '')).toBeNull();
    expect(agencyHotelCodeOf('/hotels/demo-kyoto', 'code=other')).toBe('demo-kyoto');
    expect(agencyHotelCodeOf('/reservation/guest-detail', 'code=demo-kyoto')).toBe('demo-kyoto');
    expect(agencyHotelCodeOf('/ota-sign-in', '')).toBeNull();
  });

  it('links to its own pages and to paths naming their hotel carry no code; the widget keeps the rule', () => {
    expect(hotelCodeForLink('/', 'demo-kyoto', true)).toBeNull();
    expect(hotelCodeForLink('/search-hotels?area=kyoto', 'demo-kyoto', true)).toBeNull();
    expect(hotelCodeForLink('/hotels/demo-seoul', 'demo-kyoto', true)).toBeNull();
    expect(hotelCodeForLink('/reservation/guest-detail', 'demo-kyoto', true)).toBe('demo-kyoto');
    expect(hotelCodeForLink('/', 'demo-kyoto', false)).toBe('demo-kyoto');
  });
});
