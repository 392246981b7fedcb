import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from './index';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let realApi: RealBookingApi;
let gateway: Gateway;

beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'extras-widget' });
  gateway = realApi.gateway;
});
afterAll(() => realApi?.close());

/** A GraphQL multipart request (the spec yoga implements): operations, map, then the file. */
async function upload(bytes: Uint8Array, name: string): Promise<any> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation Upload($code: String!, $file: File!) { uploadAttachment(code: $code, file: $file) { id fileName contentType byteSize } }',
      variables: { code: 'demo-kyoto', file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new File([bytes.slice()], name, { type: 'image/png' }));
  const response = await gateway.fetch(
    new Request('http://gateway.test/graphql', {
      method: 'POST',
      body: form,
      headers: { 'GraphQL-Require-Preflight': 'true' },
    }),
  );
  return response.json();
}

describe('extras, questions and attachments through the gateway', () => {
  it('lists extras with inventories and the questions of a plan', async () => {
    const reply = await postGraphql(
      gateway,
      /* GraphQL */ `
        query Offer($code: String!) {
          extras(code: $code, checkin: "2030-04-15", checkout: "2030-04-17") {
            id
            code
            extraType
            price
            bookingAvailableDates
            pricesByDate {
              date
              price
            }
            inventory
            purchaseLimit
          }
          additionalQuestions(code: $code, checkin: "2030-04-15", roomPlanCodes: ["KY-STD-TWIN-BF"]) {
            id
            title
            answerType
            required
            options {
              value
              label
            }
          }
        }
      `,
      { code: 'demo-kyoto' },
      { 'X-Locale': 'ja' },
    );
    expect(reply.errors).toBeUndefined();
    const extras = reply.data!.extras;
    expect(extras.map((e: any) => e.code)).toEqual(['KY-CHAMPAGNE', 'KY-KAISEKI', 'KY-LATE-CHECKOUT']);
    expect(extras[1].bookingAvailableDates).toEqual(['2030-04-15', '2030-04-16']);
    expect(extras[0].inventory).toBe(40);
    expect(extras[2].inventory).toBeNull();
    const titles = reply.data!.additionalQuestions.map((q: any) => q.title);
    expect(titles).toContain('ご朝食のスタイル');
    expect(titles).not.toContain('会員様：枕のご希望');
  });

  it("asks a signed-in member's questions through the passed-on session; labelFilters cannot widen a guest's", async () => {
    const query =
      'query Q($f: [String!]) { additionalQuestions(code: "demo-kyoto", checkin: "2030-04-15", labelFilters: $f) { title } }';
    const titles = (reply: { data?: any }) => reply.data!.additionalQuestions.map((q: any) => q.title);
    const signedIn = await postGraphql(
      gateway,
      'mutation { signIn(code: "demo-kyoto", email: "line.member@example.com", password: "DemoLine2026") { token } }',
    );
    expect(signedIn.errors).toBeUndefined();
    const member = { Authorization: `Bearer ${signedIn.data!.signIn.token}` };
    expect(titles(await postGraphql(gateway, query, {}, member))).toContain('Member: pillow preference');
    expect(titles(await postGraphql(gateway, query, { f: ['all_users'] }, member))).not.toContain(
      'Member: pillow preference',
    );
    expect(titles(await postGraphql(gateway, query, { f: ['all_users', 'membership_rank_all'] }))).not.toContain(
      'Member: pillow preference',
    );
  });

  it('uploads an image, books with an extra and answers, and serves the file back to the holder', async () => {
    const uploaded = await upload(PNG, 'passport.png');
    expect(uploaded.errors).toBeUndefined();
    const file = uploaded.data.uploadAttachment;
    expect(file).toMatchObject({ fileName: 'passport.png', contentType: 'image/png', byteSize: PNG.length });

    const offer = await postGraphql(
      gateway,
      'query { extras(code: "demo-kyoto", checkin: "2030-04-15", checkout: "2030-04-17") { id code } additionalQuestions(code: "demo-kyoto", checkin: "2030-04-15") { id answerType } }',
    );
    const champagne = offer.data!.extras.find((e: any) => e.code === 'KY-CHAMPAGNE').id;
    const questions = offer.data!.additionalQuestions;
    const fileQuestion = questions.find((q: any) => q.answerType === 'file').id;
    const textQuestion = questions.find((q: any) => q.answerType === 'text').id;
    const booked = await postGraphql(
      gateway,
      /* GraphQL */ `
        mutation Book($input: CreateReservationInput!) {
          createReservation(code: "demo-kyoto", idempotencyKey: "extras-gateway-0001", input: $input) {
            confirmationNumber
            bypassToken
            totalPrice
            totalExtraPrice
            extraPriceWithoutTax
            rooms {
              totalPrice
            }
            extras {
              code
              quantity
              price
              date
            }
            answers {
              title
              answer
              attachments {
                fileName
                url
              }
            }
          }
        }
      `,
      {
        input: {
          checkinDate: '2030-04-15',
          checkoutDate: '2030-04-17',
          paymentType: 'on_site',
          rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2, children: 0 }],
          guest: { firstName: 'Hanako', lastName: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
          extras: [{ extraId: champagne, quantity: 1 }],
          totalExtraPrice: 5500,
          answers: [
            { questionId: textQuestion, answer: 'Peanuts' },
            { questionId: fileQuestion, attachmentIds: [file.id] },
          ],
        },
      },
    );
    expect(booked.errors).toBeUndefined();
    const reservation = booked.data!.createReservation;
    expect(reservation.extras).toEqual([{ code: 'KY-CHAMPAGNE', quantity: 1, price: 5500, date: null }]);
    expect(reservation.totalExtraPrice).toBe(5500);
    expect(reservation.totalPrice).toBe(reservation.rooms[0].totalPrice + 5500);
    expect(reservation.answers[0]).toMatchObject({ title: 'Food allergies', answer: 'Peanuts' });
    const url = reservation.answers[1].attachments[0].url;
    const served = await fetch(`${realApi.apiUrl}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('reports a refused file and a wrong extras total with their catalogue codes', async () => {
    const refused = await upload(new TextEncoder().encode('not an image at all'), 'fake.png');
    expect(refused.errors[0].extensions.code).toBe('1251');
    const wrongTotal = await postGraphql(
      gateway,
      /* GraphQL */ `
        mutation Book($input: CreateReservationInput!) {
          createReservation(code: "demo-kyoto", idempotencyKey: "extras-gateway-0002", input: $input) {
            confirmationNumber
          }
        }
      `,
      {
        input: {
          checkinDate: '2030-04-15',
          checkoutDate: '2030-04-17',
          paymentType: 'on_site',
          rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2, children: 0 }],
          guest: { firstName: 'Hanako', lastName: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
          extras: [{ extraId: 1, quantity: 1 }],
          totalExtraPrice: 1,
        },
      },
    );
    expect(wrongTotal.errors![0]!.extensions!.code).toBe('1103');
  });
});
