import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { SignedInSession } from '../auth/context';
import type { GatewayClient } from '../transport/graphql-client';
import type { OrganizationDownload, OrganizationReservationPage } from './context';

export const OrganizationSignInDocument = graphql(/* GraphQL */ `
  mutation OrganizationSignIn($code: String!, $email: String!, $password: String!) {
    organizationSignIn(code: $code, email: $email, password: $password) {
      token
      expiresAt
      user {
        ...MemberUserFields
      }
    }
  }
`);

export const OrganizationReservationsDocument = graphql(/* GraphQL */ `
  query OrganizationReservations($brand: String!, $id: Int!, $page: Int) {
    organizationReservations(brand: $brand, id: $id, page: $page) {
      page
      totalPages
      totalEntries
      reservations {
        reservationNumber
        reservedAt
        guestName
        bookedBy
        hotelName
        checkinDate
        nights
        rooms
        status
        totalPrice
        currency
      }
      allowances {
        periodStart
        periodEnd
        maxStays
        reserved
        remaining
      }
    }
  }
`);

export const CreateOrganizationDownloadDocument = graphql(/* GraphQL */ `
  mutation CreateOrganizationDownload($brand: String!, $id: Int!) {
    createOrganizationDownload(brand: $brand, id: $id) {
      downloadPath
      password
      fileName
      rowCount
      expiresAt
      downloadsLeft
    }
  }
`);

/** The real implementations of the organization charts' actors, through the gateway. */
export function createOrganizationActors(client: GatewayClient) {
  return {
    signIn: fromPromise<SignedInSession, { hotelCode: string; email: string; password: string }>(async ({ input }) => {
      const reply = await client.request(OrganizationSignInDocument, {
        code: input.hotelCode,
        email: input.email,
        password: input.password,
      });
      return { token: reply.organizationSignIn.token, user: reply.organizationSignIn.user };
    }),
    fetchReservations: fromPromise<
      OrganizationReservationPage,
      { brand: string; organizationId: number; page: number }
    >(async ({ input }) => {
      return (
        await client.request(OrganizationReservationsDocument, {
          brand: input.brand,
          id: input.organizationId,
          page: input.page,
        })
      ).organizationReservations;
    }),
    createDownload: fromPromise<OrganizationDownload, { brand: string; organizationId: number }>(async ({ input }) => {
      return (
        await client.request(CreateOrganizationDownloadDocument, { brand: input.brand, id: input.organizationId })
      ).createOrganizationDownload;
    }),
  };
}
