import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OTA_BUTTON_COLOUR,
  MIN_TEXT_CONTRAST,
  contrastRatio,
  handOverEnabled,
  otaButtonColours,
  otaEnabledOverride,
} from './agency-hand-over-rule';

const gmoHotel = { currency: 'JPY', gatewayKind: 'gmo', paymentHubConfig: 'none' };

describe('handOverEnabled (SPEC.md section 9 "Booking-widget-to-OTA process")', () => {
  it('is on for JPY with each GMO-type gateway and no or the default payment hub', () => {
    for (const gatewayKind of ['gmo', 'gmo-paypal', 'adyen_gmo', 'adyen_gmo_paypal']) {
      for (const paymentHubConfig of ['none', 'default', null]) {
        expect(
          handOverEnabled({ currency: 'JPY', gatewayKind, paymentHubConfig }),
          `${gatewayKind} ${paymentHubConfig}`,
        ).toBe(true);
      }
    }
  });

  it('is off for another currency, another gateway, no gateway, or a surehigh or custom hub', () => {
    expect(handOverEnabled({ ...gmoHotel, currency: 'KRW' })).toBe(false);
    expect(handOverEnabled({ ...gmoHotel, currency: 'USD' })).toBe(false);
    for (const gatewayKind of ['sandbox', 'paygent', 'paygent-paypal', 'tappay', 'paypal', 'payment_hub']) {
      expect(handOverEnabled({ ...gmoHotel, gatewayKind }), gatewayKind).toBe(false);
    }
    expect(handOverEnabled({ ...gmoHotel, gatewayKind: null })).toBe(false);
    expect(handOverEnabled({ ...gmoHotel, paymentHubConfig: 'surehigh' })).toBe(false);
    expect(handOverEnabled({ ...gmoHotel, paymentHubConfig: 'custom' })).toBe(false);
  });

  it('follows the ota_enabled override either way', () => {
    expect(handOverEnabled({ currency: 'KRW', gatewayKind: 'sandbox', paymentHubConfig: 'custom' }, true)).toBe(true);
    expect(handOverEnabled(gmoHotel, false)).toBe(false);
    expect(handOverEnabled(gmoHotel, null)).toBe(true);
  });
});

describe('otaEnabledOverride', () => {
  it('reads true, 1, false and 0; anything else is no override', () => {
    expect(otaEnabledOverride('code=demo-kyoto&ota_enabled=true')).toBe(true);
    expect(otaEnabledOverride('?ota_enabled=1')).toBe(true);
    expect(otaEnabledOverride('ota_enabled=FALSE')).toBe(false);
    expect(otaEnabledOverride('ota_enabled=0')).toBe(false);
    expect(otaEnabledOverride('ota_enabled=yes')).toBeNull();
    expect(otaEnabledOverride('code=demo-kyoto')).toBeNull();
  });
});

describe('otaButtonColours (SPEC.md section 9 "Colours")', () => {
  it('defaults to #c21e58 with white text, which is readable', () => {
    expect(otaButtonColours({ buttonColour: null, textColour: null })).toEqual({
      background: DEFAULT_OTA_BUTTON_COLOUR,
      text: '#ffffff',
    });
    expect(contrastRatio(DEFAULT_OTA_BUTTON_COLOUR, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("keeps a hotel's readable colours and replaces malformed ones by the default", () => {
    expect(otaButtonColours({ buttonColour: '#1E3A8A', textColour: '#FFF' })).toEqual({
      background: '#1e3a8a',
      text: '#fff',
    });
    expect(otaButtonColours({ buttonColour: 'red; background:url(x)', textColour: 'white' })).toEqual({
      background: DEFAULT_OTA_BUTTON_COLOUR,
      text: '#ffffff',
    });
  });

  it('turns an unreadable text colour into black or white, whichever reads better', () => {
    expect(otaButtonColours({ buttonColour: '#ffeb3b', textColour: '#ffffff' })).toEqual({
      background: '#ffeb3b',
      text: '#000000',
    });
    expect(otaButtonColours({ buttonColour: '#101010', textColour: '#222222' })).toEqual({
      background: '#101010',
      text: '#ffffff',
    });
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });
});
