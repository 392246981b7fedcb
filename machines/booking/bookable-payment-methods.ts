/**
 * The payment methods this widget can book with. The foundation books paying at the hotel only;
 * a plan that accepts none of these (for example card-only prepaid plans) cannot be selected
 * until the payment flow adds its method here.
 */
export const BOOKABLE_PAYMENT_METHODS: readonly string[] = ['on_site'];

/** Whether a plan with these payment methods can be booked through the widget. */
export function isBookablePlan(paymentMethods: readonly string[]): boolean {
  return paymentMethods.some((method) => BOOKABLE_PAYMENT_METHODS.includes(method));
}
