import { brandInk, colourOnBrand, parseHexColour, type Rgb } from '../../contract/brand-colours';
import { escapeHtml } from '../http/html-escape';
import type { StayMailTexts } from './stay-mail-texts';

/**
 * The HTML body of a guest's stay e-mail, laid out as the hotel's own: a centred column of at most
 * 600 px (fluid below) built of tables with inline styles only (what every e-mail client keeps), the
 * system's fonts, no images, the intro as the hidden preheader. A header band in the hotel's header
 * colour with its name, a band saying the booking changed or was cancelled, the confirmation number
 * large, the stay as label and value rows, the cancellation terms and "pay at the hotel" as boxes, the
 * manage link as a button in the hotel's button colour, the hotel's address, phone and e-mail at the
 * foot, the calendar note last; right to left in Arabic. Text on the hotel's colours is white or
 * near-black, whichever reaches 4.5:1, the colour darkened when neither does (contract/brand-colours.ts).
 * A colour that is not `#rgb`/`#rrggbb` is never written: the neutral default stands in. Every text
 * is escaped.
 */
export interface StayMailContact {
  address: string;
  phone: string;
  email: string;
}

export interface StayMailHtmlInput {
  kind: 'booked' | 'changed' | 'cancelled';
  t: StayMailTexts;
  /** The guest's language, e.g. `ja` or `zh_Hant`. */
  locale: string;
  subject: string;
  hotelName: string;
  /** The hotel's colours as stored (hotel-controlled: checked here before use). */
  colours: { header: string | null | undefined; button: string | null | undefined };
  greeting: string;
  intro: string;
  number: [string, string];
  /** Check-in, check-out, rooms, flights, total (the last one stands out). */
  stay: [string, string][];
  cancellation: [string, string] | null;
  contact: StayMailContact;
  mapUrl: string;
  notes: string[];
  manageUrl: string;
  calendarNote: string | null;
}

/** Used when the hotel's colour is missing or not a hex colour. */
const NEUTRAL_HEADER: Rgb = [0xff, 0xff, 0xff];
const NEUTRAL_BUTTON: Rgb = [0x37, 0x41, 0x51];

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif";
const INK = '#1d232a';
const MUTED = '#4b5563';
const LINE = '#e5e7eb';
const PAGE = '#f3f4f6';

/** The band under the header saying what happened, dark text on a pale wash (over 7:1); none for a booking. */
const BANNERS: Record<StayMailHtmlInput['kind'], { background: string; text: string; line: string } | null> = {
  booked: null,
  changed: { background: '#eaf1fb', text: '#1e3a8a', line: '#c7d7f0' },
  cancelled: { background: '#fdecea', text: '#8a1c1c', line: '#f5c2c0' },
};

/** Right-to-left scripts among the guest's languages. */
const isRtl = (locale: string) => /^ar\b/i.test(locale.replace('_', '-'));

/** Escaped text, line breaks kept. */
const text = (value: string) => escapeHtml(value).replace(/\n/g, '<br>');

/** Digits and a leading + of a phone number, for a tel: link; null when fewer than three digits are left. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3}/.test(digits) ? `tel:${digits}` : null;
}

/** The hotel's colour (or the neutral one) with the text colour that reads on it. */
export function mailColour(value: string | null | undefined, neutral: Rgb): { background: string; text: string } {
  const { background, text: on } = colourOnBrand(parseHexColour(value) ?? neutral);
  return { background, text: on };
}

