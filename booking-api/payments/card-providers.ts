import { GMO_GATEWAY_KINDS } from '../../contract/agency-hand-over-rule';
import { CardProviderRegistry } from './card-engine';
import { sandboxCardProvider } from './sandbox/sandbox-provider';

/**
 * The card providers of one process. The sandbox runs everywhere. In the demo start it also stands in
 * for the GMO-type gateways of the demo hotels (demo-hakone), which have no provider of their own in
 * this build; a production start never does, so a GMO hotel there is refused (3203) until its
 * provider registers.
 */
export function cardProvidersOf(start: { demo: boolean }): CardProviderRegistry {
  const registry = new CardProviderRegistry().register(sandboxCardProvider);
  if (start.demo) for (const kind of GMO_GATEWAY_KINDS) registry.standIn(kind, sandboxCardProvider.name);
  return registry;
}
