import { contentLocaleOf, type ContentLocale } from '../../contract/localized-text';

/**
 * The words of a guest's stay e-mails (booking, change, cancellation), in each of the eight
 * languages a guest may book in. Names, dates, amounts and links are filled in by ./stay-mails.ts.
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
  /** The stay's length ("2 nights"), and each room's guests ("2 adults, 1 child"; the adults alone without children). */
  stayLength: string;
  nights(count: number): string;
  guests(adults: number, children: number): string;
  /** A hotel plus flight package's flights: labels, and the seats held on each. */
  outboundFlight: string;
  returnFlight: string;
  seats(count: number): string;
  total: string;
  /** A booked room's cancellation terms in plain words (booking-api/domain/cancellation-terms.ts). */
  terms: {
    label: string;
    freeUntil(dateAndTime: string): string;
    /** Follows the free period's words, with the language's own separator before it. */
    feeAfter(percentage: string): string;
    feeFromBooking(percentage: string): string;
    nonRefundable: string;
    notOnline: string;
  };
  payAtHotel: string;
  address: string;
  map: string;
  phone: string;
  email: string;
  manage: string;
  /** The same link once cancelled: nothing is left to change or cancel. */
  viewBooking: string;
  calendar: string;
  /** The calendar event's title. */
  eventTitle(hotel: string): string;
}

const en: StayMailTexts = {
  hello: (name) => `Dear ${name},`,
  booked: {
    subject: (hotel, number) => `Your booking at ${hotel} is confirmed (${number})`,
    intro: 'Thank you for your booking. Here are the details of your stay.',
  },
  changed: {
    subject: (hotel, number) => `Your booking at ${hotel} has changed (${number})`,
    intro: 'Your booking has been changed. Here are the details of your stay as they are now.',
  },
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
  stayLength: 'Length of stay',
  nights: (count) => (count === 1 ? '1 night' : `${count} nights`),
  guests: (adults, children) =>
    `${adults} adult${adults === 1 ? '' : 's'}${children ? `, ${children} ${children === 1 ? 'child' : 'children'}` : ''}`,
  outboundFlight: 'Outbound flight',
  returnFlight: 'Return flight',
  seats: (count) => (count === 1 ? '1 seat' : `${count} seats`),
  total: 'Total',
  terms: {
    label: 'Cancellation',
    freeUntil: (dateAndTime) => `Free cancellation until ${dateAndTime}`,
    feeAfter: (percentage) => `; after that, ${percentage} of the price`,
    feeFromBooking: (percentage) => `Cancellation fee of ${percentage} of the price from booking`,
    nonRefundable: 'Non-refundable',
    notOnline: 'Cannot be cancelled online',
  },
  payAtHotel: 'You pay at the hotel on arrival.',
  address: 'Address',
  map: 'Map',
  phone: 'Phone',
  email: 'E-mail',
  manage: 'View, change or cancel your booking',
  viewBooking: 'View your booking',
  calendar: 'The stay is attached as a calendar file (stay.ics).',
  eventTitle: (hotel) => `Stay at ${hotel}`,
};

