export type SsoEvent =
  /** A provider button was pressed. */
  { type: 'provider.chosen'; slug: string };

export type SsoCallbackEvent = { type: 'callback.retried' };
