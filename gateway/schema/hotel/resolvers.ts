import { z } from 'zod';
import type { BookingWidgetSettingsReply, HotelReply, PhotoReply } from '../../../contract';
import type { BookingWidgetSettings, Hotel, Photo, Resolvers } from '../../generated/resolvers';
import { hotelCodeSchema, parseArguments } from '../../parse-arguments';

const hotelArgsSchema = z.object({ code: hotelCodeSchema });

export const hotelResolvers: Resolvers = {
  Query: {
    hotel: async (_parent, args, { api, requestId }) => {
      const { code } = parseArguments(hotelArgsSchema, args, requestId);
      return toHotel(await api.hotel(code));
    },
    bookingWidgetSettings: async (_parent, args, { api, requestId }) => {
      const { code } = parseArguments(hotelArgsSchema, args, requestId);
      return toBookingWidgetSettings(await api.bookingWidgetSettings(code));
    },
  },
  // The SDL needs a root Mutation type before the other modules extend it; it has no meaning.
  Mutation: { _empty: () => null },
};

function toHotel(reply: HotelReply): Hotel {
  return {
    id: reply.hotel_id,
    code: reply.code,
    name: reply.hotel_name,
    brand: reply.hotel_brand,
    currency: reply.currency,
    timeZone: reply.time_zone,
    bookLanguages: reply.book_languages,
    availableLanguages: reply.available_languages,
    address: {
      postCode: reply.address.post_code,
      fullAddress: reply.address.full_address,
      country: reply.address.country,
    },
    photos: (reply.photos ?? []).map(toPhoto),
  };
}

/** A photo of the REST reply as the schema's Photo (hotels and rooms alike). */
export function toPhoto(photo: PhotoReply): Photo {
  return { id: photo.id, alt: photo.alt, width: photo.width, height: photo.height, variants: photo.variants };
}

function toBookingWidgetSettings(reply: BookingWidgetSettingsReply): BookingWidgetSettings {
  const search = reply.default_search_setting;
  return {
    hotelId: reply.hotel_id,
    hotelName: reply.hotel_name,
    hotelBrandId: reply.hotel_brand_id,
    currency: reply.currency,
    timeZone: reply.time_zone,
    today: reply.today,
    bookLanguages: reply.book_languages,
    buttonColour: reply.button_colour,
    headerColour: reply.header_colour,
    maxGuestsPerRoom: reply.max_guests_per_room,
    defaultSearchSetting: {
      adults: search.adults,
      checkinDateOffset: search.checkin_date_offset,
      yesterdayBookable: search.yesterday_bookable,
      availableRoomsOnly: search.available_rooms_only,
    },
    multiRoomsSearchEnabled: reply.multi_rooms_search_enabled,
    showPricesTaxIncluded: reply.show_prices_tax_included,
    kanjiNameRequired: reply.kanji_name_required,
    customerAddressRequired: reply.customer_address_required,
    kanaNameMode: reply.kana_name_mode ?? 'do_not_ask',
    sellsExtras: reply.sells_extras ?? null,
    couponActive: reply.coupon_active,
    promoCodeActive: reply.promo_code_active ?? false,
    planSearchEnabled: reply.plan_search_enabled,
    bookingWidgetType: reply.booking_widget_type,
    reservablePeriodMonths: reply.reservable_period_months,
    mcpEnabled: reply.mcp_enabled,
    multiRoomsSearchLimit: reply.multi_rooms_search_limit,
    maxChildrenPerAdult: reply.max_children_per_adult,
  };
}
