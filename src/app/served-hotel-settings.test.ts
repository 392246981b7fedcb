// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  readServedHotelSettings,
  readServedHotelZoneAndCurrency,
  SERVED_SETTINGS_ELEMENT_ID,
} from './served-hotel-settings';

function pageCarrying(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const data = doc.createElement('script');
  data.type = 'application/json';
  data.id = SERVED_SETTINGS_ELEMENT_ID;
  data.textContent = text;
  doc.head.append(data);
  return doc;
}

const settings = { hotel: { code: 'demo-kyoto', bookLanguages: ['ja'] }, settings: { today: '2030-01-10' } };

describe('the settings a served page carries', () => {
  it('are taken for the hotel and the language they were read in, and no other', () => {
    const doc = pageCarrying(JSON.stringify({ hotelCode: 'demo-kyoto', locale: 'en-US', settings }));
    expect(readServedHotelSettings(doc, 'demo-kyoto', 'en-US')).toEqual(settings);
    expect(readServedHotelSettings(doc, 'demo-seoul', 'en-US')).toBeUndefined();
    expect(readServedHotelSettings(doc, 'demo-kyoto', 'ja')).toBeUndefined();
  });

  it('are left alone when absent, unreadable or incomplete: the widget then asks for them', () => {
    expect(
      readServedHotelSettings(document.implementation.createHTMLDocument('x'), 'demo-kyoto', 'en'),
    ).toBeUndefined();
    expect(readServedHotelSettings(undefined, 'demo-kyoto', 'en')).toBeUndefined();
    expect(readServedHotelSettings(pageCarrying('{"hotelCode":'), 'demo-kyoto', 'en')).toBeUndefined();
    const withoutWidgetSettings = { hotelCode: 'demo-kyoto', locale: 'en', settings: { hotel: settings.hotel } };
    expect(
      readServedHotelSettings(pageCarrying(JSON.stringify(withoutWidgetSettings)), 'demo-kyoto', 'en'),
    ).toBeUndefined();
  });

  it("give the hotel's time zone and currency in any language they were read in, and nothing when absent", () => {
    const hotel = { ...settings.hotel, timeZone: 'Asia/Tokyo', currency: 'JPY' };
    const served = { hotelCode: 'demo-kyoto', locale: 'ja', settings: { ...settings, hotel } };
    expect(readServedHotelZoneAndCurrency(pageCarrying(JSON.stringify(served)))).toEqual({
      timeZone: 'Asia/Tokyo',
      currency: 'JPY',
    });
    expect(readServedHotelZoneAndCurrency(pageCarrying(JSON.stringify({ hotelCode: 'demo-kyoto', settings })))).toEqual(
      {},
    );
    expect(readServedHotelZoneAndCurrency(pageCarrying('{"hotelCode":'))).toEqual({});
    expect(readServedHotelZoneAndCurrency(document.implementation.createHTMLDocument('x'))).toEqual({});
  });
});
