import { ErrorCode } from '../../contract/error-codes';

/** The rules the booking API also enforces (SPEC.md section 5), checked first so the member sees them at once. */
export interface SpendRules {
  step: number;
  minimum: number;
  balance: number;
}

/** A whole number of points typed by the member, or null when the text is not one. */
export function parsePoints(text: string): number | null {
  const trimmed = text.trim().replace(/[,_\s]/g, '');
  if (trimmed === '') return 0;
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * Why these points cannot be spent on a booking (a catalogue code), or null. `price` is what is
 * left after every other discount and the voucher; a zero total cannot be paid by card.
 */
export function pointSpendProblem(
  points: number | null,
  rules: SpendRules,
  price: number,
  paysByCard: boolean,
): string | null {
  if (points === null) return ErrorCode.pointStepInvalid;
  if (points === 0) return null;
  if (points % rules.step !== 0) return ErrorCode.pointStepInvalid;
  if (points < rules.minimum) return ErrorCode.pointBelowMinimum;
  if (points > rules.balance) return ErrorCode.notEnoughPoints;
  if (points > price) return ErrorCode.pointAbovePrice;
  if (points === price && paysByCard) return ErrorCode.zeroTotalWithCard;
  return null;
}

/** The most points that can go on this price: within the balance, in whole steps, never leaving zero to pay by card. */
export function maximumSpend(rules: SpendRules, price: number, paysByCard: boolean): number {
  const cap = Math.min(rules.balance, paysByCard ? price - 1 : price);
  const max = Math.floor(Math.max(0, cap) / rules.step) * rules.step;
  return max >= rules.minimum ? max : 0;
}

/** Why this exchange amount is refused (a catalogue code), or null. */
export function exchangeProblem(points: number | null, step: number, balance: number): string | null {
  if (points === null || points <= 0 || points % step !== 0) return ErrorCode.pointExchangeInvalid;
  if (points > balance) return ErrorCode.notEnoughPoints;
  return null;
}
