import { contentLocaleOf, type ContentLocale } from '../../contract/localized-text';

/**
 * The words of a guest's stay e-mails (booking, change, cancellation), per language the guest
 * booked in. A language without its own table reads English; add a table to the map to write one
 * (ko, zh_Hans, zh_Hant, id, th, ar). Names, dates, amounts and links are filled in by ./stay-mails.ts.
 */
export interface StayMailTexts {
  hello(name: string): string;
  booked: { subject(hotel: string, number: string): string; intro: string };
  changed: { subject(hotel: string, number: string): string; intro: string };
  cancelled: { subject(hotel: string, number: string): string; intro: string; fee(amount: string): string };
  confirmationNumber: string;
  checkin: string;
  checkout: string;
  /** "from 15:00" / "until 11:00" after the date. */
  from(time: string): string;
  until(time: string): string;
  rooms: string;
  total: string;
  payAtHotel: string;
  address: string;
  map: string;
  phone: string;
  email: string;
  manage: string;
  calendar: string;
  /** The calendar event's title. */
  eventTitle(hotel: string): string;
}

const en: StayMailTexts = {
  hello: (name) => `Dear ${name},`,
  booked: { subject: (hotel, number) => `Your booking at ${hotel} is confirmed (${number})`, intro: 'Thank you for your booking. Here are the details of your stay.' },
  changed: { subject: (hotel, number) => `Your booking at ${hotel} has changed (${number})`, intro: 'Your booking has been changed. Here are the details of your stay as they are now.' },
  cancelled: {
    subject: (hotel, number) => `Your booking at ${hotel} is cancelled (${number})`,
    intro: 'Your booking has been cancelled.',
    fee: (amount) => `Cancellation fee: ${amount}`,
  },
  confirmationNumber: 'Confirmation number',
  checkin: 'Check-in',
  checkout: 'Check-out',
  from: (time) => `from ${time}`,
  until: (time) => `until ${time}`,
  rooms: 'Rooms',
  total: 'Total',
  payAtHotel: 'You pay at the hotel on arrival.',
  address: 'Address',
  map: 'Map',
  phone: 'Phone',
  email: 'E-mail',
  manage: 'View, change or cancel your booking',
  calendar: 'The stay is attached as a calendar file (stay.ics).',
  eventTitle: (hotel) => `Stay at ${hotel}`,
};

const ja: StayMailTexts = {
  hello: (name) => `${name} 様`,
  booked: { subject: (hotel, number) => `【${hotel}】ご予約が確定しました（${number}）`, intro: 'ご予約ありがとうございます。ご宿泊の内容は次のとおりです。' },
  changed: { subject: (hotel, number) => `【${hotel}】ご予約が変更されました（${number}）`, intro: 'ご予約が変更されました。変更後のご宿泊の内容は次のとおりです。' },
  cancelled: {
    subject: (hotel, number) => `【${hotel}】ご予約がキャンセルされました（${number}）`,
    intro: 'ご予約はキャンセルされました。',
    fee: (amount) => `キャンセル料: ${amount}`,
  },
  confirmationNumber: '予約番号',
  checkin: 'チェックイン',
  checkout: 'チェックアウト',
  from: (time) => `${time}から`,
  until: (time) => `${time}まで`,
  rooms: '客室',
  total: '合計',
  payAtHotel: 'お支払いはご到着時にホテルでお願いいたします。',
  address: '住所',
  map: '地図',
  phone: '電話',
  email: 'メール',
  manage: 'ご予約の確認・変更・キャンセル',
  calendar: 'ご宿泊をカレンダーファイル（stay.ics）として添付しています。',
  eventTitle: (hotel) => `${hotel} ご宿泊`,
};

const STAY_MAIL_TEXTS: Partial<Record<ContentLocale, StayMailTexts>> = { en, ja };

export function stayMailTextsFor(locale: string | null | undefined): StayMailTexts {
  return STAY_MAIL_TEXTS[contentLocaleOf(locale) ?? 'en'] ?? en;
}