const ja: StayMailTexts = {
  hello: (name) => `${name} 様`,
  booked: {
    subject: (hotel, number) => `【${hotel}】ご予約が確定しました（${number}）`,
    intro: 'ご予約ありがとうございます。ご宿泊の内容は次のとおりです。',
  },
  changed: {
    subject: (hotel, number) => `【${hotel}】ご予約が変更されました（${number}）`,
    intro: 'ご予約が変更されました。変更後のご宿泊の内容は次のとおりです。',
  },
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
  stayLength: '宿泊数',
  nights: (count) => `${count}泊`,
  guests: (adults, children) => `大人${adults}名${children ? `、子供${children}名` : ''}`,
  outboundFlight: '往路の航空便',
  returnFlight: '復路の航空便',
  seats: (count) => `${count}席`,
  total: '合計',
  terms: {
    label: 'キャンセル条件',
    freeUntil: (dateAndTime) => `${dateAndTime}まで無料でキャンセルできます`,
    feeAfter: (percentage) => `。それ以降は料金の${percentage}`,
    feeFromBooking: (percentage) => `ご予約時から料金の${percentage}のキャンセル料がかかります`,
    nonRefundable: '返金不可',
    notOnline: 'オンラインではキャンセルできません',
  },
  payAtHotel: 'お支払いはご到着時にホテルでお願いいたします。',
  address: '住所',
  map: '地図',
  phone: '電話',
  email: 'メール',
  manage: 'ご予約の確認・変更・キャンセル',
  viewBooking: 'ご予約を確認する',
  calendar: 'ご宿泊をカレンダーファイル（stay.ics）として添付しています。',
  eventTitle: (hotel) => `${hotel} ご宿泊`,
};

const ko: StayMailTexts = {
  hello: (name) => `${name} 님, 안녕하세요.`,
  booked: {
    subject: (hotel, number) => `[${hotel}] 예약이 확정되었습니다 (${number})`,
    intro: '예약해 주셔서 감사합니다. 숙박 내용은 다음과 같습니다.',
  },
  changed: {
    subject: (hotel, number) => `[${hotel}] 예약이 변경되었습니다 (${number})`,
    intro: '예약이 변경되었습니다. 변경된 숙박 내용은 다음과 같습니다.',
  },
  cancelled: {
    subject: (hotel, number) => `[${hotel}] 예약이 취소되었습니다 (${number})`,
    intro: '예약이 취소되었습니다.',
    fee: (amount) => `취소 수수료: ${amount}`,
  },
  confirmationNumber: '예약 번호',
  checkin: '체크인',
  checkout: '체크아웃',
  from: (time) => `${time}부터`,
  until: (time) => `${time}까지`,
  rooms: '객실',
  stayLength: '숙박 기간',
  nights: (count) => `${count}박`,
  guests: (adults, children) => `성인 ${adults}명${children ? `, 아동 ${children}명` : ''}`,
  outboundFlight: '가는 항공편',
  returnFlight: '오는 항공편',
  seats: (count) => `${count}석`,
  total: '합계',
  terms: {
    label: '취소 조건',
    freeUntil: (dateAndTime) => `${dateAndTime}까지 무료 취소`,
    feeAfter: (percentage) => `. 이후에는 요금의 ${percentage}`,
    feeFromBooking: (percentage) => `예약 시점부터 요금의 ${percentage} 취소 수수료`,
    nonRefundable: '환불 불가',
    notOnline: '온라인으로 취소할 수 없습니다',
  },
  payAtHotel: '요금은 도착 시 호텔에서 결제해 주세요.',
  address: '주소',
  map: '지도',
  phone: '전화',
  email: '이메일',
  manage: '예약 확인·변경·취소',
  viewBooking: '예약 확인하기',
  calendar: '숙박 일정을 캘린더 파일(stay.ics)로 첨부했습니다.',
  eventTitle: (hotel) => `${hotel} 숙박`,
};

