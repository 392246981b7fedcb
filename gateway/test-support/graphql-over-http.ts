import type { Gateway } from '../index';

export interface GraphqlReply<TData = Record<string, any>> {
  status: number;
  headers: Headers;
  data: TData | null | undefined;
  errors: { message: string; path?: string[]; extensions?: Record<string, any> }[] | undefined;
}

/** A real GraphQL-over-HTTP POST through `gateway.fetch`, as the browser (or hono) would send it. */
export async function postGraphql<TData = Record<string, any>>(
  gateway: Gateway,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphqlReply<TData>> {
  const response = await gateway.fetch(
    new Request('http://gateway.test/graphql', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    }),
  );
  const body = (await response.json()) as { data?: TData | null; errors?: GraphqlReply['errors'] };
  return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
}
