import {
  type devMail,
  listDevMailQuery,
  listDevMailResponse,
} from '@lonsam/domain/contracts/dev-mail/list-dev-mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';

export type DevMailRoutesOptions = { db: Kysely<Database> };

const MAX_LISTED = 100;

export type DevMail = z.output<typeof devMail>;

async function listDevMail(db: Kysely<Database>, to: string | undefined): Promise<DevMail[]> {
  let query = db.selectFrom('dev_mail').selectAll().orderBy('id', 'desc').limit(MAX_LISTED);
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.trim().toLowerCase()));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: String(row.id),
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function renderPage(messages: DevMail[]): string {
  const items = messages
    .map(
      (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">Till <b>${escapeHtml(message.to)}</b> · från ${escapeHtml(message.from)} · ${escapeHtml(message.createdAt)}</p>
<pre>${escapeHtml(message.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Utkorg (utveckling)</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}.meta{color:#555}pre{white-space:pre-wrap}</style>
</head><body>
<h1>Utkorg (utveckling)</h1>
<p>E-post som skulle ha skickats när ingen SMTP_URL är satt. Nyaste först, högst ${MAX_LISTED}.</p>
${items || '<p>Inga meddelanden.</p>'}
</body></html>`;
}

/** The development outbox: `/dev/mail` (HTML) and `/api/dev/mail` (JSON). Never registered in production. */
export const devMailRoutes: FastifyPluginAsyncZod<DevMailRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/dev/mail',
    {
      schema: {
        summary: 'Development outbox (absent in production)',
        tags: ['development'],
        querystring: listDevMailQuery,
        response: { 200: listDevMailResponse },
      },
    },
    async (request) => ({ messages: await listDevMail(db, request.query.to) }),
  );

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listDevMail(db, undefined);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderPage(messages));
  });
};
