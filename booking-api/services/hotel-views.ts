import type { BookingWidgetSettingsReply, HotelReply } from '../../contract';
import type { Clock } from '../clock';
import { localToday } from '../clock';
import type { HotelWithBrand } from '../repositories/hotels';
import type { HotelContentReader } from '../domain/hotel-content';
import type { SearchSettings } from '../repositories/search-settings';

/** Languages the widget itself can show (SPEC.md section 1). */
const WIDGET_LANGUAGES = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'];

export function toHotelReply(hotel: HotelWithBrand, read: HotelContentReader): HotelReply {
  return {
    hotel_id: hotel.id,
    code: hotel.code,
    hotel_name: read(hotel.name),
    hotel_brand_id: hotel.brandId,
    hotel_brand: { id: hotel.brand.id, code: hotel.brand.code, name: hotel.brand.name },
    currency: hotel.currency,
    time_zone: hotel.timeZone,
    book_languages: hotel.bookLanguages,
    available_languages: WIDGET_LANGUAGES.filter((language) => hotel.bookLanguages.includes(language)),
    address: { post_code: hotel.postCode, full_address: read(hotel.fullAddress), country: hotel.country },
  };
}

export function toBookingWidgetSettings(
  hotel: HotelWithBrand,
  clock: Clock,
  search: SearchSettings,
  read: HotelContentReader,
): BookingWidgetSettingsReply {
  return {
    hotel_id: hotel.id,
    hotel_name: read(hotel.name),
    hotel_brand_id: hotel.brandId,
    currency: hotel.currency,
    time_zone: hotel.timeZone,
    today: localToday(clock, hotel.timeZone).toString(),
    book_languages: hotel.bookLanguages,
    button_colour: hotel.buttonColour,
    header_colour: hotel.headerColour,
    max_guests_per_room: hotel.maxGuestsPerRoom,
    default_search_setting: {
      adults: hotel.defaultAdults,
      checkin_date_offset: hotel.checkinDateOffset,
      yesterday_bookable: false,
      available_rooms_only: true,
    },
    multi_rooms_search_enabled: true,
    show_prices_tax_included: true,
    kanji_name_required: hotel.kanjiNameRequired,
    customer_address_required: hotel.customerAddressRequired,
    kana_name_mode: hotel.kanaNameMode,
    coupon_active: false,
    plan_search_enabled: false,
    booking_widget_type: hotel.bookingWidgetType,
    reservable_period_months: hotel.reservablePeriodMonths,
    mcp_enabled: false,
    multi_rooms_search_limit: search.multiRoomsSearchLimit,
    max_children_per_adult: search.maxChildrenPerAdult,
  };
}
