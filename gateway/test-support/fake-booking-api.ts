import { factory, nullable, primaryKey } from '@mswjs/data';
import { http, HttpResponse, delay } from 'msw';
import {
  CLIENT_SESSION_HEADER,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  INVALID_CLIENT_SESSION_TITLE,
  errorReply,
  type BookingWidgetSettingsReply,
  type CancellationPolicyReply,
  type HotelReply,
  type ReservationReply,
  type RoomSearchReply,
} from '../../contract';

/**
 * A tiny stand-in for the booking API, served by msw, for tests where the upstream must misbehave
 * on purpose (DESIGN.md). It follows the contract just far enough: sessions, one hotel, and
 * reservations kept in an @mswjs/data store. Tests override single routes with `server.use(...)`.
 */
export const FAKE_API_URL = 'http://booking-api.test';
export const FAKE_KEY = 'widget-key';
export const FAKE_SECRET = 'widget-secret';
export const HOTEL_CODE = 'demo-kyoto';

export interface SeenRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export function createFakeBookingApi() {
  const db = factory({
    clientSession: { token: primaryKey(String), expiresAt: String },
    reservation: {
      confirmationNumber: primaryKey(String),
      idempotencyKey: String,
      email: String,
      status: String,
      cancellationFee: nullable(Number),
    },
  });
  const seen: SeenRequest[] = [];
  let issued = 0;

  const url = (path: string) => `${FAKE_API_URL}${path}`;

