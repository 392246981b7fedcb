import { eq } from 'drizzle-orm';
import { localToday, type Clock } from '../clock';
import { additionalQuestions, extraDatePrices, extras, hotels } from '../db/schema';
import type { AppTx } from '../db/transactions';
import { consumptionTaxPercent, taxIncludedIn } from '../domain/consumption-tax';

/** Nights of dated-extra prices from today, like the rooms' year of prices. */
const DATED_NIGHTS = 366;

const withoutTax = (price: number, day: string) => price - taxIncludedIn(price, consumptionTaxPercent(day));

/**
 * Demo extras and additional questions for demo-kyoto: a generic extra with limited
 * stock, a dated dinner priced by date, an unlimited late check-out, and one question of every
 * answer type, including a plan-targeted one, a members-only one and a dated notice. None is
 * required, so bookings made without the questions step (other flows, older clients) still pass;
 * a hotel marks questions required in its own data.
 */
export async function seedExtrasAndQuestions(tx: AppTx, clock: Clock): Promise<void> {
  const [hotel] = await tx.select().from(hotels).where(eq(hotels.code, 'demo-kyoto'));
  if (!hotel) return;
  const today = localToday(clock, hotel.timeZone);
  const [, dinner] = await tx
    .insert(extras)
    .values([
      {
        hotelId: hotel.id,
        code: 'KY-CHAMPAGNE',
        extraType: 'generic',
        position: 1,
        name: {
          en: 'Welcome champagne',
          ja: 'ウェルカムシャンパン',
          ko: '웰컴 샴페인',
          zh_Hans: '欢迎香槟',
          zh_Hant: '迎賓香檳',
        },
        description: {
          en: 'A chilled bottle waiting in your room.',
          ja: 'お部屋に冷えたシャンパンを1本ご用意します。',
          ko: '객실에 차갑게 준비된 샴페인 1병.',
          zh_Hans: '客房内备有一瓶冰镇香槟。',
          zh_Hant: '客房內備有一瓶冰鎮香檳。',
        },
        price: 5500,
        priceWithoutTax: withoutTax(5500, today.toString()),
        minQuantity: 1,
        maxQuantity: 3,
        purchaseLimit: 3,
        inventory: 40,
        deadlineDaysBefore: 1,
        deadlineHour: 18,
        saleEndDate: null,
        active: true,
      },
      {
        hotelId: hotel.id,
        code: 'KY-KAISEKI',
        extraType: 'dated',
        position: 2,
        name: {
          en: 'Kaiseki dinner',
          ja: '懐石料理のご夕食',
          ko: '가이세키 저녁 식사',
          zh_Hans: '怀石料理晚餐',
          zh_Hant: '懷石料理晚餐',
        },
        description: {
          en: 'A seasonal multi-course dinner, per person, on the evening you choose.',
          ja: 'お選びいただいた日の夜に季節の懐石料理（お一人様）。',
          ko: '원하시는 날 저녁에 제공되는 제철 코스 요리 (1인).',
          zh_Hans: '在您选择的晚上享用时令多道式晚餐（每位）。',
          zh_Hant: '在您選擇的晚上享用當季多道式晚餐（每位）。',
        },
        price: 12000,
        priceWithoutTax: withoutTax(12000, today.toString()),
        minQuantity: 1,
        maxQuantity: 8,
        purchaseLimit: 20,
        inventory: 200,
        deadlineDaysBefore: 2,
        deadlineHour: 12,
        saleEndDate: null,
        active: true,
      },
      {
        hotelId: hotel.id,
        code: 'KY-LATE-CHECKOUT',
        extraType: 'generic',
        position: 3,
        name: {
          en: 'Late check-out (until 13:00)',
          ja: 'レイトチェックアウト（13:00まで）',
          ko: '레이트 체크아웃 (13:00까지)',
          zh_Hans: '延迟退房（至13:00）',
          zh_Hant: '延遲退房（至13:00）',
        },
        description: {
          en: 'Keep your room until 13:00 on the day you leave.',
          ja: 'ご出発日の13:00までお部屋をご利用いただけます。',
          ko: '퇴실하는 날 13:00까지 객실을 이용하실 수 있습니다.',
          zh_Hans: '退房当天可使用客房至13:00。',
          zh_Hant: '退房當天可使用客房至13:00。',
        },
        price: 3300,
        priceWithoutTax: withoutTax(3300, today.toString()),
        minQuantity: 1,
        maxQuantity: 1,
        purchaseLimit: 1,
        inventory: null,
        deadlineDaysBefore: 0,
        deadlineHour: 0,
        saleEndDate: null,
        active: true,
      },
    ])
    .returning({ id: extras.id });
  const rows = [];
  for (let i = 0; i < DATED_NIGHTS; i += 1) {
    const day = today.add({ days: i });
    // Friday and Saturday dinners cost more.
    const price = day.dayOfWeek >= 5 && day.dayOfWeek <= 6 ? 15000 : 12000;
    rows.push({
      extraId: dinner!.id,
      deliveryDate: day.toString(),
      price,
      priceWithoutTax: withoutTax(price, day.toString()),
    });
  }
  await tx.insert(extraDatePrices).values(rows);

  const option = (value: string, en: string, ja: string, ko: string, zh_Hans: string, zh_Hant: string) => ({
    value,
    label: { en, ja, ko, zh_Hans, zh_Hant },
  });
  const base = {
    hotelId: hotel.id,
    description: {},
    options: [],
    required: false,
    labels: [],
    hotelPlanCodes: [],
    displayStartDate: null,
    displayEndDate: null,
    ownableType: 'reservation',
    active: true,
  };
  await tx.insert(additionalQuestions).values([
    {
      ...base,
      position: 1,
      questionType: 'notification',
      answerType: 'none',
      title: {
        en: 'The garden bath is closed for maintenance during this period.',
        ja: 'この期間は庭園風呂をメンテナンスのため休止いたします。',
        ko: '이 기간에는 정원 욕장이 보수 공사로 운영을 중단합니다.',
        zh_Hans: '此期间庭园浴池因维护暂停开放。',
        zh_Hant: '此期間庭園浴池因維護暫停開放。',
      },
      displayStartDate: today.add({ days: 60 }).toString(),
      displayEndDate: today.add({ days: 75 }).toString(),
    },
    {
      ...base,
      position: 2,
      questionType: 'checkin',
      answerType: 'single_option',
      title: {
        en: 'Estimated arrival time',
        ja: 'ご到着予定時刻',
        ko: '도착 예정 시간',
        zh_Hans: '预计抵达时间',
        zh_Hant: '預計抵達時間',
      },
      options: [
        option('15-17', '15:00-17:00', '15:00〜17:00', '15:00~17:00', '15:00-17:00', '15:00-17:00'),
        option('17-19', '17:00-19:00', '17:00〜19:00', '17:00~19:00', '17:00-19:00', '17:00-19:00'),
        option('19-21', '19:00-21:00', '19:00〜21:00', '19:00~21:00', '19:00-21:00', '19:00-21:00'),
        option('after-21', 'After 21:00', '21:00以降', '21:00 이후', '21:00以后', '21:00以後'),
      ],
    },
    {
      ...base,
      position: 3,
      questionType: 'free',
      answerType: 'multiple_options',
      title: {
        en: 'Is this stay for a special occasion?',
        ja: '記念日などのご利用ですか？',
        ko: '기념일 등 특별한 날의 숙박이신가요?',
        zh_Hans: '这次住宿是为了特别的纪念日吗？',
        zh_Hant: '這次住宿是為了特別的紀念日嗎？',
      },
      options: [
        option('birthday', 'Birthday', 'お誕生日', '생일', '生日', '生日'),
        option('anniversary', 'Anniversary', '結婚記念日', '결혼기념일', '结婚纪念日', '結婚紀念日'),
        option('honeymoon', 'Honeymoon', 'ハネムーン', '신혼여행', '蜜月旅行', '蜜月旅行'),
      ],
    },
    {
      ...base,
      position: 4,
      questionType: 'free',
      answerType: 'text',
      title: {
        en: 'Food allergies',
        ja: '食物アレルギー',
        ko: '음식 알레르기',
        zh_Hans: '食物过敏',
        zh_Hant: '食物過敏',
      },
      description: {
        en: 'Up to 255 characters.',
        ja: '255文字以内でご記入ください。',
        ko: '255자 이내로 입력해 주십시오.',
        zh_Hans: '最多255个字符。',
        zh_Hant: '最多255個字元。',
      },
    },
    {
      ...base,
      position: 5,
      questionType: 'people_per_room',
      answerType: 'textarea',
      title: {
        en: 'Names of the guests in each room',
        ja: '各部屋にご宿泊のお客様のお名前',
        ko: '객실별 투숙객 성함',
        zh_Hans: '各房间入住客人的姓名',
        zh_Hant: '各房間入住旅客的姓名',
      },
    },
    {
      ...base,
      position: 6,
      questionType: 'checkout',
      answerType: 'date',
      title: {
        en: 'Date of your departing flight',
        ja: 'ご出国便の日付',
        ko: '출국 항공편 날짜',
        zh_Hans: '您离境航班的日期',
        zh_Hant: '您離境航班的日期',
      },
    },
    {
      ...base,
      position: 7,
      questionType: 'free',
      answerType: 'file',
      title: {
        en: 'Photo of your passport (guests from abroad)',
        ja: 'パスポートの写真（海外からのお客様）',
        ko: '여권 사진 (해외 고객)',
        zh_Hans: '护照照片（海外客人）',
        zh_Hant: '護照照片（海外旅客）',
      },
      description: {
        en: 'The page with your photo and name; hotels in Japan record it for guests from abroad.',
        ja: '顔写真と氏名のページ。日本の宿泊施設は海外からのお客様の旅券を記録します。',
        ko: '사진과 이름이 있는 면. 일본의 숙박 시설은 해외 고객의 여권을 기록합니다.',
        zh_Hans: '有照片和姓名的一页；日本的住宿设施须为海外客人登记护照。',
        zh_Hant: '有照片和姓名的一頁；日本的住宿設施須為海外旅客登記護照。',
      },
    },
    {
      ...base,
      position: 8,
      questionType: 'free',
      answerType: 'single_option',
      hotelPlanCodes: ['BREAKFAST'],
      title: {
        en: 'Breakfast style',
        ja: 'ご朝食のスタイル',
        ko: '조식 스타일',
        zh_Hans: '早餐类型',
        zh_Hant: '早餐類型',
      },
      options: [
        option('japanese', 'Japanese', '和食', '일식', '日式', '日式'),
        option('western', 'Western', '洋食', '양식', '西式', '西式'),
      ],
    },
    {
      ...base,
      position: 9,
      questionType: 'free',
      answerType: 'text',
      labels: ['membership_rank_all'],
      title: {
        en: 'Member: pillow preference',
        ja: '会員様：枕のご希望',
        ko: '회원: 베개 선호',
        zh_Hans: '会员：枕头偏好',
        zh_Hant: '會員：枕頭偏好',
      },
    },
  ]);
}
