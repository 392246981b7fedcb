/*
 * The membership e-mails and the links in them. Links point at the widget's routes on the public
 * base URL of the configuration (RouteDeps.publicUrl), never on a request's Origin or Host: those
 * are chosen by whoever sends the request.
 */
import type { OutgoingMail } from '../outbox/outbox-repository';
import { mailTextsFor } from '../outbox/mail-texts';

function link(base: string, path: string, query: Record<string, string>): string {
  return `${base}${path}?${new URLSearchParams(query).toString()}`;
}

interface MailContext {
  brandId: number;
  hotelCode: string;
  baseUrl: string;
  to: string;
  firstName: string;
  /** The language the member chose (members.locale); the words come from outbox/mail-texts.ts. */
  locale: string | null;
}

export function confirmationMail(ctx: MailContext, token: string, validHours: number): OutgoingMail {
  const url = link(ctx.baseUrl, '/member-confirmation', { confirmation_token: token, code: ctx.hotelCode });
  const t = mailTextsFor(ctx.locale);
  return {
    brandId: ctx.brandId,
    kind: 'sign_up_confirmation',
    to: ctx.to,
    subject: t.signUp.subject,
    bodyText: `${t.hello(ctx.firstName)}\n\n${t.signUp.body(validHours, url)}`,
    links: [{ label: t.signUp.link, url }],
  };
}

export function passwordResetMail(ctx: MailContext, token: string, validMinutes: number): OutgoingMail {
  const url = link(ctx.baseUrl, '/change-password', { reset_password_token: token, code: ctx.hotelCode });
  const t = mailTextsFor(ctx.locale);
  return {
    brandId: ctx.brandId,
    kind: 'password_reset',
    to: ctx.to,
    subject: t.passwordReset.subject,
    bodyText: `${t.hello(ctx.firstName)}\n\n${t.passwordReset.body(validMinutes, url)}`,
    links: [{ label: t.passwordReset.link, url }],
  };
}

/** Sign-up with an address that already has an account: tell its owner instead of the caller. */
export function alreadyRegisteredMail(ctx: MailContext): OutgoingMail {
  const signIn = link(ctx.baseUrl, '/sign-in', { code: ctx.hotelCode });
  const forgot = link(ctx.baseUrl, '/forgot-password', { code: ctx.hotelCode });
  const t = mailTextsFor(ctx.locale);
  return {
    brandId: ctx.brandId,
    kind: 'already_registered',
    to: ctx.to,
    subject: t.alreadyRegistered.subject,
    bodyText: `${t.hello(ctx.firstName)}\n\n${t.alreadyRegistered.body(signIn, forgot)}`,
    links: [
      { label: t.alreadyRegistered.signIn, url: signIn },
      { label: t.alreadyRegistered.reset, url: forgot },
    ],
  };
}
