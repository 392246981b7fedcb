import type { IssueLotteryAccessTokenRequest, LotteryAccessTokenIssued } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transactions';
import type { HotelWithBrand } from '../repositories/hotels';
import { randomToken, sha256Hex } from '../security/secrets';
import { phaseOf } from './lottery-entries';
import { lotteryFailures } from './lottery-failures';
import { findLotteryEvent, insertAccessToken, lockLotteryEvent } from './lottery-repository';

const HOUR_MS = 3_600_000;

/**
 * Staff: issues a lottery link access token for an event (3757 when unknown; 3752 once the event
 * no longer accepts entries, since a link could not be used any more). The token is returned once;
 * only its sha256 is stored, with its expiry (default: when entries close).
 */
export async function issueLotteryAccessToken(
  call: { database: Database; clock: Clock; hotel: HotelWithBrand; baseUrl: string },
  uuid: string,
  request: IssueLotteryAccessTokenRequest,
): Promise<LotteryAccessTokenIssued> {
  const now = new Date(call.clock.now().epochMilliseconds);
  const detail = await findLotteryEvent(call.database.db, call.hotel.id, uuid);
  if (!detail) throw lotteryFailures.notAvailable();
  return inTransaction(call.database.db, async (tx) => {
    const event = await lockLotteryEvent(tx, detail.event.id);
    if (!event) throw lotteryFailures.notAvailable();
    const phase = phaseOf(event, now);
    if (phase === 'drawn' || phase === 'closed') throw lotteryFailures.closed();
    const expiresAt =
      request.valid_hours === undefined ? event.acceptUntil : new Date(now.getTime() + request.valid_hours * HOUR_MS);
    const token = randomToken();
    await insertAccessToken(tx, { eventId: event.id, tokenHash: sha256Hex(token), expiresAt });
    const query = new URLSearchParams({
      code: call.hotel.code,
      lottery_event: event.uuid,
      lottery_access_token: token,
    });
    return {
      lottery_access_token: token,
      expires_at: expiresAt.toISOString(),
      lottery_url: `${call.baseUrl.replace(/\/$/, '')}/room-lottery/guest-detail?${query.toString()}`,
    };
  });
}
