import { graphql } from '../graphql';

/**
 * The travel-agency site's client session: the same session, from the agency site's own API client.
 * Fetched by the init chart on the agency site only (./actors.ts), so a hotel's page does not carry it.
 */
export const StartAgencyClientSessionDocument = graphql(/* GraphQL */ `
  mutation StartAgencyClientSession {
    startClientSession(site: AGENCY) {
      token
      expiresAt
    }
  }
`);
