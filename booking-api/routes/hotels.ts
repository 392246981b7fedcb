import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import { bookingWidgetSettingsReplySchema, cancellationPoliciesReplySchema, hotelReplySchema } from '../../contract';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  hotelPath,
  jsonReply,
  named,
  sessionHeader,
  sessionErrors,
} from '../http/declared-routes';
import { listCancellationPolicies } from '../repositories/cancellation-policies';
import { searchSettingsOf } from '../repositories/search-settings';
import { toBookingWidgetSettings, toHotelReply } from '../services/hotel-views';
import { isMcpEnabled } from '../currency/exchange-rates';
import { hotelFromPath, type RouteDeps } from './deps';
import { hotelContentReader } from '../domain/hotel-content';
import { requestLocaleOf } from '../http/request-locale';
import { pricingWidgetSettings } from '../pricing/pricing-routes';
import { guestPhotos } from '../photos/photos';
import { sellsExtras } from '../extras/extras-repository';

const hotelDetails = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}',
  summary:
    "Hotel, with its photos in order (alt text in the Locale header's language, else the hotel's own, else English)",
  parameters: [sessionHeader],
  request: { params: hotelPath },
  responses: { 200: jsonReply('Hotel', named('HotelReply', hotelReplySchema)), ...sessionErrors },
});
const bookingWidgetSettings = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/settings/booking_widget',
  summary: 'Booking widget settings',
  parameters: [sessionHeader],
  request: { params: hotelPath },
  responses: {
    200: jsonReply('Settings', named('BookingWidgetSettingsReply', bookingWidgetSettingsReplySchema)),
    ...sessionErrors,
  },
});
const cancellationPolicies = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/cancellation_policies',
  summary: 'Cancellation policies',
  parameters: [sessionHeader],
  request: { params: hotelPath },
  responses: {
    200: jsonReply('Policies', named('CancellationPoliciesReply', cancellationPoliciesReplySchema)),
    ...sessionErrors,
  },
});

export function hotelRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes();
  addRoute(routes, hotelDetails, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const photos = await guestPhotos(deps.database.db, hotel, requestLocaleOf(c));
    return c.json({ ...toHotelReply(hotel, hotelContentReader(hotel, requestLocaleOf(c))), photos: photos.hotel });
  });
  addRoute(routes, bookingWidgetSettings, async (c) => {
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
  addRoute(routes, cancellationPolicies, async (c) => {
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