  async function record(request: Request): Promise<SeenRequest> {
    const target = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const entry = {
      method: request.method,
      path: target.pathname,
      search: target.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(entry);
    return entry;
  }

  /** The session check every /book route makes; undefined when the session is good. */
  function refuseSession(request: Request): Response | undefined {
    const token = request.headers.get(CLIENT_SESSION_HEADER);
    if (token && db.clientSession.findFirst({ where: { token: { equals: token } } })) return undefined;
    return HttpResponse.json(
      errorReply(INVALID_CLIENT_SESSION_TITLE, ErrorCode.invalidClientSession, 'The client session is not valid.'),
      { status: 401 },
    );
  }

  function unknownHotel(code: string): Response | undefined {
    if (code === HOTEL_CODE || code === String(hotel.hotel_id)) return undefined;
    return HttpResponse.json(errorReply('Hotel not found', ErrorCode.hotelNotFound, `No hotel ${code}.`), {
      status: 404,
    });
  }

  function reservationReply(confirmationNumber: string): ReservationReply {
    const row = db.reservation.findFirst({
      where: { confirmationNumber: { equals: confirmationNumber } },
      strict: true,
    });
    return {
      ...reservationTemplate,
      confirmation_number: row.confirmationNumber,
      status: row.status as ReservationReply['status'],
      guest: { ...reservationTemplate.guest, email: row.email },
      cancellation_fee: row.cancellationFee,
      cancel_reason: row.status === 'cancelled' ? 'change_of_plans' : null,
      cancelled_at: row.status === 'cancelled' ? '2025-06-02T10:00:00.000Z' : null,
    };
  }

  const handlers = [
    http.post(url('/api/client_sessions'), async ({ request }) => {
      const body = (await record(request)).body as { key?: string; secret?: string };
      // Slow enough that concurrent first calls overlap while this one is in flight.
      await delay(20);
      if (body.key !== FAKE_KEY || body.secret !== FAKE_SECRET) {
        return HttpResponse.json(errorReply('Invalid client', ErrorCode.invalid, 'Unknown key or secret.'), {
          status: 401,
        });
      }
      issued += 1;
      const session = db.clientSession.create({
        token: `session-${issued}`,
        expiresAt: new Date(Date.now() + 18 * 3600_000).toISOString(),
      });
      return HttpResponse.json({ data: { client_session: session.token, expires_at: session.expiresAt } });
    }),

    http.get(url('/book/hotels/:code'), async ({ request, params }) => {
      await record(request);
      return refuseSession(request) ?? unknownHotel(String(params.code)) ?? HttpResponse.json(hotel);
    }),

    http.get(url('/book/hotels/:code/settings/booking_widget'), async ({ request, params }) => {
      await record(request);
      return refuseSession(request) ?? unknownHotel(String(params.code)) ?? HttpResponse.json(settings);
    }),

    http.get(url('/book/hotels/:code/rooms'), async ({ request, params }) => {
      await record(request);
      return refuseSession(request) ?? unknownHotel(String(params.code)) ?? HttpResponse.json(rooms);
    }),

    http.get(url('/book/hotels/:code/cancellation_policies'), async ({ request, params }) => {
      await record(request);
      return (
        refuseSession(request) ??
        unknownHotel(String(params.code)) ??
        HttpResponse.json({ cancellation_policies: [policy] })
      );
    }),

    http.post(url('/book/hotels/:code/reservations'), async ({ request, params }) => {
      const body = (await record(request)).body as { guest: { email: string } };
      const refused = refuseSession(request) ?? unknownHotel(String(params.code));
      if (refused) return refused;
      const key = request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '';
      const earlier = key ? db.reservation.findFirst({ where: { idempotencyKey: { equals: key } } }) : null;
      const row =
        earlier ??
        db.reservation.create({
          confirmationNumber: `R${100000 + db.reservation.count()}`,
          idempotencyKey: key,
          email: body.guest.email,
          status: 'done',
          cancellationFee: null,
        });
      return HttpResponse.json(reservationReply(row.confirmationNumber), { status: earlier ? 200 : 201 });
    }),

    http.get(url('/book/hotels/:code/reservations/:number'), async ({ request, params }) => {
      await record(request);
      const refused = refuseSession(request) ?? unknownHotel(String(params.code));
      if (refused) return refused;
      const email = new URL(request.url).searchParams.get('email');
      const row = db.reservation.findFirst({ where: { confirmationNumber: { equals: String(params.number) } } });
      if (!row || row.email !== email) {
        return HttpResponse.json(
          errorReply(
            'Reservation not found',
            ErrorCode.reservationNotFound,
            'No reservation with this number and e-mail.',
          ),
          { status: 404 },
        );
      }
      return HttpResponse.json(reservationReply(row.confirmationNumber));
    }),

    http.put(url('/book/hotels/:code/reservations/:number/cancel'), async ({ request, params }) => {
      const body = (await record(request)).body as { cancellation_fee_displayed: number };
      const refused = refuseSession(request) ?? unknownHotel(String(params.code));
      if (refused) return refused;
      db.reservation.update({
        where: { confirmationNumber: { equals: String(params.number) } },
        data: { status: 'cancelled', cancellationFee: body.cancellation_fee_displayed },
      });
      return HttpResponse.json(reservationReply(String(params.number)));
    }),
  ];

  return {
    db,
    handlers,
    url,
    /** Every request the fake received, in order. */
    seen,
    requests: (method: string, path: string) => seen.filter((r) => r.method === method && r.path === path),
    sessionRequests: () => seen.filter((r) => r.path === '/api/client_sessions'),
    reset() {
      seen.length = 0;
      issued = 0;
      db.clientSession.deleteMany({ where: { token: { contains: '' } } });
      db.reservation.deleteMany({ where: { confirmationNumber: { contains: '' } } });
    },
  };
}

export type FakeBookingApi = ReturnType<typeof createFakeBookingApi>;

export const hotel: HotelReply = {
  hotel_id: 1,
  code: HOTEL_CODE,
  hotel_name: 'Demo Kyoto',
  hotel_brand_id: 1,
  hotel_brand: { id: 1, code: 'demo', name: 'Demo Hotels' },
  currency: 'JPY',
  time_zone: 'Asia/Tokyo',
  book_languages: ['ja', 'en'],
  available_languages: ['ja', 'en', 'ko'],
  address: { post_code: '600-8216', full_address: 'Kyoto', country: 'JP' },
};

export const settings: BookingWidgetSettingsReply = {
  hotel_id: 1,
  hotel_name: 'Demo Kyoto',
  hotel_brand_id: 1,
  currency: 'JPY',
  time_zone: 'Asia/Tokyo',
  today: '2025-06-01',
  book_languages: ['ja', 'en'],
  button_colour: '#c21e58',
  header_colour: '#ffffff',
  max_guests_per_room: 20,
  default_search_setting: { adults: 2, checkin_date_offset: 0, yesterday_bookable: false, available_rooms_only: true },
  multi_rooms_search_enabled: true,
  show_prices_tax_included: true,
  kanji_name_required: false,
  customer_address_required: false,
  coupon_active: false,
  plan_search_enabled: false,
  booking_widget_type: 'standard',
  reservable_period_months: 12,
  mcp_enabled: false,
  multi_rooms_search_limit: 4,
  max_children_per_adult: 3,
};

export const rooms: RoomSearchReply = {
  rooms: [
    {
      room_type_code: 'STD',
      room_type_name: 'Standard',
      room_type_description: 'A standard room',
      max_occupancy: 2,
      room_count: 3,
      room_plan: [
        {
          room_plan_code: 'STD-RO',
          hotel_plan_code: 'RO',
          room_plan_name: 'Room only',
          room_plan_description: 'No meals',
          total_price: 24000,
          tax: 2182,
          room_price: 24000,
          room_tax: 2182,
          currency: 'JPY',
          refundable: true,
          meal_included: false,
          cancellation_policy_id: 7,
          payment_method: [{ code: 'on_site' }],
        },
      ],
    },
  ],
};

export const policy: CancellationPolicyReply = {
  id: 7,
  name: 'Standard',
  description: 'Free until 3 days before',
  no_show_percentage_of_cost: 100,
  cancellation_policy_parts: [{ days_before: 3, hours_after: 0, percentage_of_cost: 50 }],
};

const reservationTemplate: ReservationReply = {
  confirmation_number: 'R100000',
  status: 'done',
  bypass_token: 'bypass-secret',
  hotel: { hotel_id: 1, code: HOTEL_CODE, hotel_name: 'Demo Kyoto', time_zone: 'Asia/Tokyo' },
  checkin_date: '2025-07-01',
  checkout_date: '2025-07-03',
  nights: 2,
  rooms: [
    {
      room_type_code: 'STD',
      room_type_name: 'Standard',
      room_plan_code: 'STD-RO',
      room_plan_name: 'Room only',
      adults: 2,
      children: 0,
      total_price: 24000,
      tax: 2182,
    },
  ],
  guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+81312345678' },
  payment_type: 'on_site',
  currency: 'JPY',
  total_price: 24000,
  tax: 2182,
  cancellation: { fee: 0, cancellable: true, refusal_code: null },
  cancellation_fee: null,
  cancel_reason: null,
  created_at: '2025-06-01T09:00:00.000Z',
  cancelled_at: null,
};