const zhHans: StayMailTexts = {
  hello: (name) => `尊敬的${name}：`,
  booked: {
    subject: (hotel, number) => `【${hotel}】您的预订已确认（${number}）`,
    intro: '感谢您的预订。您的住宿详情如下。',
  },
  changed: {
    subject: (hotel, number) => `【${hotel}】您的预订已更改（${number}）`,
    intro: '您的预订已更改。更改后的住宿详情如下。',
  },
  cancelled: {
    subject: (hotel, number) => `【${hotel}】您的预订已取消（${number}）`,
    intro: '您的预订已取消。',
    fee: (amount) => `取消费：${amount}`,
  },
  confirmationNumber: '预订编号',
  checkin: '入住',
  checkout: '退房',
  from: (time) => `${time}起`,
  until: (time) => `${time}前`,
  rooms: '客房',
  stayLength: '住宿晚数',
  nights: (count) => `${count}晚`,
  guests: (adults, children) => `成人${adults}位${children ? `，儿童${children}位` : ''}`,
  outboundFlight: '去程航班',
  returnFlight: '返程航班',
  seats: (count) => `${count}个座位`,
  total: '合计',
  terms: {
    label: '取消条款',
    freeUntil: (dateAndTime) => `${dateAndTime}前可免费取消`,
    feeAfter: (percentage) => `；此后收取房费的${percentage}`,
    feeFromBooking: (percentage) => `自预订起收取房费${percentage}的取消费`,
    nonRefundable: '不可退款',
    notOnline: '无法在线取消',
  },
  payAtHotel: '请于抵达时在酒店付款。',
  address: '地址',
  map: '地图',
  phone: '电话',
  email: '电子邮件',
  manage: '查看、更改或取消预订',
  viewBooking: '查看您的预订',
  calendar: '住宿日程已作为日历文件（stay.ics）附上。',
  eventTitle: (hotel) => `入住${hotel}`,
};

const zhHant: StayMailTexts = {
  hello: (name) => `親愛的${name}：`,
  booked: {
    subject: (hotel, number) => `【${hotel}】您的預訂已確認（${number}）`,
    intro: '感謝您的預訂。您的住宿詳情如下。',
  },
  changed: {
    subject: (hotel, number) => `【${hotel}】您的預訂已變更（${number}）`,
    intro: '您的預訂已變更。變更後的住宿詳情如下。',
  },
  cancelled: {
    subject: (hotel, number) => `【${hotel}】您的預訂已取消（${number}）`,
    intro: '您的預訂已取消。',
    fee: (amount) => `取消費用：${amount}`,
  },
  confirmationNumber: '預訂編號',
  checkin: '入住',
  checkout: '退房',
  from: (time) => `${time}起`,
  until: (time) => `${time}前`,
  rooms: '客房',
  stayLength: '住宿晚數',
  nights: (count) => `${count}晚`,
  guests: (adults, children) => `成人${adults}位${children ? `，兒童${children}位` : ''}`,
  outboundFlight: '去程航班',
  returnFlight: '回程航班',
  seats: (count) => `${count}個座位`,
  total: '合計',
  terms: {
    label: '取消條款',
    freeUntil: (dateAndTime) => `${dateAndTime}前可免費取消`,
    feeAfter: (percentage) => `；之後收取房價的${percentage}`,
    feeFromBooking: (percentage) => `自預訂起收取房價${percentage}的取消費`,
    nonRefundable: '不可退款',
    notOnline: '無法線上取消',
  },
  payAtHotel: '請於抵達時在飯店付款。',
  address: '地址',
  map: '地圖',
  phone: '電話',
  email: '電子郵件',
  manage: '查看、變更或取消預訂',
  viewBooking: '查看您的預訂',
  calendar: '住宿行程已作為行事曆檔案（stay.ics）附上。',
  eventTitle: (hotel) => `入住${hotel}`,
};

