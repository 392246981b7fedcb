import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { addRoute, declareRoute, declaredRoutes } from '../http/declared-routes';
import type { RouteDeps } from '../routes/deps';
import { escapeHtml } from '../http/html-escape';
import { listOutbox, type OutboxRow } from './outbox-repository';

/**
 * GET /api/dev/outbox: the e-mails the product wrote, newest first, so a person (or a browser test)
 * can follow the links without a mail server. `?to=<address>` filters; `?format=json` answers JSON.
 * It shows live sign-up and reset links, so only the demo start registers it (not with
 * DEV_OUTBOX=off), and it answers only callers on the same machine (booking-api/app.ts).
 */
const outbox = declareRoute({
  method: 'get',
  path: '/api/dev/outbox',
  summary:
    'Demo start only, for callers on the same machine (never in production; DEV_OUTBOX=off hides it): the e-mail outbox, HTML or format=json',
  request: {
    query: z.object({
      to: z.string().optional().meta({ description: 'Only the e-mails to this address' }),
      format: z.string().optional().meta({ description: 'json: the messages as JSON; otherwise a page' }),
    }),
  },
  responses: {
    200: {
      description: 'The outbox, newest first (at most 100)',
      content: {
        'text/html': { schema: z.string() },
        'application/json': { schema: z.object({ messages: z.array(z.unknown()) }) },
      },
    },
  },
});

export function devOutboxRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes();
  addRoute(routes, outbox, async (c) => {
    const to = c.req.query('to')?.trim() || undefined;
    const messages = await listOutbox(deps.database.db, { ...(to ? { to } : {}), limit: 100 });
    if (c.req.query('format') === 'json') {
      return c.json({
        messages: messages.map((m) => ({
          id: m.id,
          kind: m.kind,
          to: m.toAddress,
          subject: m.subject,
          body: m.bodyText,
          body_html: m.bodyHtml,
          links: m.links,
          status: m.status,
          created_at: m.createdAt.toISOString(),
        })),
      });
    }
    c.header('Cache-Control', 'no-store');
    return c.html(renderPage(messages));
  });
  return routes;
}

/**
 * The HTML e-mail as the guest sees it, in a sandboxed frame (`sandbox=""`: no scripts, no same
 * origin, no forms, no navigation of this page; the page's own strict CSP applies inside too), and
 * its text body under a disclosure.
 */
function htmlBody(m: OutboxRow): string {
  return `<iframe class="mail-html" title="${escapeHtml(`HTML e-mail: ${m.subject}`)}" sandbox="" referrerpolicy="no-referrer" loading="lazy" srcdoc="${escapeHtml(m.bodyHtml ?? '')}"></iframe>
  <details><summary>Text</summary><pre>${escapeHtml(m.bodyText)}</pre></details>`;
}

function renderPage(messages: OutboxRow[]): string {
  const items = messages
    .map(
      (m) => `<article class="mail" data-kind="${escapeHtml(m.kind)}" data-to="${escapeHtml(m.toAddress)}">
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <span class="to">${escapeHtml(m.toAddress)}</span> · ${escapeHtml(m.kind)} · ${escapeHtml(m.status)} · ${escapeHtml(m.createdAt.toISOString())}</p>
  <ul>${m.links.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></li>`).join('')}</ul>
  ${m.bodyHtml ? htmlBody(m) : `<pre>${escapeHtml(m.bodyText)}</pre>`}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:1rem auto;padding:0 1rem}.mail{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}.meta{color:#555}pre{white-space:pre-wrap}.mail-html{display:block;inline-size:100%;block-size:32rem;border:1px solid #ccc;border-radius:4px;background:#fff}</style>
</head><body><h1>Outbox (development)</h1>
<p>E-mails written by the booking API, newest first. This page is disabled in production.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}
