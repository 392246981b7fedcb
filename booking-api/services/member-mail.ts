/*
 * The membership e-mails and the links in them. Links point at the widget's routes on the public
 * base URL of the configuration (RouteDeps.publicUrl), never on a request's Origin or Host: those
 * are chosen by whoever sends the request.
 */
import type { OutgoingMail } from '../outbox/outbox-repository';

function link(base: string, path: string, query: Record<string, string>): string {
  return `${base}${path}?${new URLSearchParams(query).toString()}`;
}

interface MailContext {
  brandId: number;
  hotelCode: string;
  baseUrl: string;
  to: string;
  firstName: string;
}

export function confirmationMail(ctx: MailContext, token: string, validHours: number): OutgoingMail {
  const url = link(ctx.baseUrl, '/member-confirmation', { confirmation_token: token, code: ctx.hotelCode });
  return {
    brandId: ctx.brandId,
    kind: 'sign_up_confirmation',
    to: ctx.to,
    subject: 'Confirm your membership',
    bodyText: `Hello ${ctx.firstName},\n\nFollow this link to confirm your membership (valid for ${validHours} hours):\n${url}\n\nIf you did not sign up, ignore this e-mail.`,
    links: [{ label: 'Confirm your membership', url }],
  };
}

export function passwordResetMail(ctx: MailContext, token: string, validMinutes: number): OutgoingMail {
  const url = link(ctx.baseUrl, '/change-password', { reset_password_token: token, code: ctx.hotelCode });
  return {
    brandId: ctx.brandId,
    kind: 'password_reset',
    to: ctx.to,
    subject: 'Reset your password',
    bodyText: `Hello ${ctx.firstName},\n\nFollow this link to choose a new password (valid for ${validMinutes} minutes):\n${url}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
    links: [{ label: 'Choose a new password', url }],
  };
}

/** Sign-up with an address that already has an account: tell its owner instead of the caller. */
export function alreadyRegisteredMail(ctx: MailContext): OutgoingMail {
  const signIn = link(ctx.baseUrl, '/sign-in', { code: ctx.hotelCode });
  const forgot = link(ctx.baseUrl, '/forgot-password', { code: ctx.hotelCode });
  return {
    brandId: ctx.brandId,
    kind: 'already_registered',
    to: ctx.to,
    subject: 'You already have an account',
    bodyText: `Hello ${ctx.firstName},\n\nSomeone tried to sign up with this e-mail address, which already has an account.\nSign in: ${signIn}\nForgot your password? ${forgot}`,
    links: [{ label: 'Sign in', url: signIn }, { label: 'Reset your password', url: forgot }],
  };
}
