import { describe, expect, it } from 'vitest';
import { demoStartNotice, readServerConfig, sandboxPaymentsNotice } from './config';

const production = {
  NODE_ENV: 'production',
  WIDGET_CLIENT_SECRET: 'a-secret-of-our-own',
  PUBLIC_URL: 'https://booking.hotel.example',
};

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    readServerConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('production configuration', () => {
  it('starts with a secret of its own and PUBLIC_URL, and serves no development page', () => {
    const config = readServerConfig(production);
    expect(config).toMatchObject({
      mode: 'production',
      clientSecret: 'a-secret-of-our-own',
      publicUrl: 'https://booking.hotel.example',
      devOutbox: false,
      testClock: false,
      seedDemoHotels: false,
      sandboxPayments: false,
    });
    expect(demoStartNotice(config)).toBeUndefined();
    expect(sandboxPaymentsNotice(config)).toBeUndefined();
  });

  it('refuses an unset or demo API client secret', () => {
    expect(refusal({ ...production, WIDGET_CLIENT_SECRET: undefined })).toMatch(/WIDGET_CLIENT_SECRET is not set/);
    expect(refusal({ ...production, WIDGET_CLIENT_SECRET: '' })).toMatch(/WIDGET_CLIENT_SECRET is not set/);
    expect(refusal({ ...production, WIDGET_CLIENT_SECRET: 'demo-widget-secret' })).toMatch(
      /WIDGET_CLIENT_SECRET is the demo default/,
    );
  });

  it('refuses an unset PUBLIC_URL or one that is not an absolute http(s) address', () => {
    expect(refusal({ ...production, PUBLIC_URL: undefined })).toMatch(/PUBLIC_URL is not set/);
    expect(refusal({ ...production, PUBLIC_URL: '  ' })).toMatch(/PUBLIC_URL is not set/);
    for (const bad of [
      'booking.hotel.example',
      '/booking',
      'javascript:alert(1)',
      'ftp://hotel.example',
      'https://user:pw@hotel.example',
      'https://hotel.example/?next=x',
    ]) {
      expect(refusal({ ...production, PUBLIC_URL: bad }), bad).toMatch(
        /PUBLIC_URL must be an absolute http\(s\) address/,
      );
    }
  });

  it('refuses the movable test clock and an explicitly asked development outbox', () => {
    expect(refusal({ ...production, BOOKING_API_TEST_CLOCK: '1' })).toMatch(/BOOKING_API_TEST_CLOCK is on/);
    expect(refusal({ ...production, DEV_OUTBOX: 'on' })).toMatch(/DEV_OUTBOX is on/);
    expect(readServerConfig({ ...production, DEV_OUTBOX: 'off' }).devOutbox).toBe(false);
  });

  it('lists every problem at once', () => {
    const message = refusal({ NODE_ENV: 'production', BOOKING_API_TEST_CLOCK: '1', DEV_OUTBOX: 'on' });
    expect(message.split('\n')).toEqual([
      'Refusing to start in production (NODE_ENV=production):',
      expect.stringContaining('WIDGET_CLIENT_SECRET is not set'),
      expect.stringContaining('PUBLIC_URL is not set'),
      expect.stringContaining('BOOKING_API_TEST_CLOCK is on'),
      expect.stringContaining('DEV_OUTBOX is on'),
    ]);
  });

  it('takes fake test cards only when SANDBOX_PAYMENTS asks for it, and says so', () => {
    for (const value of ['1', 'true', 'on']) {
      const config = readServerConfig({ ...production, SANDBOX_PAYMENTS: value });
      expect(config.sandboxPayments, value).toBe(true);
      expect(sandboxPaymentsNotice(config)).toMatch(/SANDBOX_PAYMENTS is on: .*accepts fake test cards/);
    }
    for (const value of ['', '0', 'off', 'yes'])
      expect(readServerConfig({ ...production, SANDBOX_PAYMENTS: value }).sandboxPayments, value).toBe(false);
    // Seeding the demo hotels, whose gateways name the sandbox, does not switch it on.
    expect(readServerConfig({ ...production, SEED_DEMO_HOTELS: '1' }).sandboxPayments).toBe(false);
  });

  it('seeds the demo hotels only when asked', () => {
    expect(readServerConfig({ ...production, SEED_DEMO_HOTELS: '1' }).seedDemoHotels).toBe(true);
  });

  it('keeps a path of PUBLIC_URL and drops its trailing slash', () => {
    expect(readServerConfig({ ...production, PUBLIC_URL: 'https://hotel.example/booking/' }).publicUrl).toBe(
      'https://hotel.example/booking',
    );
  });
});

describe('demo configuration', () => {
  it("starts without settings, with the outbox, the default secret and the server's own address for links", () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({
      mode: 'demo',
      clientKey: 'demo-widget',
      clientSecret: 'demo-widget-secret',
      publicUrl: undefined,
      devOutbox: true,
      testClock: false,
      sandboxPayments: true,
    });
    expect(demoStartNotice(config)).toMatch(
      /^Demo start .*development outbox.*demo accounts with known passwords.*fake test cards.*default API client secret/,
    );
    expect(sandboxPaymentsNotice(config)).toBeUndefined();
    expect(readServerConfig({ SANDBOX_PAYMENTS: '0' }).sandboxPayments).toBe(true);
  });

  it('hides the outbox with DEV_OUTBOX=off and still checks a PUBLIC_URL that is set', () => {
    expect(readServerConfig({ DEV_OUTBOX: 'off' }).devOutbox).toBe(false);
    expect(refusal({ PUBLIC_URL: 'hotel.example' })).toMatch(/^Refusing to start:\n.*PUBLIC_URL must be/);
  });

  it('never seeds the demo hotels without accounts', () => {
    expect(readServerConfig({ SEED_DEMO_HOTELS: '1' }).seedDemoHotels).toBe(false);
  });
});

describe('the AI search language model', () => {
  it('is off unless AI_SEARCH_MODEL_URL is set, and reads its model, key and time limit', () => {
    expect(readServerConfig({}).searchLanguageModel).toBeUndefined();
    expect(
      readServerConfig({
        AI_SEARCH_MODEL_URL: 'http://127.0.0.1:11434/v1/',
        AI_SEARCH_MODEL: 'llama3',
        AI_SEARCH_MODEL_KEY: 'k',
        AI_SEARCH_MODEL_TIMEOUT_MS: '2500',
      }).searchLanguageModel,
    ).toEqual({ url: 'http://127.0.0.1:11434/v1', model: 'llama3', apiKey: 'k', timeoutMs: 2500 });
  });

  it('refuses to start with an address or a time limit it cannot use', () => {
    expect(refusal({ AI_SEARCH_MODEL_URL: 'not an address' })).toMatch(/AI_SEARCH_MODEL_URL must be/);
    expect(refusal({ AI_SEARCH_MODEL_URL: 'ftp://model.example' })).toMatch(/AI_SEARCH_MODEL_URL must be/);
    expect(refusal({ AI_SEARCH_MODEL_URL: 'https://model.example/v1', AI_SEARCH_MODEL_TIMEOUT_MS: '0' })).toMatch(
      /AI_SEARCH_MODEL_TIMEOUT_MS must be/,
    );
  });
});