const id: StayMailTexts = {
  hello: (name) => `Yth. ${name},`,
  booked: {
    subject: (hotel, number) => `Pemesanan Anda di ${hotel} telah dikonfirmasi (${number})`,
    intro: 'Terima kasih atas pemesanan Anda. Berikut rincian menginap Anda.',
  },
  changed: {
    subject: (hotel, number) => `Pemesanan Anda di ${hotel} telah diubah (${number})`,
    intro: 'Pemesanan Anda telah diubah. Berikut rincian menginap Anda saat ini.',
  },
  cancelled: {
    subject: (hotel, number) => `Pemesanan Anda di ${hotel} telah dibatalkan (${number})`,
    intro: 'Pemesanan Anda telah dibatalkan.',
    fee: (amount) => `Biaya pembatalan: ${amount}`,
  },
  confirmationNumber: 'Nomor konfirmasi',
  checkin: 'Check-in',
  checkout: 'Check-out',
  from: (time) => `mulai ${time}`,
  until: (time) => `paling lambat ${time}`,
  rooms: 'Kamar',
  stayLength: 'Lama menginap',
  nights: (count) => `${count} malam`,
  guests: (adults, children) => `${adults} dewasa${children ? `, ${children} anak` : ''}`,
  outboundFlight: 'Penerbangan pergi',
  returnFlight: 'Penerbangan pulang',
  seats: (count) => `${count} kursi`,
  total: 'Total',
  terms: {
    label: 'Ketentuan pembatalan',
    freeUntil: (dateAndTime) => `Pembatalan gratis hingga ${dateAndTime}`,
    feeAfter: (percentage) => `; setelah itu, ${percentage} dari harga`,
    feeFromBooking: (percentage) => `Biaya pembatalan ${percentage} dari harga sejak pemesanan`,
    nonRefundable: 'Tidak dapat dikembalikan',
    notOnline: 'Tidak dapat dibatalkan secara online',
  },
  payAtHotel: 'Pembayaran dilakukan di hotel saat Anda tiba.',
  address: 'Alamat',
  map: 'Peta',
  phone: 'Telepon',
  email: 'E-mail',
  manage: 'Lihat, ubah, atau batalkan pemesanan Anda',
  viewBooking: 'Lihat pemesanan Anda',
  calendar: 'Jadwal menginap terlampir sebagai file kalender (stay.ics).',
  eventTitle: (hotel) => `Menginap di ${hotel}`,
};

const th: StayMailTexts = {
  hello: (name) => `เรียน คุณ${name}`,
  booked: {
    subject: (hotel, number) => `ยืนยันการจองที่ ${hotel} แล้ว (${number})`,
    intro: 'ขอบคุณสำหรับการจอง รายละเอียดการเข้าพักของคุณมีดังนี้',
  },
  changed: {
    subject: (hotel, number) => `การจองที่ ${hotel} มีการเปลี่ยนแปลง (${number})`,
    intro: 'การจองของคุณมีการเปลี่ยนแปลง รายละเอียดการเข้าพักล่าสุดมีดังนี้',
  },
  cancelled: {
    subject: (hotel, number) => `ยกเลิกการจองที่ ${hotel} แล้ว (${number})`,
    intro: 'การจองของคุณถูกยกเลิกแล้ว',
    fee: (amount) => `ค่าธรรมเนียมการยกเลิก: ${amount}`,
  },
  confirmationNumber: 'หมายเลขการจอง',
  checkin: 'เช็กอิน',
  checkout: 'เช็กเอาต์',
  from: (time) => `ตั้งแต่ ${time} น.`,
  until: (time) => `ภายใน ${time} น.`,
  rooms: 'ห้องพัก',
  stayLength: 'จำนวนคืน',
  nights: (count) => `${count} คืน`,
  guests: (adults, children) => `ผู้ใหญ่ ${adults} คน${children ? ` เด็ก ${children} คน` : ''}`,
  outboundFlight: 'เที่ยวบินขาไป',
  returnFlight: 'เที่ยวบินขากลับ',
  seats: (count) => `${count} ที่นั่ง`,
  total: 'ยอดรวม',
  terms: {
    label: 'เงื่อนไขการยกเลิก',
    freeUntil: (dateAndTime) => `ยกเลิกฟรีถึง ${dateAndTime}`,
    feeAfter: (percentage) => ` หลังจากนั้น ${percentage} ของราคา`,
    feeFromBooking: (percentage) => `ค่ายกเลิก ${percentage} ของราคาตั้งแต่จอง`,
    nonRefundable: 'ไม่สามารถคืนเงินได้',
    notOnline: 'ไม่สามารถยกเลิกทางออนไลน์ได้',
  },
  payAtHotel: 'ชำระเงินที่โรงแรมเมื่อเดินทางมาถึง',
  address: 'ที่อยู่',
  map: 'แผนที่',
  phone: 'โทรศัพท์',
  email: 'อีเมล',
  manage: 'ดู เปลี่ยนแปลง หรือยกเลิกการจอง',
  viewBooking: 'ดูการจองของคุณ',
  calendar: 'แนบกำหนดการเข้าพักเป็นไฟล์ปฏิทิน (stay.ics) แล้ว',
  eventTitle: (hotel) => `เข้าพักที่ ${hotel}`,
};

