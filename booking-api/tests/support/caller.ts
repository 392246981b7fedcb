import { CLIENT_SESSION_HEADER } from '../../../contract';
import type { TestApi } from './test-api';

export interface CallerReply {
  status: number;
  headers: Headers;
  body: any;
}

/**
 * A request as the node server hands it to the booking API from a caller at `address` (the socket
 * address booking-api/http/caller-address.ts reads), with the test API's client session unless
 * `headers` names another.
 */
export async function requestFrom(
  api: TestApi,
  address: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<CallerReply> {
  const response = await api.app.request(
    path,
    {
      method,
      headers: {
        [CLIENT_SESSION_HEADER]: api.session,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** The error's status, code and message: what a caller can tell two refusals apart by. */
export const answerOf = (reply: CallerReply) => ({
  status: reply.status,
  code: reply.body?.errors?.[0]?.details?.base?.[0]?.code,
  title: reply.body?.errors?.[0]?.title,
  text: reply.body?.errors?.[0]?.details?.base?.[0]?.text,
});
