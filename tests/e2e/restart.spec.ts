import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { startServerProcess } from './server-process';

async function graphql<T>(url: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const reply = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await reply.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

test('a reservation made before a restart of npm start is still there after it', async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-restart-'));
  const env = { PORT: String(Number(process.env.E2E_PORT ?? 18080) + 1), DATA_DIR: path.join(dataDir, 'nested', 'db') };

  const first = await startServerProcess(env);
  const { bookingWidgetSettings } = await graphql<{ bookingWidgetSettings: { today: string } }>(
    first.url,
    'query { bookingWidgetSettings(code: "demo-kyoto") { today } }',
    {},
  );
  const checkin = addDays(bookingWidgetSettings.today, 20);
  const checkout = addDays(bookingWidgetSettings.today, 22);
  const { rooms } = await graphql<{ rooms: { rooms: { roomTypeCode: string; plans: { roomPlanCode: string }[] }[] } }>(
    first.url,
    'query($search: RoomSearchInput!) { rooms(code: "demo-kyoto", search: $search) { rooms { roomTypeCode plans { roomPlanCode } } } }',
    { search: { checkin, checkout, adults: 2 } },
  );
  const room = rooms.rooms[0]!;
  const { createReservation } = await graphql<{ createReservation: { confirmationNumber: string } }>(
    first.url,
    `
      mutation ($input: CreateReservationInput!) {
        createReservation(code: "demo-kyoto", input: $input, idempotencyKey: "restart-test-0001") {
          confirmationNumber
        }
      }
    `,
    {
      input: {
        checkinDate: checkin,
        checkoutDate: checkout,
        rooms: [{ roomTypeCode: room.roomTypeCode, roomPlanCode: room.plans[0]!.roomPlanCode, adults: 2 }],
        guest: { firstName: 'Hana', lastName: 'Restart', email: 'hana@example.com', phone: '+81312345678' },
        paymentType: 'on_site',
      },
    },
  );
  // The server closes its database on SIGTERM (server/start.ts) before the process ends.
  expect(await first.stop()).toContain('SIGTERM: closing');

  const second = await startServerProcess(env);
  try {
    const { reservation } = await graphql<{
      reservation: { status: string; checkinDate: string; guest: { lastName: string } };
    }>(
      second.url,
      `
        query ($number: String!) {
          reservation(code: "demo-kyoto", confirmationNumber: $number, email: "HANA@example.com") {
            status
            checkinDate
            guest {
              lastName
            }
          }
        }
      `,
      { number: createReservation.confirmationNumber },
    );
    expect(reservation).toEqual({ status: 'done', checkinDate: checkin, guest: { lastName: 'Restart' } });
  } finally {
    await second.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}
