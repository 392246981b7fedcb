import { fromPromise } from 'xstate';
import { graphql } from '../../graphql';
import { failure, networkFailure, type Failure } from '../../failure';
import type { GatewayClient } from '../../transport/graphql-client';
import type { LoadedOffer, LoadOfferRequest, UploadedAttachment, UploadRequest } from './machine';

export const ExtrasOfferDocument = graphql(/* GraphQL */ `
  query ExtrasOffer(
    $code: String!
    $checkin: String!
    $checkout: String!
    $roomPlanCodes: [String!]
    $labelFilters: [String!]
  ) {
    extras(code: $code, checkin: $checkin, checkout: $checkout) {
      id
      code
      name
      description
      extraType
      price
      priceWithoutTax
      minQuantity
      maxQuantity
      purchaseLimit
      bookingAvailableDates
      pricesByDate {
        date
        price
        priceWithoutTax
      }
      orderDeadline
      inventory
    }
    additionalQuestions(code: $code, checkin: $checkin, roomPlanCodes: $roomPlanCodes, labelFilters: $labelFilters) {
      id
      questionType
      answerType
      title
      description
      options {
        value
        label
      }
      required
    }
  }
`);

const UPLOAD_MUTATION =
  'mutation UploadAttachment($code: String!, $file: File!) { uploadAttachment(code: $code, file: $file) { id fileName contentType byteSize } }';

/**
 * One file as a GraphQL multipart request (operations, map, file), which the gateway's yoga reads.
 * The gateway client sends JSON only, so this one call is made with fetch; the gateway uses its own
 * client session for it.
 */
export async function uploadOverGraphql(
  fetchImpl: typeof fetch,
  endpoint: string,
  locale: string,
  input: UploadRequest,
): Promise<UploadedAttachment> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: UPLOAD_MUTATION, variables: { code: input.hotelCode, file: null } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', input.file, input.file.name);
  let body: {
    data?: { uploadAttachment?: UploadedAttachment } | null;
    errors?: { message: string; extensions?: { code?: string; title?: string; status?: number } }[];
  };
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      body: form,
      headers: { 'X-Locale': locale, 'GraphQL-Require-Preflight': 'true' },
    });
    body = (await response.json()) as typeof body;
  } catch {
    throw networkFailure;
  }
  const first = body.errors?.[0];
  if (first) {
    const refusal: Failure = failure(
      first.extensions?.code ?? networkFailure.code,
      first.extensions?.title ?? first.message,
      first.extensions?.status,
    );
    throw refusal;
  }
  const uploaded = body.data?.uploadAttachment;
  if (!uploaded) throw networkFailure;
  return { id: uploaded.id, fileName: uploaded.fileName };
}

/** The real actors of the step, through the gateway. */
export function createExtrasQuestionsActors(
  client: GatewayClient,
  upload: { fetch?: typeof fetch; endpoint?: string; getLocale?: () => string } = {},
) {
  return {
    loadOffer: fromPromise<LoadedOffer, LoadOfferRequest>(async ({ input }) => {
      const reply = await client.request(ExtrasOfferDocument, {
        code: input.hotelCode,
        checkin: input.checkin,
        checkout: input.checkout,
        roomPlanCodes: input.roomPlanCodes,
        labelFilters: input.labelFilters,
      });
      return { extras: reply.extras, questions: reply.additionalQuestions };
    }),
    uploadAttachment: fromPromise<UploadedAttachment, UploadRequest>(async ({ input }) =>
      uploadOverGraphql(
        upload.fetch ?? ((i, init) => fetch(i, init)),
        upload.endpoint ??
          (typeof location === 'undefined' ? 'http://localhost/graphql' : `${location.origin}/graphql`),
        upload.getLocale?.() ?? 'en',
        input,
      ),
    ),
  };
}
