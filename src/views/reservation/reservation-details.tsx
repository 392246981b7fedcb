import type { ReactNode } from 'react';
import { guestsText } from '../../format/guests-text';
import { useI18nContext } from '../../../locales/i18n-react';
import type { ReservationDetails as Details } from '../../../machines/reservation/context';
import { formatMoney } from '../../format/money';
import { formatPlainDate } from '../../format/dates';
import { displayName, formatAddressLine, kanaReading } from '../../../machines/locale/address-format';
import { CardPaymentSummary } from '../payment/card-payment-summary';
import { PaymentTermsSummary } from '../payment/payment-terms-summary';
import { McpChargeNote } from '../currency/multi-currency-notes';
import { PointsPriceSummary } from '../points/points-price-summary';
import { ReservationExtrasAndAnswers } from './reservation-extras-answers';
import { HotelContact } from './hotel-contact';
import { paysAtHotel } from '../../../machines/reservation/reservation-facts';
import { ReservationFlights } from '../packages/reservation-flights';
import { CancellationTermsFact } from '../booking/room-facts';

/** Stay, rooms, guest and total of a reservation, as the confirmation and the manage pages show it. */
export function ReservationDetails({
  reservation,
  headingLevel = 2,
  priceSummary,
}: {
  reservation: Details;
  headingLevel?: 2 | 3;
  /**
   * The reservation's price summary, shown in place of its total (one total on the page); given what
   * stands for it when it cannot be had.
   */
  priceSummary?: (unpriced: ReactNode) => ReactNode;
}) {
  const { LL, locale } = useI18nContext();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const money = (amount: number) => formatMoney(amount, reservation.currency, locale);
  const total = (
    <>
      <p>
        <strong>{money(reservation.totalPrice)}</strong>{' '}
        <small>{LL.confirmation.tax({ tax: money(reservation.tax) })}</small>
      </p>
      <PointsPriceSummary reservation={reservation} />
    </>
  );
  return (
    <>
      <section aria-labelledby="reservation-stay-heading">
        <Heading id="reservation-stay-heading">{LL.confirmation.stayHeading()}</Heading>
        <dl className="summary">
          <dt>{LL.manage.status()}</dt>
          <dd>{LL.status[reservation.status]()}</dd>
          <dt>{LL.stay.checkin()}</dt>
          <dd>{formatPlainDate(reservation.checkinDate, locale)}</dd>
          <dt>{LL.stay.checkout()}</dt>
          <dd>{formatPlainDate(reservation.checkoutDate, locale)}</dd>
          <dt>{LL.confirmation.stayHeading()}</dt>
          <dd>{LL.stay.nights({ nights: reservation.nights })}</dd>
        </dl>
      </section>
      <section aria-labelledby="reservation-rooms-heading">
        <Heading id="reservation-rooms-heading">{LL.confirmation.roomsHeading()}</Heading>
        <ul>
          {reservation.rooms.map((room, index) => (
            <li key={`${room.roomTypeCode}-${room.roomPlanCode}-${index}`}>
              {room.roomTypeName} · {room.roomPlanName} · {guestsText(LL, room)} · {money(room.totalPrice)}
              {room.cancellationTerms && (
                <div className="plan-terms">
                  <CancellationTermsFact terms={room.cancellationTerms} timeZone={reservation.hotel.timeZone} as="p" />
                </div>
              )}
              {room.kids && room.kids.length > 0 && (
                <ul className="room-children">
                  {room.kids.map((child, childIndex) => (
                    <li key={childIndex}>
                      {LL.searchMore.kids.booked({
                        child: childIndex + 1,
                        details: [
                          // The tier's name as the hotel calls it; its code only if the hotel has since removed the tier.
                          child.tierName ??
                            (child.tierCode ? LL.searchMore.kids.bookedTier({ code: child.tierCode }) : null),
                          child.age !== null && child.age !== undefined
                            ? LL.searchMore.kids.bookedAge({ age: child.age })
                            : null,
                          child.mealBedOption ? LL.searchMore.kids.mealBedOptions[child.mealBedOption]() : null,
                        ]
                          .filter(Boolean)
                          .join(' · '),
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
      <HotelContact reservation={reservation} headingLevel={headingLevel} />
      <ReservationFlights reservation={reservation} headingLevel={headingLevel} />
      <ReservationExtrasAndAnswers reservation={reservation} headingLevel={headingLevel} />
      <section aria-labelledby="reservation-guest-heading">
        <Heading id="reservation-guest-heading">{LL.confirmation.guestHeading()}</Heading>
        <GuestSummary guest={reservation.guest} />
      </section>
      <section aria-labelledby="reservation-total-heading">
        <Heading id="reservation-total-heading">
          {priceSummary ? LL.pricing.summary.heading() : LL.confirmation.total()}
        </Heading>
        {priceSummary ? priceSummary(total) : total}
        {paysAtHotel(reservation) && <p>{LL.confirmation.payAtHotel()}</p>}
        <CardPaymentSummary payment={reservation.payment ?? null} />
        <PaymentTermsSummary
          terms={reservation.paymentTerms}
          timeZone={reservation.hotel.timeZone}
          currency={reservation.currency}
          mcp={reservation}
        />
        <McpChargeNote reservation={reservation} />
      </section>
    </>
  );
}

/**
 * The guest as booked: the display name, its kana reading and the address (when given) as the UI
 * language writes them (SPEC.md section 3), the e-mail and the phone.
 */
export function GuestSummary({ guest }: { guest: Details['guest'] }) {
  const { LL, locale } = useI18nContext();
  const name = displayName(guest, locale) ?? [guest.firstName, guest.lastName].filter(Boolean).join(' ');
  const kana = kanaReading(guest, locale);
  const address = formatAddressLine(guest, locale);
  return (
    <dl className="summary" data-testid="reservation-guest">
      <dt>{LL.guest.fullName()}</dt>
      <dd data-testid="guest-name">{name}</dd>
      {kana && (
        <>
          <dt>{LL.guest.kanaReading()}</dt>
          <dd data-testid="guest-kana">{kana}</dd>
        </>
      )}
      {address && (
        <>
          <dt>{LL.guest.addressHeading()}</dt>
          <dd data-testid="guest-address">{address}</dd>
        </>
      )}
      <dt>{LL.guest.email()}</dt>
      <dd>{guest.email}</dd>
      <dt>{LL.guest.phone()}</dt>
      <dd>
        <bdi dir="ltr">{guest.phoneDisplay}</bdi>
      </dd>
    </dl>
  );
}
