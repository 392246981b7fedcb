/**
 * When the booking widget offers the hand-over to the travel agency site (SPEC.md section 9
 * "Booking-widget-to-OTA process") and the colours of its button ("Colours"). Pure and zod-free:
 * the booking API decides with it, the widget shows the button with it.
 */

/** The gateways of the GMO family (SPEC.md section 9 "Payment provider kinds"). */
export const GMO_GATEWAY_KINDS: readonly string[] = ['gmo', 'gmo-paypal', 'adyen_gmo', 'adyen_gmo_paypal'];
/** A hotel without a payment hub, or with the default one. */
export const HAND_OVER_HUB_CONFIGS: readonly string[] = ['none', 'default'];

export interface HandOverConditions {
  /** The hotel's currency. */
  currency: string;
  /** The hotel's payment gateway kind (payment_gateway_settings.provider), null without one. */
  gatewayKind: string | null;
  /** The hotel's payment hub config (none, default, surehigh, custom), null without a gateway setting. */
  paymentHubConfig: string | null;
}

/**
 * On only for JPY, a GMO-type gateway and a default or no payment hub. `override` is the
 * `ota_enabled` query of a test case: true or false decides alone; null leaves it to the rule.
 */
export function handOverEnabled(conditions: HandOverConditions, override: boolean | null = null): boolean {
  if (override !== null) return override;
  return (
    conditions.currency === 'JPY' &&
    conditions.gatewayKind !== null &&
    GMO_GATEWAY_KINDS.includes(conditions.gatewayKind) &&
    HAND_OVER_HUB_CONFIGS.includes(conditions.paymentHubConfig ?? 'none')
  );
}

/** Reads `ota_enabled` from a URL query: true/1 forces on, false/0 forces off, anything else is no override. */
export function otaEnabledOverride(search: string): boolean | null {
  const value = new URLSearchParams(search).get('ota_enabled')?.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}

/** SPEC.md section 9 "Colours". */
export const DEFAULT_OTA_BUTTON_COLOUR = '#c21e58';
export const DEFAULT_OTA_BUTTON_TEXT_COLOUR = '#ffffff';
/** WCAG 2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
export const isHexColour = (value: string) => HEX_COLOUR.test(value.trim());

function channels(hex: string): [number, number, number] {
  let digits = hex.trim().slice(1);
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The button's colours: the hotel's own when set and readable; a missing or malformed colour is the
 * default; a text colour that is hard to read on the background becomes black or white, whichever
 * reads better.
 */
export function otaButtonColours(hotel: { buttonColour: string | null; textColour: string | null }): {
  background: string;
  text: string;
} {
  const background =
    hotel.buttonColour && isHexColour(hotel.buttonColour)
      ? hotel.buttonColour.trim().toLowerCase()
      : DEFAULT_OTA_BUTTON_COLOUR;
  const wanted =
    hotel.textColour && isHexColour(hotel.textColour)
      ? hotel.textColour.trim().toLowerCase()
      : DEFAULT_OTA_BUTTON_TEXT_COLOUR;
  if (contrastRatio(background, wanted) >= MIN_TEXT_CONTRAST) return { background, text: wanted };
  return {
    background,
    text: contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff',
  };
}
