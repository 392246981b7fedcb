import { graphql } from '../graphql';

/**
 * A member token traded for a new session: the refresh of an expired one (./session-refresh.ts), a
 * hand-off token of the URL or the chatbot's parent (machines/auth, machines/chatbot). Each fetches it
 * when it trades, so the results page does not carry it (src/app/first-load.test.ts).
 */
export const ExchangeMemberTokenDocument = graphql(/* GraphQL */ `
  mutation ExchangeMemberToken($code: String!, $grantType: String!, $token: String!) {
    exchangeMemberToken(code: $code, grantType: $grantType, token: $token) {
      token
      expiresAt
      user {
        ...MemberUserFields
      }
    }
  }
`);
