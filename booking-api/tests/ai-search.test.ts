import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SESSION_HEADER } from '../../contract';
import { AI_SEARCH_ROUTE } from '../agency/ai-search-routes';
import { createBookingApi } from '../app';
import { describeOnTestDatabases, firstCode, LOOPBACK_CALLER, TEST_PUBLIC_URL } from './support/test-api';

/** A stand-in OpenAI-compatible endpoint on loopback: answers each call with the next scripted reply. */
function chatCompletionsServer() {
  const calls: { authorization?: string; body: any }[] = [];
  let next: (body: any) => { status?: number; content?: string; delayMs?: number } = () => ({ content: '{}' });
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const body = JSON.parse(text);
      calls.push({ authorization: request.headers.authorization, body });
      const reply = next(body);
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: reply.content } }] }));
      }, reply.delayMs ?? 0);
    });
  });
  return {
    calls,
    script: (reply: typeof next) => (next = reply),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`)),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describeOnTestDatabases('POST /api/ota/v1/ai_search ($name)', (api) => {
  it("reads the guest's words with the built-in interpreter, naming the area in their language", async () => {
    const reply = await api.request('POST', AI_SEARCH_ROUTE, {
      query: '来週金曜から2泊 京都駅の近く 朝食付き 大人2名',
    });
    expect(reply.status).toBe(200);
    // The test clock stands at Monday 2026-03-02: next week's Friday is 2026-03-13.
    expect(reply.body.data).toEqual({
      search: { checkin: '2026-03-13', nights: 2, adults: 2, area: 'kyoto-station', meal: 'breakfast' },
      language: 'ja',
      interpreted_by: 'built_in',
      area: { code: 'kyoto-station', name: '京都駅' },
      today: '2026-03-02',
    });
  });

  it("tells today where the agency sells with the areas: Japan's date, whatever the day is in UTC", async () => {
    await api.travelTo('2026-03-02T15:30:00Z');
    const reply = await api.request('GET', '/api/ota/v1/areas');
    expect(reply.status).toBe(200);
    expect(reply.body.today).toBe('2026-03-03');
    const read = await api.request('POST', AI_SEARCH_ROUTE, { query: 'Kyoto tomorrow for 2 nights, 2 adults' });
    expect(read.body.data).toMatchObject({ today: '2026-03-03', search: { checkin: '2026-03-04' } });
  });

  it('names the area in the language the page gives', async () => {
    const reply = await api.request('POST', AI_SEARCH_ROUTE, { query: 'Seoul Myeongdong, 2 adults', language: 'ko' });
    expect(reply.body.data.area).toEqual({ code: 'myeongdong', name: '명동' });
  });

  it('answers 422 "AI search gave no result" when nothing in the text is a stay', async () => {
    const reply = await api.request('POST', AI_SEARCH_ROUTE, { query: 'hello, is anyone there?' });
    expect(reply.status).toBe(422);
    expect(firstCode(reply.body)).toBe('ai_search_no_result');
    expect(reply.body.errors[0].title).toBe('AI search gave no result');
  });

  it('refuses malformed requests with the catalogue shape', async () => {
    for (const body of [
      {},
      { query: '' },
      { query: 'x'.repeat(301) },
      { query: 'Kyoto', language: 'fr' },
      { query: 'Kyoto', extra: 1 },
      { query: 42 },
    ]) {
      const reply = await api.request('POST', AI_SEARCH_ROUTE, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(firstCode(reply.body)).toBe('1000');
    }
    const notJson = await api.request('POST', AI_SEARCH_ROUTE, '{"query":');
    expect(notJson.status).toBe(400);
  });

  it('needs a client session', async () => {
    const reply = await api.app.request(
      AI_SEARCH_ROUTE,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'Kyoto' }),
      },
      LOOPBACK_CALLER,
    );
    expect(reply.status).toBe(401);
  });

  describe('with a language model configured', () => {
    const model = chatCompletionsServer();
    let ask: (query: string) => Promise<{ status: number; body: any }>;
    beforeAll(async () => {
      const url = await model.start();
      const app = createBookingApi({
        database: api.database,
        clock: api.clock,
        publicUrl: TEST_PUBLIC_URL,
        searchLanguageModel: { url, model: 'test-model', apiKey: 'model-key', timeoutMs: 3000 },
      });
      ask = async (query) => {
        const response = await app.request(
          AI_SEARCH_ROUTE,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', [CLIENT_SESSION_HEADER]: api.session },
            body: JSON.stringify({ query }),
          },
          LOOPBACK_CALLER,
        );
        return { status: response.status, body: await response.json() };
      };
    });
    afterAll(() => model.stop());

    it("uses the model's reading when it passes the schema, sending the key, the model and today", async () => {
      model.script(() => ({ content: JSON.stringify({ area: 'gion', adults: 2, nights: 1, checkin: '2026-03-07' }) }));
      const reply = await ask('somewhere quiet in Gion for the two of us on Saturday');
      expect(reply.body.data).toMatchObject({
        interpreted_by: 'language_model',
        search: { area: 'gion', adults: 2, nights: 1, checkin: '2026-03-07' },
      });
      const call = model.calls.at(-1)!;
      expect(call.authorization).toBe('Bearer model-key');
      expect(call.body.model).toBe('test-model');
      expect(call.body.messages[0].content).toContain('Today is 2026-03-02 (Monday)');
      expect(call.body.messages[1].content).toBe('somewhere quiet in Gion for the two of us on Saturday');
    });

    it('falls back to the built-in interpreter when the model answers outside the schema, names no known area, fails or is late', async () => {
      const query = '2 adults in Hakone, 2 nights';
      const builtIn = { search: { adults: 2, area: 'hakone', nights: 2 }, interpreted_by: 'built_in' };
      for (const reply of [
        { content: JSON.stringify({ adults: 'two' }) },
        { content: JSON.stringify({ area: 'atlantis' }) },
        { content: JSON.stringify({ adults: 2, rooms: 2, drop: 'table' }) },
        { content: 'not json at all' },
        { status: 500, content: '{}' },
        { content: JSON.stringify({ adults: 2 }), delayMs: 6000 },
      ]) {
        model.script(() => reply);
        const answer = await ask(query);
        expect(answer.status, JSON.stringify(reply)).toBe(200);
        expect(answer.body.data, JSON.stringify(reply)).toMatchObject(builtIn);
      }
    });
  });
});
