import { Hono } from 'hono';
import type { z } from 'zod';
import type { cancellationPoliciesReplySchema } from '../../contract';
import { listCancellationPolicies } from '../repositories/cancellation-policies';
import { searchSettingsOf } from '../repositories/search-settings';
import { toBookingWidgetSettings, toHotelReply } from '../services/hotel-views';
import { isMcpEnabled } from '../currency/exchange-rates';
import { hotelFromPath, type RouteDeps } from './deps';
import { hotelContentReader } from '../domain/hotel-content';
import { requestLocaleOf } from '../http/request-locale';
import { pricingWidgetSettings } from '../pricing/pricing-routes';
import { guestPhotos } from '../photos/photos';
import { sellsExtras } from '../extras/extras-on-sale';

export function hotelRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  routes.get('/book/hotels/:h', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const photos = await guestPhotos(deps.database.db, hotel, requestLocaleOf(c));
    return c.json({ ...toHotelReply(hotel, hotelContentReader(hotel, requestLocaleOf(c))), photos: photos.hotel });
  });
  routes.get('/book/hotels/:h/settings/booking_widget', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const settings = toBookingWidgetSettings(
      hotel,
      deps.clock,
      await searchSettingsOf(deps.database.db, hotel.id),
      hotelContentReader(hotel, requestLocaleOf(c)),
    );
    return c.json({
      ...settings,
      mcp_enabled: await isMcpEnabled(deps.database.db, hotel.id),
      ...(await pricingWidgetSettings(deps.database.db, hotel.id)),
      sells_extras: await sellsExtras(deps.database.db, hotel.id, settings.today),
    });
  });
  routes.get('/book/hotels/:h/cancellation_policies', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const policies = await listCancellationPolicies(deps.database.db, hotel.id);
    const read = hotelContentReader(hotel, requestLocaleOf(c));
    const reply: z.infer<typeof cancellationPoliciesReplySchema> = {
      cancellation_policies: policies.map((policy) => ({
        id: policy.id,
        name: read(policy.name),
        description: read(policy.description),
        no_show_percentage_of_cost: policy.noShowPercentage,
        cancellation_policy_parts: policy.tiers,
      })),
    };
    return c.json(reply);
  });
  return routes;
}
