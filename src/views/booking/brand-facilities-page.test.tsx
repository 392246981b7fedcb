import { describe, expect, it } from 'vitest';
import { facilityRoomsPath } from './brand-facilities-page';

describe("a facility's rooms from the brand facility list", () => {
  it('keeps the searched stay and names the facility: its results page in the widget, /hotels/{code} on the agency site', () => {
    const query = '?code=demo-kyoto&checkin=2026-12-10&checkout=2026-12-12&adults=2&kids_ages=4';
    expect(facilityRoomsPath('demo-hakone', query, false)).toBe(
      '/booking/result?code=demo-hakone&checkin=2026-12-10&checkout=2026-12-12&adults=2&kids_ages=4',
    );
    expect(facilityRoomsPath('demo-hakone', query, true)).toBe(
      '/hotels/demo-hakone?checkin=2026-12-10&checkout=2026-12-12&adults=2&kids_ages=4',
    );
    expect(facilityRoomsPath('demo-seoul', '?hotel_code=demo-kyoto', true)).toBe('/hotels/demo-seoul');
    expect(facilityRoomsPath('demo-seoul', '', false)).toBe('/booking/result?code=demo-seoul');
  });
});
