import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour } from '../../contract/brand-colours';
import { STAY_MAIL_TEXTS } from './stay-mail-texts';
import { mailColour, stayMailHtml, telHref, type StayMailHtmlInput } from './stay-mail-html';

const MANAGE = 'https://book.example/reservation/confirmation/R123?code=demo-kyoto&bypass_token=tok-123';

function input(overrides: Partial<StayMailHtmlInput> = {}): StayMailHtmlInput {
  const t = STAY_MAIL_TEXTS.en;
  return {
    kind: 'booked',
    t,
    locale: 'en',
    subject: t.booked.subject('Hotel Kyoto', 'R123'),
    hotelName: 'Hotel Kyoto',
    colours: { header: '#4a1630', button: '#c21e58' },
    greeting: t.hello('Hanako Yamada'),
    intro: t.booked.intro,
    number: [t.confirmationNumber, 'R123'],
    stay: [
      [t.checkin, 'Tue, Mar 10, 2026 from 15:00'],
      [t.total, '¥30,000'],
    ],
    cancellation: [t.terms.label, 'Free cancellation until Sat, Mar 7, 2026 00:00'],
    contact: { address: '605-0862 Kyoto', phone: '+81 75-555-0100', email: 'stay@kyoto.example.com' },
    mapUrl: 'https://www.openstreetmap.org/search?query=605-0862+Kyoto',
    notes: [t.payAtHotel],
    manageUrl: MANAGE,
    calendarNote: t.calendar,
    ...overrides,
  };
}

/** The style and bgcolor of the cell holding the manage link, and the link's own style. */
function manageButton(html: string) {
  const escaped = MANAGE.replace(/&/g, '&amp;');
  const match = new RegExp(
    `<td align="center" bgcolor="(#[0-9a-f]{6})" style="background-color:(#[0-9a-f]{6});[^"]*"><a href="${escaped.replace(/[.?]/g, '\\$&')}" style="[^"]*color:(#[0-9a-f]{6});[^"]*">([^<]*)</a></td>`,
  ).exec(html);
  expect(match, html).not.toBeNull();
  const [, bgcolor, background, text, label] = match!;
  return { bgcolor, background, text, label };
}

