import * as crypto from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { FailureThrottles } from '../security/throttles';
import { answerOf, requestFrom } from './support/caller';
import { DEMO_KEY, DEMO_SECRET, describeOnTestDatabases, firstCode, reservationRequest } from './support/test-api';

// Counts the scrypt runs, so the test can tell that an unknown API key costs the same hashing as a
// wrong secret (the answer's time follows from that; no timing is measured here).
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return { ...original, scrypt: vi.fn(original.scrypt) };
});
const scryptRuns = () => vi.mocked(crypto.scrypt).mock.calls.length;

// Wrong staff credentials, wrong client-session credentials and reservation look-ups that find
// nothing are throttled per caller address: 429 with Retry-After past the threshold.
describeOnTestDatabases('credential and look-up throttles on $name', (api) => {
  const basic = (key: string, secret: string) => ({
    authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`,
  });
  const staffPath = '/api/staff/hotels/demo-kyoto/payment_settings';

  async function failUntilRefused(
    send: () => Promise<{ status: number; headers: Headers; body: any }>,
    failureStatus: number,
    max: number,
  ) {
    const statuses: number[] = [];
    for (let i = 0; i < max; i += 1) statuses.push((await send()).status);
    expect(new Set(statuses)).toEqual(new Set([failureStatus]));
    const refused = await send();
    expect([refused.status, firstCode(refused.body)]).toEqual([429, 'too_many_requests']);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    return refused;
  }

  it('throttles wrong staff credentials per address, and lets right ones and other addresses through', async () => {
    await failUntilRefused(
      () => requestFrom(api, '192.0.2.50', 'GET', staffPath, undefined, basic(DEMO_KEY, 'wrong-secret')),
      401,
      FailureThrottles.staffCredentials.max,
    );
    expect(
      (await requestFrom(api, '192.0.2.51', 'GET', staffPath, undefined, basic(DEMO_KEY, 'wrong-secret'))).status,
    ).toBe(401);
    // Right credentials never count.
    for (let i = 0; i < FailureThrottles.staffCredentials.max + 2; i += 1) {
      expect(
        (await requestFrom(api, '192.0.2.52', 'GET', staffPath, undefined, basic(DEMO_KEY, DEMO_SECRET))).status,
      ).toBe(200);
    }
  });

  it('throttles wrong client-session credentials per address', async () => {
    const wrong = () =>
      requestFrom(api, '192.0.2.60', 'POST', '/api/client_sessions', { key: 'nobody', secret: 'nothing' });
    await failUntilRefused(wrong, 401, FailureThrottles.clientCredentials.max);
    expect(
      (await requestFrom(api, '192.0.2.61', 'POST', '/api/client_sessions', { key: 'nobody', secret: 'nothing' }))
        .status,
    ).toBe(401);
    expect(
      (await requestFrom(api, '192.0.2.61', 'POST', '/api/client_sessions', { key: DEMO_KEY, secret: DEMO_SECRET }))
        .status,
    ).toBe(201);
  });

  it('throttles reservation look-ups that find nothing per address, and the guest with the right e-mail elsewhere still finds it', async () => {
    const booked = await requestFrom(
      api,
      '192.0.2.70',
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest(),
    );
    expect(booked.status).toBe(201);
    const number = booked.body.confirmation_number as string;
    let attempt = 0;
    const guess = () =>
      requestFrom(
        api,
        '192.0.2.71',
        'GET',
        `/book/hotels/demo-kyoto/reservations/${number}?email=guess${(attempt += 1)}@example.com`,
      );
    await failUntilRefused(guess, 404, FailureThrottles.reservationLookups.max);
    // Refused before the look-up: even the right e-mail waits at that address.
    expect(
      (
        await requestFrom(
          api,
          '192.0.2.71',
          'GET',
          `/book/hotels/demo-kyoto/reservations/${number}?email=Hanako.Yamada@example.com`,
        )
      ).status,
    ).toBe(429);
    expect(
      (
        await requestFrom(
          api,
          '192.0.2.72',
          'GET',
          `/book/hotels/demo-kyoto/reservations/${number}?email=Hanako.Yamada@example.com`,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await requestFrom(
          api,
          '192.0.2.72',
          'GET',
          `/book/hotels/demo-kyoto/reservations/${number}?email=wrong@example.com`,
        )
      ).status,
    ).toBe(404);
  });

  it('hashes the secret for an unknown API key as for a wrong secret, and answers both alike', async () => {
    const attempts = [
      { key: 'no-such-key', secret: 'anything' },
      { key: DEMO_KEY, secret: 'wrong-secret' },
    ];
    // The decoy hash an unknown key is checked against is made once per process, on first use.
    await requestFrom(api, '192.0.2.82', 'POST', '/api/client_sessions', { key: 'warm-up', secret: 'anything' });
    const sessions = [];
    const staff = [];
    for (const { key, secret } of attempts) {
      const before = scryptRuns();
      sessions.push({
        ...answerOf(await requestFrom(api, '192.0.2.80', 'POST', '/api/client_sessions', { key, secret })),
        scrypt: scryptRuns() - before,
      });
      const between = scryptRuns();
      staff.push({
        ...answerOf(await requestFrom(api, '192.0.2.81', 'GET', staffPath, undefined, basic(key, secret))),
        scrypt: scryptRuns() - between,
      });
    }
    expect(sessions[0]).toEqual(sessions[1]);
    expect(sessions[0]).toMatchObject({ status: 401, scrypt: 1 });
    expect(staff[0]).toEqual(staff[1]);
    expect(staff[0]).toMatchObject({ status: 401, scrypt: 1 });
  });
});
