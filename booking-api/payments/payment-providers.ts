import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { paymentGatewaySettings, paymentTransactions } from '../db/schema';
import { BookingFailure } from '../domain/booking-failure';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';

export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

export interface PaymentDeps {
  database: Database;
  clock: Clock;
  /** The widget's public base URL, for the links of the booking e-mail sent when a card payment confirms. */
  publicUrl?: string | undefined;
}

/** The provider a hotel's payment_gateway_setting names; only the sandbox runs in this build. */
export async function providerForHotel(deps: PaymentDeps, hotelId: number): Promise<PaymentProvider> {
  const [setting] = await deps.database.db
    .select()
    .from(paymentGatewaySettings)
    .where(eq(paymentGatewaySettings.hotelId, hotelId));
  return providerOfKind(deps, setting?.provider ?? 'none');
}

export function providerOfKind(deps: PaymentDeps, kind: string): PaymentProvider {
  if (kind === 'sandbox') return createSandboxProvider(deps.database, deps.clock);
  throw new BookingFailure(
    422,
    ErrorCode.paymentProcessingError,
    'Payment provider unavailable',
    `The payment provider "${kind}" is not available here.`,
  );
}
