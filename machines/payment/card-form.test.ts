import { describe, expect, it } from 'vitest';
import { cardChanged, detectedBrand, emptyCardForm, validateCardForm, type CardForm } from './card-form';

const visa: CardForm = {
  number: '4111 1111 1111 1111',
  holderName: 'HANAKO YAMADA',
  expiryMonth: '12',
  expiryYear: '2030',
  securityCode: '123',
  brand: 'visa',
};
const context = { checkout: '2030-04-12', amount: 40_000, currency: 'JPY' };

describe('card form validation (SPEC.md section 5)', () => {
  it('accepts a valid card of every accepted brand', () => {
    expect(validateCardForm(visa, context)).toEqual({});
    expect(validateCardForm({ ...visa, number: '5555555555554444', brand: 'master' }, context)).toEqual({});
    expect(
      validateCardForm({ ...visa, number: '378282246310005', brand: 'amex', securityCode: '1234' }, context),
    ).toEqual({});
    expect(validateCardForm({ ...visa, number: '3530111333300000', brand: 'jcb' }, context)).toEqual({});
    expect(validateCardForm({ ...visa, number: '30569309025904', brand: 'diners' }, context)).toEqual({});
  });

  it('a changed number sets its brand and drops the brand error; another field keeps the brand', () => {
    const typed = cardChanged(
      { ...emptyCardForm, brand: 'amex' },
      { number: 'required', brand: 'card_brand_mismatch' },
      'number',
      '4111 1111 1111 1111',
    );
    expect(typed.card.brand).toBe('visa');
    expect(typed.errors).toEqual({});
    const named = cardChanged(typed.card, { holderName: 'required', brand: 'required' }, 'holderName', 'TARO YAMADA');
    expect(named.card).toMatchObject({ brand: 'visa', holderName: 'TARO YAMADA' });
    // Only the changed field's message goes.
    expect(named.errors).toEqual({ brand: 'required' });
    // A number of no known brand leaves the chosen brand as it was.
    expect(cardChanged(typed.card, {}, 'number', '12').card.brand).toBe('visa');
  });

  it('detects the brand from the number', () => {
    expect(detectedBrand('4111')).toBe('visa');
    expect(detectedBrand('5555 5555')).toBe('master');
    expect(detectedBrand('3782')).toBe('amex');
    expect(detectedBrand('')).toBeNull();
  });

  it.each<[Partial<CardForm>, keyof CardForm, string]>([
    [{ number: '4111111111111112' }, 'number', 'card_number_invalid'],
    [{ number: '4111 1111 1111' }, 'number', 'card_number_invalid'],
    [{ number: '6011111111111117', brand: 'visa' }, 'number', 'card_brand_unsupported'],
    [{ number: '5555555555554444' }, 'brand', 'card_brand_mismatch'],
    [{ brand: '' }, 'brand', 'required'],
    [{ expiryMonth: '13' }, 'expiryMonth', 'card_expiry_invalid'],
    [{ expiryMonth: '3', expiryYear: '2030' }, 'expiryMonth', 'card_expires_before_checkout'],
    [{ securityCode: '12' }, 'securityCode', 'security_code_invalid'],
    [{ securityCode: '1234' }, 'securityCode', 'security_code_invalid'],
    [{ securityCode: '12a' }, 'securityCode', 'security_code_invalid'],
    [{ holderName: '山田花子' }, 'holderName', 'holder_name_invalid'],
    [{ holderName: ' ' }, 'holderName', 'required'],
  ])('%o -> %s: %s', (change, field, code) => {
    expect(validateCardForm({ ...visa, ...change }, context)).toEqual({ [field]: code });
  });

  it('accepts a card expiring in the check-out month itself', () => {
    expect(validateCardForm({ ...visa, expiryMonth: '4', expiryYear: '2030' }, context)).toEqual({});
  });

  it('amex needs 4 digits of security code', () => {
    expect(
      validateCardForm({ ...visa, number: '378282246310005', brand: 'amex', securityCode: '123' }, context),
    ).toEqual({ securityCode: 'security_code_invalid' });
  });

  it('refuses Visa and Mastercard over 1,000,000 yen, not at it, not amex, not another currency', () => {
    expect(validateCardForm(visa, { ...context, amount: 1_000_001 })).toEqual({
      brand: 'card_amount_over_brand_limit',
    });
    expect(
      validateCardForm({ ...visa, number: '5555555555554444', brand: 'master' }, { ...context, amount: 2_000_000 }),
    ).toEqual({ brand: 'card_amount_over_brand_limit' });
    expect(validateCardForm(visa, { ...context, amount: 1_000_000 })).toEqual({});
    expect(
      validateCardForm(
        { ...visa, number: '378282246310005', brand: 'amex', securityCode: '1234' },
        { ...context, amount: 2_000_000 },
      ),
    ).toEqual({});
    expect(validateCardForm(visa, { ...context, amount: 2_000_000, currency: 'KRW' })).toEqual({});
  });
});
