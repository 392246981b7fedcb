import { useI18nContext } from '../../../locales/i18n-react';
import {
  MEMBER_RESERVATION_CHANNELS,
  MEMBER_RESERVATION_PAYMENT_TYPES,
  type MemberReservationChannel,
  type MemberReservationPaymentFilter,
} from '../../../machines/my-reservations/machine';
import { useMyReservationsActorRef, useMyReservationsSelector } from '../../../machines/my-reservations/provider';
import { selectReservationFilters } from '../../../machines/my-reservations/selectors';

/** SPEC.md section 4: the channel and payment type filters of the member's reservation list. */
export function ReservationFilters() {
  const { LL } = useI18nContext();
  const list = useMyReservationsActorRef();
  const { channel, paymentType } = useMyReservationsSelector(selectReservationFilters);
  const f = LL.reservationFilters;
  return (
    <fieldset className="reservation-filters">
      <legend>{f.heading()}</legend>
      <div className="field">
        <label htmlFor="reservation-channel-filter">{f.channel()}</label>
        <select
          id="reservation-channel-filter"
          value={channel}
          onChange={(event) =>
            list.send({ type: 'filters.changed', channel: event.target.value as MemberReservationChannel })
          }
        >
          {MEMBER_RESERVATION_CHANNELS.map((value) => (
            <option key={value} value={value}>
              {f.channels[value]()}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="reservation-payment-filter">{f.paymentType()}</label>
        <select
          id="reservation-payment-filter"
          value={paymentType}
          onChange={(event) =>
            list.send({ type: 'filters.changed', paymentType: event.target.value as MemberReservationPaymentFilter })
          }
        >
          {MEMBER_RESERVATION_PAYMENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {f.paymentTypes[value]()}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
