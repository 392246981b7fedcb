import { and, eq, sql } from 'drizzle-orm';
import type { LocalizedText } from '../../contract/localized-text';
import { hotelPaymentSettings, hotels, planPaymentSettings, plans } from '../db/schema';
import type { AppTx } from '../db/transactions';

/**
 * Demo data of the payment methods: each facility's deposit share, bank account and
 * receipt hour; an advance-payment plan at demo-kyoto (whole amount by card, a deposit by card, or
 * bank transfer) and a Korean-card plan at demo-seoul, both at their room-only rates.
 */
type BankAccount = Pick<
  typeof hotelPaymentSettings.$inferInsert,
  'bankName' | 'bankBranch' | 'bankAccountType' | 'bankAccountNumber' | 'bankAccountHolder'
>;

/** Each demo facility's bank account for transfers (the others use Seoul's). */
const BANK_ACCOUNTS: Record<string, BankAccount> = {
  'demo-kyoto': {
    bankName: 'Demo Bank of Kyoto',
    bankBranch: 'Shijo Karasuma Branch',
    bankAccountType: 'Ordinary',
    bankAccountNumber: '1234567',
    bankAccountHolder: 'DEMO HOTEL KYOTO',
  },
  'demo-seoul': {
    bankName: 'Demo Bank of Seoul',
    bankBranch: 'Jongno Branch',
    bankAccountType: 'Savings',
    bankAccountNumber: '110-234-567890',
    bankAccountHolder: 'DEMO HOTEL SEOUL',
  },
  'demo-bali': {
    bankName: 'Demo Bank of Bali',
    bankBranch: 'Ubud Branch',
    bankAccountType: 'Savings',
    bankAccountNumber: '0123-01-000456-30-8',
    bankAccountHolder: 'DEMO RESORT BALI',
  },
};

export async function seedPaymentMethods(tx: AppTx): Promise<void> {
  const all = await tx.select().from(hotels);
  for (const hotel of all) {
    const kyoto = hotel.code === 'demo-kyoto';
    const bank = BANK_ACCOUNTS[hotel.code] ?? BANK_ACCOUNTS['demo-seoul']!;
    await tx
      .insert(hotelPaymentSettings)
      .values({
        hotelId: hotel.id,
        depositPercentage: 30,
        bankTransferDueDays: 3,
        ...bank,
        receiptAvailableHour: 11,
      })
      .onConflictDoNothing();
    if (kyoto) {
      const planId = await copyRoomOnlyPlan(tx, hotel.id, 'KY-DLX-DOUBLE', {
        code: 'KY-DLX-DOUBLE-PREPAID',
        hotelPlanCode: 'PREPAID',
        name: {
          en: 'Advance payment - Deluxe Double, Garden View',
          ja: '事前決済 - デラックスダブル（庭園ビュー）',
          ko: '사전 결제 - 디럭스 더블 (정원 전망)',
          zh_Hans: '预付 - 豪华大床房（花园景观）',
          zh_Hant: '預付 - 豪華雙人房（庭園景觀）',
        },
        description: {
          en: 'Room only, paid in advance: the whole amount or a 40% deposit by card, or by bank transfer.',
          ja: '素泊まり・事前決済：カードで全額または40%のデポジット、あるいは銀行振込でお支払いください。',
          ko: '객실 전용, 사전 결제: 카드로 전액 또는 40% 보증금, 혹은 계좌 이체로 결제하십시오.',
          zh_Hans: '仅住宿，预先付款：可刷卡支付全额或40%订金，或银行转账。',
          zh_Hant: '純住宿，預先付款：可以信用卡支付全額或40%訂金，或銀行轉帳。',
        },
        paymentMethods: ['credit_card_full', 'credit_card_deposit', 'bank_transfer'],
      });
      // This plan's own deposit share (the facility's is 30 %).
      if (planId) await tx.insert(planPaymentSettings).values({ planId, depositPercentage: 40 });
    }
    if (hotel.code === 'demo-seoul') {
      await copyRoomOnlyPlan(tx, hotel.id, 'SE-STD-DOUBLE', {
        code: 'SE-STD-DOUBLE-KRW',
        hotelPlanCode: 'KRW_CARD',
        name: {
          ko: '국내 카드 결제 - 스탠다드 더블',
          en: 'Korean card - Standard Double',
          ja: '韓国カード決済 - スタンダードダブル',
        },
        description: {
          ko: '객실 전용, 한국 국내 카드 또는 해외 카드로 원화 즉시 결제.',
          en: 'Room only, paid now in won by a Korean domestic or international card.',
          ja: '素泊まり、韓国の国内カードまたは海外カードでウォン建てにて今すぐお支払い。',
        },
        paymentMethods: ['credit_card_krw_domestic', 'credit_card_krw_international'],
      });
    }
  }
}

async function copyRoomOnlyPlan(
  tx: AppTx,
  hotelId: number,
  roomTypeCode: string,
  plan: {
    code: string;
    hotelPlanCode: string;
    name: LocalizedText;
    description: LocalizedText;
    paymentMethods: string[];
  },
): Promise<number | null> {
  const [roomOnly] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.hotelId, hotelId), eq(plans.code, `${roomTypeCode}-RO`)));
  if (!roomOnly) return null;
  const [row] = await tx
    .insert(plans)
    .values({
      hotelId,
      roomTypeId: roomOnly.roomTypeId,
      code: plan.code,
      hotelPlanCode: plan.hotelPlanCode,
      name: plan.name,
      description: plan.description,
      mealIncluded: false,
      refundable: true,
      cancellationPolicyId: roomOnly.cancellationPolicyId,
      paymentMethods: plan.paymentMethods,
      sortOrder: 20,
      minNights: 1,
    })
    .returning();
  await tx.execute(sql`
    insert into rates (plan_id, stay_date, base_price, adult_supplement, child_supplement)
    select ${row!.id}, stay_date, base_price, adult_supplement, child_supplement from rates where plan_id = ${roomOnly.id}`);
  return row!.id;
}
