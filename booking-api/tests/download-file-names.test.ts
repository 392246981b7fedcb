import { expect, it } from 'vitest';
import { CLIENT_SESSION_HEADER } from '../../contract';
import { additionalQuestions } from '../db/schema';
import { contentDisposition } from '../http/content-disposition';
import { describeOnTestDatabases, reservationRequest } from './support/test-api';

// A 1x1 PNG: a real image by its magic bytes.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The exact name a browser reads from `filename*=UTF-8''...` (RFC 8187). */
function extendedFileName(header: string | null): string | undefined {
  const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(header ?? '')?.[1];
  return encoded === undefined ? undefined : decodeURIComponent(encoded);
}

describeOnTestDatabases('downloads named in any script on $name', (api) => {
  it('serves an attachment named in Japanese, Korean or Chinese with an ASCII fallback and the exact UTF-8 name', async () => {
    const [passport] = (await api.database.db.select().from(additionalQuestions)).filter(
      (q) => q.title.en === 'Photo of your passport (guests from abroad)',
    );
    for (const name of ['パスポート写真.png', '여권 사진.png', '护照照片.png', '護照照片.png']) {
      const form = new FormData();
      form.append('file', new File([PNG.slice()], name, { type: 'image/png' }));
      const uploaded = await api.app.request('/book/hotels/demo-kyoto/file_attachments', {
        method: 'POST',
        headers: { [CLIENT_SESSION_HEADER]: api.session },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const image = (await uploaded.json()) as { id: string; file_name: string };
      const booked = await api.request('POST', '/book/hotels/demo-kyoto/reservations', {
        ...reservationRequest(),
        answers: [{ question_id: passport!.id, attachment_ids: [image.id] }],
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);

      const served = await api.app.request(
        `/api/file_attachments/${image.id}?confirmation_number=${booked.body.confirmation_number}&bypass_token=${booked.body.bypass_token}`,
      );
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
      const header = served.headers.get('content-disposition');
      expect(header).toMatch(/^inline; filename="[\x20-\x7e]+"; filename\*=UTF-8''[\x21-\x7e]+$/);
      expect(extendedFileName(header)).toBe(image.file_name);
      expect(image.file_name).toBe(name);
    }
  });
});

it('keeps quotes, backslashes, semicolons and line breaks of a name from breaking or adding header fields', () => {
  for (const name of [
    'a"; filename="evil.exe',
    'back\\slash;.png',
    'line\r\nSet-Cookie: x=1.png',
    '100%.png',
    "it's (1).png",
    '\uD800lone.png',
  ]) {
    const header = contentDisposition('attachment', name);
    // One field, printable ASCII only: nothing a name holds can end the value or start another header.
    expect(header).toMatch(/^attachment; filename="[^"\\;%]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(() => new Headers({ 'Content-Disposition': header })).not.toThrow();
    expect(extendedFileName(header)).toBe(name.replace('\uD800', '\uFFFD'));
  }
  expect(contentDisposition('attachment', 'reservations-20260302.zip')).toBe(
    `attachment; filename="reservations-20260302.zip"; filename*=UTF-8''reservations-20260302.zip`,
  );
});
