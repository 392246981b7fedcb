/**
 * SPEC.md section 3 `booking_widget_type`: a facility's own widget (`standard`), or a brand-facility
 * setup, whose search results are the brand's facility list (`/facilities`, SPEC.md section 2).
 */
export const BOOKING_WIDGET_TYPES = ['standard', 'brand_facility'] as const;
export type BookingWidgetType = (typeof BOOKING_WIDGET_TYPES)[number];
