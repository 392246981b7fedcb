import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { MemberFormSubmission } from './machine';

export const SignUpDocument = graphql(/* GraphQL */ `
  mutation SignUp($code: String!, $input: SignUpInput!) {
    signUp(code: $code, input: $input) {
      email
      status
    }
  }
`);

export const ConfirmMemberDocument = graphql(/* GraphQL */ `
  mutation ConfirmMember($code: String!, $confirmationToken: String!) {
    confirmMember(code: $code, confirmationToken: $confirmationToken) {
      email
      status
    }
  }
`);

export const ResendConfirmationDocument = graphql(/* GraphQL */ `
  mutation ResendConfirmation($code: String!, $email: String!) {
    resendConfirmation(code: $code, email: $email)
  }
`);

export const RequestPasswordResetDocument = graphql(/* GraphQL */ `
  mutation RequestPasswordReset($code: String!, $email: String!) {
    requestPasswordReset(code: $code, email: $email)
  }
`);

export const ChangePasswordDocument = graphql(/* GraphQL */ `
  mutation ChangePassword($code: String!, $resetPasswordToken: String!, $password: String!) {
    changePassword(code: $code, resetPasswordToken: $resetPasswordToken, password: $password)
  }
`);

/** The real `submit` of the member-form chart: one gateway mutation per kind of form. */
export function createMemberFormActors(client: GatewayClient) {
  return {
    submit: fromPromise<void, MemberFormSubmission>(async ({ input }) => {
      const { hotelCode: code, fields } = input;
      const email = fields.email?.trim() ?? '';
      switch (input.kind) {
        case 'signUp':
          await client.request(SignUpDocument, {
            code,
            input: {
              email,
              password: fields.password ?? '',
              firstName: fields.firstName?.trim() ?? '',
              lastName: fields.lastName?.trim() ?? '',
              locale: input.locale,
            },
          });
          return;
        case 'confirm':
          await client.request(ConfirmMemberDocument, { code, confirmationToken: input.token ?? '' });
          return;
        case 'resendConfirmation':
          await client.request(ResendConfirmationDocument, { code, email });
          return;
        case 'forgotPassword':
          await client.request(RequestPasswordResetDocument, { code, email });
          return;
        case 'changePassword':
          await client.request(ChangePasswordDocument, {
            code,
            resetPasswordToken: input.token ?? '',
            password: fields.password ?? '',
          });
          return;
      }
    }),
  };
}
