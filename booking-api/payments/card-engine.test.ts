import { describe, expect, it } from 'vitest';
import { settableClock } from '../clock';
import type { Database } from '../db/database';
import { BookingFailure } from '../domain/booking-failure';
import { CardProviderRegistry, DuplicateCardProvider, catalogueCode, type CardProviderServerHalf } from './card-engine';
import { cardProvidersOf } from './card-providers';
import type { PaymentProvider } from './provider';

const deps = { database: {} as Database, clock: settableClock('2026-03-02T03:00:00Z') };
const half = (name: string): CardProviderServerHalf => ({
  name,
  create: () => ({ kind: name }) as unknown as PaymentProvider,
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof BookingFailure ? [error.status, error.code] : error;
  }
  return 'not refused';
};

describe('card provider registry', () => {
  it('finds a registered provider by name and refuses an unknown one with 3203', () => {
    const registry = new CardProviderRegistry().register(half('acme'));
    expect(registry.provider(deps, 'acme')).toMatchObject({ kind: 'acme' });
    expect(registry.nameFor('acme')).toBe('acme');
    expect(registry.nameFor('paygent')).toBeNull();
    expect(refusal(() => registry.provider(deps, 'paygent'))).toEqual([422, '3203']);
    expect(refusal(() => registry.provider(deps, 'none'))).toEqual([422, '3203']);
  });

  it('refuses a second registration of a name, and a stand-in for a registered name or twice', () => {
    const registry = new CardProviderRegistry().register(half('acme'));
    expect(() => registry.register(half('acme'))).toThrow(DuplicateCardProvider);
    registry.standIn('gmo', 'acme');
    expect(() => registry.standIn('gmo', 'acme')).toThrow(DuplicateCardProvider);
    expect(() => registry.standIn('acme', 'acme')).toThrow(DuplicateCardProvider);
    expect(() => registry.register(half('gmo'))).toThrow(DuplicateCardProvider);
    expect(() => registry.standIn('paygent', 'nobody')).toThrow(/no card provider "nobody"/);
  });

  it('lets a stand-in take a gateway kind: the provider answering is the registered one', () => {
    const registry = new CardProviderRegistry().register(half('acme')).standIn('gmo', 'acme');
    expect(registry.nameFor('gmo')).toBe('acme');
    expect(registry.provider(deps, 'gmo')).toMatchObject({ kind: 'acme' });
  });

  it('has the sandbox stand in for the GMO-type gateways in the demo start only', () => {
    const demo = cardProvidersOf({ demo: true });
    const production = cardProvidersOf({ demo: false });
    for (const kind of ['gmo', 'gmo-paypal', 'adyen_gmo', 'adyen_gmo_paypal']) {
      expect(demo.nameFor(kind)).toBe('sandbox');
      expect(production.nameFor(kind)).toBeNull();
      expect(refusal(() => production.provider(deps, kind))).toEqual([422, '3203']);
    }
    expect(demo.nameFor('paygent')).toBeNull();
  });

  it('registers the sandbox, which takes fake test cards, in production only when asked for', () => {
    expect(cardProvidersOf({ demo: true }).nameFor('sandbox')).toBe('sandbox');
    const production = cardProvidersOf({ demo: false });
    expect(production.nameFor('sandbox')).toBeNull();
    expect(refusal(() => production.provider(deps, 'sandbox'))).toEqual([422, '3203']);
    const showcase = cardProvidersOf({ demo: false, sandboxPayments: true });
    expect(showcase.nameFor('sandbox')).toBe('sandbox');
    expect(showcase.provider(deps, 'sandbox')).toMatchObject({ kind: 'sandbox' });
    // Still production: no stand-in for the GMO-type gateways.
    expect(showcase.nameFor('gmo')).toBeNull();
  });
});

describe('provider reply codes', () => {
  it('keeps the payment catalogue (3001-3252) and turns anything else into a failed payment (3002)', () => {
    expect(['3001', '3006', '3201', '3252'].map(catalogueCode)).toEqual(['3001', '3006', '3201', '3252']);
    expect(['3000', '3253', 'E01', '1001', ''].map(catalogueCode)).toEqual(['3002', '3002', '3002', '3002', '3002']);
  });
});