/** Arabic counts its nights by its plural rules: one, two (the dual), a few (3-10), many. */
function arabicNights(count: number): string {
  switch (new Intl.PluralRules('ar').select(count)) {
    case 'one':
      return 'ليلة واحدة';
    case 'two':
      return 'ليلتان';
    case 'few':
      return `${count} ليالٍ`;
    default:
      return `${count} ليلة`;
  }
}

const ar: StayMailTexts = {
  hello: (name) => `عزيزنا ${name}،`,
  booked: {
    subject: (hotel, number) => `تم تأكيد حجزك في ${hotel} (${number})`,
    intro: 'شكرًا لحجزك. إليك تفاصيل إقامتك.',
  },
  changed: {
    subject: (hotel, number) => `تم تعديل حجزك في ${hotel} (${number})`,
    intro: 'تم تعديل حجزك. إليك تفاصيل إقامتك كما هي الآن.',
  },
  cancelled: {
    subject: (hotel, number) => `تم إلغاء حجزك في ${hotel} (${number})`,
    intro: 'تم إلغاء حجزك.',
    fee: (amount) => `رسوم الإلغاء: ${amount}`,
  },
  confirmationNumber: 'رقم التأكيد',
  checkin: 'تسجيل الوصول',
  checkout: 'تسجيل المغادرة',
  from: (time) => `من الساعة ${time}`,
  until: (time) => `حتى الساعة ${time}`,
  rooms: 'الغرف',
  stayLength: 'مدة الإقامة',
  nights: arabicNights,
  guests: (adults, children) => `البالغون: ${adults}${children ? `، الأطفال: ${children}` : ''}`,
  outboundFlight: 'رحلة الذهاب',
  returnFlight: 'رحلة العودة',
  seats: (count) => (count === 1 ? 'مقعد واحد' : `${count} مقاعد`),
  total: 'الإجمالي',
  terms: {
    label: 'شروط الإلغاء',
    freeUntil: (dateAndTime) => `إلغاء مجاني حتى ${dateAndTime}`,
    feeAfter: (percentage) => `؛ بعد ذلك ${percentage} من السعر`,
    feeFromBooking: (percentage) => `رسوم إلغاء ${percentage} من السعر منذ الحجز`,
    nonRefundable: 'غير قابل للاسترداد',
    notOnline: 'لا يمكن الإلغاء عبر الإنترنت',
  },
  payAtHotel: 'تدفع في الفندق عند الوصول.',
  address: 'العنوان',
  map: 'الخريطة',
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  manage: 'عرض حجزك أو تعديله أو إلغاؤه',
  viewBooking: 'عرض حجزك',
  calendar: 'أرفقنا الإقامة كملف تقويم (stay.ics).',
  eventTitle: (hotel) => `الإقامة في ${hotel}`,
};

/** Every language a guest may book in has its own words (a test keeps the tables complete). */
export const STAY_MAIL_TEXTS: Record<ContentLocale, StayMailTexts> = {
  en,
  ja,
  ko,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  id,
  th,
  ar,
};

export function stayMailTextsFor(locale: string | null | undefined): StayMailTexts {
  return STAY_MAIL_TEXTS[contentLocaleOf(locale) ?? 'en'];
}
