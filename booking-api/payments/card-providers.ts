import { GMO_GATEWAY_KINDS } from '../../contract/agency-hand-over-rule';
import { CardProviderRegistry } from './card-engine';
import { sandboxCardProvider } from './sandbox/sandbox-provider';

/**
 * The card providers of one process. The sandbox, which accepts fake test cards, runs in the demo
 * start, and in production only when asked for (SANDBOX_PAYMENTS=1, a showcase): otherwise a hotel
 * whose gateway names it is refused (3203) like any gateway without a provider. In the demo start the
 * sandbox also stands in for the GMO-type gateways of the demo hotels (demo-hakone), which have no
 * provider of their own in this build; a production start never does, so a GMO hotel there is
 * refused (3203) until its provider registers.
 */
export function cardProvidersOf(start: { demo: boolean; sandboxPayments?: boolean }): CardProviderRegistry {
  const registry = new CardProviderRegistry();
  if (!start.demo && !start.sandboxPayments) return registry;
  registry.register(sandboxCardProvider);
  if (start.demo) for (const kind of GMO_GATEWAY_KINDS) registry.standIn(kind, sandboxCardProvider.name);
  return registry;
}