export function stayMailHtml(input: StayMailHtmlInput): string {
  const { t, kind } = input;
  const rtl = isRtl(input.locale);
  const dir = rtl ? 'rtl' : 'ltr';
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const header = mailColour(input.colours.header, NEUTRAL_HEADER);
  const button = mailColour(input.colours.button, NEUTRAL_BUTTON);
  const link = brandInk(parseHexColour(input.colours.button) ?? NEUTRAL_BUTTON);
  const font = `font-family:${FONT};`;
  const body = `${font}font-size:16px;line-height:1.5;color:${INK};`;
  const row = (content: string, style = '') => `<tr><td style="padding:0 24px;${style}">${content}</td></tr>`;
  // A box with a coloured edge on the side the text starts from.
  const box = (content: string, background: string, edge: string) =>
    row(
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="${body}padding:12px 16px;background-color:${background};border-${start}:4px solid ${edge};border-radius:4px;text-align:${start};">${content}</td></tr></table>`,
      'padding-top:16px;',
    );
  const banner = BANNERS[kind];
  // A phone number or an address keeps its left-to-right order inside right-to-left text.
  const a = (href: string, label: string, ltr = false) =>
    `<a href="${escapeHtml(href)}"${ltr ? ' dir="ltr"' : ''} style="color:${link};text-decoration:underline;">${label}</a>`;

  const factRows = input.stay.map(([label, value], i) => {
    const last = i === input.stay.length - 1;
    const divider = i === 0 ? '' : `border-top:1px solid ${LINE};`;
    const strong = last ? 'font-weight:700;font-size:17px;' : '';
    return `<tr><th scope="row" align="${start}" valign="top" style="${font}${divider}padding:10px 0;padding-${end}:12px;width:38%;font-size:14px;line-height:24px;font-weight:600;color:${MUTED};text-align:${start};vertical-align:top;">${text(label)}</th><td valign="top" style="${body}${divider}${strong}padding:10px 0;text-align:${start};vertical-align:top;overflow-wrap:anywhere;word-break:break-word;">${text(value)}</td></tr>`;
  });

  const contactRows: [string, string][] = [
    [t.address, `${text(input.contact.address)}<br>${a(input.mapUrl, text(t.map))}`],
  ];
  const tel = telHref(input.contact.phone);
  if (input.contact.phone)
    contactRows.push([
      t.phone,
      tel ? a(tel, text(input.contact.phone), true) : `<span dir="ltr">${text(input.contact.phone)}</span>`,
    ]);
  if (input.contact.email)
    contactRows.push([t.email, a(`mailto:${input.contact.email}`, text(input.contact.email), true)]);

  const small = `${font}font-size:14px;line-height:1.5;color:${MUTED};`;
  const card = [
    // The header band: the hotel's name in its header colour.
    `<tr><td bgcolor="${header.background}" style="${font}background-color:${header.background};color:${header.text};padding:20px 24px;font-size:22px;line-height:1.3;font-weight:700;text-align:${start};border-bottom:1px solid ${LINE};border-radius:8px 8px 0 0;">${escapeHtml(input.hotelName)}</td></tr>`,
    // The change or the cancellation says so in a band under the header; a booking says thanks below the greeting.
    ...(banner
      ? [
          `<tr><td style="${font}background-color:${banner.background};color:${banner.text};padding:14px 24px;font-size:18px;line-height:1.4;font-weight:700;text-align:${start};border-bottom:1px solid ${banner.line};">${text(input.intro)}</td></tr>`,
        ]
      : []),
    row(`<p style="margin:0 0 8px;">${text(input.greeting)}</p>`, `${body}padding-top:24px;text-align:${start};`),
    ...(banner ? [] : [row(`<p style="margin:0;">${text(input.intro)}</p>`, `${body}text-align:${start};`)]),
    // The confirmation number, large.
    row(
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:14px 16px;background-color:${PAGE};border-radius:6px;text-align:${start};"><div style="${small}">${text(input.number[0])}</div><div style="${font}font-size:26px;line-height:1.3;font-weight:700;letter-spacing:1px;color:${INK};word-break:break-all;">${text(input.number[1])}</div></td></tr></table>`,
      'padding-top:20px;',
    ),
    row(
      `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">${factRows.join('')}</table>`,
      'padding-top:12px;',
    ),
    ...(input.cancellation
      ? [box(`<strong>${text(input.cancellation[0])}</strong><br>${text(input.cancellation[1])}`, '#f4f5f7', '#64748b')]
      : []),
    ...input.notes.map((note) => box(`<strong>${text(note)}</strong>`, '#fff7e6', '#d97706')),
    // The manage link as a button in the hotel's button colour.
    row(
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0;"><tr><td align="center" bgcolor="${button.background}" style="background-color:${button.background};border-radius:6px;"><a href="${escapeHtml(input.manageUrl)}" style="${font}display:inline-block;padding:14px 24px;font-size:16px;line-height:1.3;font-weight:700;color:${button.text};text-decoration:none;border-radius:6px;">${text(t.manage)}</a></td></tr></table>`,
      'padding-top:24px;padding-bottom:28px;',
    ),
    // The hotel: address with the map, phone, e-mail.
    row(
      `<div style="${font}font-size:16px;line-height:1.4;font-weight:700;color:${INK};padding-bottom:8px;">${escapeHtml(input.hotelName)}</div><table width="100%" cellpadding="0" cellspacing="0" border="0">${contactRows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" align="${start}" valign="top" style="${small}padding:4px 0;padding-${end}:12px;width:38%;font-weight:600;text-align:${start};vertical-align:top;">${text(label)}</th><td valign="top" style="${small}color:${INK};padding:4px 0;text-align:${start};vertical-align:top;overflow-wrap:anywhere;word-break:break-word;">${value}</td></tr>`,
        )
        .join('')}</table>`,
      `padding-top:24px;padding-bottom:20px;border-top:1px solid ${LINE};`,
    ),
    ...(input.calendarNote
      ? [
          `<tr><td style="${small}padding:14px 24px;background-color:#f9fafb;border-top:1px solid ${LINE};border-radius:0 0 8px 8px;text-align:${start};">${text(input.calendarNote)}</td></tr>`,
        ]
      : []),
  ];

  const lang = escapeHtml(input.locale.replace('_', '-'));
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    '<meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(input.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;width:100%;background-color:${PAGE};">`,
    // The preheader: the line an inbox shows after the subject, hidden in the e-mail itself.
    `<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;color:${PAGE};">${escapeHtml(input.intro)}${'&#8203;&nbsp;'.repeat(40)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" lang="${lang}" style="background-color:${PAGE};">`,
    '<tr><td align="center" style="padding:16px 8px;">',
    '<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="width:100%;max-width:600px;margin:0 auto;background-color:#ffffff;border:1px solid ${LINE};border-radius:8px;border-collapse:separate;">`,
    ...card,
    '</table>',
    '<!--[if mso]></td></tr></table><![endif]-->',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
}
