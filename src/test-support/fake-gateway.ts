import { operationNameOf, type GatewayClient } from '../../machines/transport/graphql-client';
import type { BrowserServices } from '../app/browser-services';

/** One answer of the fake gateway: the reply's data, or a thrown Failure. */
export type FakeAnswer = (variables: Record<string, unknown>) => unknown;

/**
 * A gateway for page tests that answers by operation name and records the names it was asked,
 * so the flows' real actors (and their typed documents) run; an unexpected operation throws.
 */
export function fakeGatewayServices(answers: Record<string, FakeAnswer>) {
  const requests: string[] = [];
  const navigations: string[] = [];
  const client: GatewayClient = {
    async request(document, variables) {
      const name = operationNameOf(document) ?? '';
      requests.push(name);
      const answer = answers[name];
      if (!answer) throw new Error(`unexpected operation ${name}`);
      return answer(variables as Record<string, unknown>) as never;
    },
  };
  const services = { client, navigate: (to: string) => void navigations.push(to) } as unknown as BrowserServices;
  return { services, requests, navigations };
}