describe('the HTML stay e-mail', () => {
  it('makes the manage link a button in the hotel’s button colour, with the bypass-token URL, escaped', () => {
    const button = manageButton(stayMailHtml(input()));
    expect(button).toEqual({
      bgcolor: '#c21e58',
      background: '#c21e58',
      text: '#ffffff',
      label: 'View, change or cancel your booking',
    });
  });

  it('gives a light button colour dark text and a dark one white, each at least 4.5:1', () => {
    for (const [colour, text] of [
      ['#ffd54f', '#1d232a'],
      ['#f2ead3', '#1d232a'],
      ['#fff', '#1d232a'],
      ['#0f2a4a', '#ffffff'],
      ['#134E4A', '#ffffff'],
      ['#000', '#ffffff'],
    ] as const) {
      const button = manageButton(stayMailHtml(input({ colours: { header: null, button: colour } })));
      expect(button.text, colour).toBe(text);
      expect(contrastRatio(parseHexColour(button.background)!, parseHexColour(button.text)!)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    // A middle colour neither white nor near-black reads on is darkened until white does.
    const mid = mailColour('#e0457b', [0, 0, 0]);
    expect(contrastRatio(parseHexColour(mid.background)!, parseHexColour(mid.text)!)).toBeGreaterThanOrEqual(4.5);
  });

  it('paints the header band in the hotel’s header colour with its name in a readable colour', () => {
    const band = (header: string) =>
      /<td bgcolor="(#[0-9a-f]{6})" style="[^"]*background-color:(#[0-9a-f]{6});color:(#[0-9a-f]{6});[^"]*">Hotel &lt;Kyoto&gt;<\/td>/.exec(
        stayMailHtml(input({ hotelName: 'Hotel <Kyoto>', colours: { header, button: '#c21e58' } })),
      );
    expect(band('#4a1630')?.slice(1)).toEqual(['#4a1630', '#4a1630', '#ffffff']);
    expect(band('#F2EAD3')?.slice(1)).toEqual(['#f2ead3', '#f2ead3', '#1d232a']);
  });

  it('never writes a colour that is not #rgb or #rrggbb: the neutral default stands in', () => {
    const hostile = [
      'red" onload="x',
      '#fff;background:url(x)',
      '#fff" onmouseover="alert(1)',
      'expression(alert(1))',
      'url(https://evil.example/x.png)',
      '#12345',
      ' #fff ; color:red',
      '',
    ];
    const neutral = stayMailHtml(input({ colours: { header: null, button: null } }));
    for (const colour of hostile) {
      const html = stayMailHtml(input({ colours: { header: colour, button: colour } }));
      expect(html, colour).toBe(neutral);
      expect(html).not.toMatch(/onload|onmouseover|url\(|expression|evil\.example|red/);
    }
    expect(manageButton(neutral)).toMatchObject({ background: '#374151', text: '#ffffff' });
  });

  it('writes Arabic right to left, other languages left to right, each with its language', () => {
    const t = STAY_MAIL_TEXTS.ar;
    const arabic = stayMailHtml(
      input({
        t,
        locale: 'ar',
        greeting: t.hello('ليلى'),
        intro: t.booked.intro,
        number: [t.confirmationNumber, 'R1'],
      }),
    );
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toMatch(/<table [^>]*dir="rtl"/);
    expect(arabic).toContain('text-align:right;');
    expect(arabic).not.toContain('text-align:left;');
    // The phone number and the e-mail address keep their order inside the Arabic text.
    expect(arabic).toMatch(/<a href="tel:\+81755550100" dir="ltr" [^>]*>\+81 75-555-0100<\/a>/);
    expect(arabic).toMatch(/<a href="mailto:stay@kyoto\.example\.com" dir="ltr" /);
    const english = stayMailHtml(input());
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).not.toContain('dir="rtl"');
    expect(stayMailHtml(input({ locale: 'zh_Hant' }))).toContain('<html lang="zh-Hant" dir="ltr">');
  });

  it('is a centred column of at most 600 px of tables with inline styles, a hidden preheader, no stylesheet and no images', () => {
    const html = stayMailHtml(input());
    expect(html).toContain('max-width:600px');
    expect(html).toMatch(
      /<div style="display:none;[^"]*">Thank you for your booking\. Here are the details of your stay\./,
    );
    expect(html).not.toMatch(/<style|<link|<img|<script|@import|url\(/i);
    // Every element that is styled is styled inline; no class names to lose.
    expect(html).not.toContain('class=');
  });

  it('says the cancellation terms and "pay at the hotel" in boxes, the hotel at the foot and the calendar note last', () => {
    const html = stayMailHtml(input());
    const at = (needle: string) => {
      const index = html.indexOf(needle);
      expect(index, needle).toBeGreaterThan(-1);
      return index;
    };
    expect(at('R123')).toBeLessThan(at('Tue, Mar 10, 2026 from 15:00'));
    expect(at('Free cancellation until Sat, Mar 7, 2026 00:00')).toBeLessThan(at('You pay at the hotel on arrival.'));
    expect(at('You pay at the hotel on arrival.')).toBeLessThan(at('bypass_token=tok-123'));
    expect(at('bypass_token=tok-123')).toBeLessThan(at('605-0862 Kyoto'));
    expect(html).toContain('<a href="tel:+81755550100"');
    expect(html).toContain('<a href="mailto:stay@kyoto.example.com"');
    expect(html).toContain('<a href="https://www.openstreetmap.org/search?query=605-0862+Kyoto"');
    expect(at('605-0862 Kyoto')).toBeLessThan(at('The stay is attached as a calendar file (stay.ics).'));
  });

  it('shows a cancelled banner on a cancellation, and no terms, note, or calendar when none are given', () => {
    const t = STAY_MAIL_TEXTS.en;
    const html = stayMailHtml(
      input({ kind: 'cancelled', intro: t.cancelled.intro, cancellation: null, notes: [], calendarNote: null }),
    );
    expect(html).toMatch(/<td style="[^"]*background-color:#fdecea;[^"]*">Your booking has been cancelled\.<\/td>/);
    expect(html).not.toContain(t.terms.label);
    expect(html).not.toContain(t.payAtHotel);
    expect(html).not.toContain('stay.ics');
    expect(stayMailHtml(input())).not.toContain('#fdecea');
    const changed = stayMailHtml(input({ kind: 'changed', intro: t.changed.intro }));
    expect(changed).toMatch(
      /<td style="[^"]*background-color:#eaf1fb;[^"]*">Your booking has been changed\. Here are the details of your stay as they are now\.<\/td>/,
    );
    expect(changed.split(t.changed.intro)).toHaveLength(3); // the preheader and the band, not a paragraph too
  });

  it('escapes everything the guest or the hotel wrote', () => {
    const html = stayMailHtml(
      input({
        hotelName: '<script>alert(1)</script>',
        greeting: `Dear "'><img src=x onerror=alert(2)>,`,
        contact: { address: '<b>x</b>', phone: '"><script>', email: 'a"b@example.com' },
      }),
    );
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Dear &quot;&#39;&gt;&lt;img src=x onerror=alert(2)&gt;,');
    expect(html).toContain('href="mailto:a&quot;b@example.com"');
  });

  it('dials only the digits and a leading + of a phone number', () => {
    expect(telHref('+81 75-555-0100')).toBe('tel:+81755550100');
    expect(telHref('(03) 1234 5678 +1')).toBe('tel:03123456781');
    expect(telHref('javascript:alert(1)')).toBeNull();
    expect(telHref('reception')).toBeNull();
  });
});
