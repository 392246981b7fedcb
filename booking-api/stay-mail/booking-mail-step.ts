import { enqueueMail } from '../outbox/outbox-repository';
import { bookingStep } from '../services/booking-steps';
import { stayMail } from './stay-mails';

/** Booked outright (not waiting for a card or a transfer): the guest's e-mail, with the stay's .ics, commits with the reservation. */
export const bookingMailStep = bookingStep({
  name: 'booking-mail',
  check() {},
  async confirm(tx, _plan, { record, now, draft }) {
    if (record.reservation.status !== 'done') return;
    const { hotel, publicUrl } = draft.facts;
    await enqueueMail(
      tx,
      stayMail({ hotel, record, baseUrl: publicUrl, now }, 'booked'),
      new Date(now.epochMilliseconds),
    );
  },
});
