import { graphql } from '../graphql';

/**
 * The auth chart's requests that a guest sends only by signing in, out or switching language while
 * signed in: fetched with the first of them (./actors.ts), so the results page, which starts the
 * chart, does not carry them (src/app/first-load.test.ts).
 */

export const SignInDocument = graphql(/* GraphQL */ `
  mutation SignIn($code: String!, $email: String!, $password: String!) {
    signIn(code: $code, email: $email, password: $password) {
      token
      expiresAt
      user {
        ...MemberUserFields
      }
    }
  }
`);

export const SignOutDocument = graphql(/* GraphQL */ `
  mutation SignOut($code: String!) {
    signOut(code: $code)
  }
`);

export const RememberMemberLocaleDocument = graphql(/* GraphQL */ `
  mutation RememberMemberLocale($locale: String!) {
    rememberMemberLocale(locale: $locale)
  }
`);
