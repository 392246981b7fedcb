/**
 * Every date and time the widget shows goes through this module, so each language has one way of
 * writing a day and one clock (Intl, in the UI language). The rules are shared with the booking
 * API's e-mails (contract/date-format.ts): a guest reads the same dates on the page and in the mail.
 */
export {
  calendarDateIn,
  formatDayAndTime,
  formatDayOf,
  formatMonth,
  formatPlainDate,
  formatStayDates,
  formatTimeOfDay,
  formatWeekday,
} from '../../contract/date-format';
