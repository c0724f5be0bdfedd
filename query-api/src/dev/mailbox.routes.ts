import { escapeHtml } from '@decorlook/infra/html';
import { Router } from 'express';
import { z } from 'zod';
import { oneLine } from '@decorlook/domain/shared/text';
import { minPosition } from '@decorlook/infra/http/min-position';
import { parseInput } from '@decorlook/infra/http/validate';
import { mailboxFor, type MailboxMessage } from '@decorlook/infra/mail/mailer';
import type { Platform } from '@decorlook/infra/platform';

// The address a mail was sent to: one line of plain text, like every text the site accepts.
const query = z.object({ to: oneLine(z.string().trim().max(254)).optional() });

function page(to: string | undefined, messages: MailboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</span></header>
      <ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
      <details><summary>Show the mail</summary><iframe title="${escapeHtml(m.subject)}" sandbox srcdoc="${escapeHtml(m.html)}"></iframe></details></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Dev mailbox · DecorLook</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:860px;color:#1f2933;padding:0 1rem}h1{color:#0f766e}
article{border:1px solid #e4e7eb;border-radius:8px;padding:1rem;margin:1rem 0}header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
header span{color:#7b8794;font-size:.9rem}iframe{width:100%;height:480px;border:1px solid #e4e7eb;border-radius:6px}form{display:flex;gap:.5rem}
input{flex:1;padding:.5rem}li a{word-break:break-all}button{padding:.5rem 1rem;background:#0f766e;color:#fff;border:0;border-radius:6px}</style></head>
<body><h1>Dev mailbox</h1><p>Every mail the site sent while running outside production. Nothing here left this machine.</p>
<form method="get"><input name="to" type="email" placeholder="Filter by recipient" value="${escapeHtml(to ?? '')}"><button>Filter</button></form>
${items || '<p>No mail yet.</p>'}</body></html>`;
}

/** The dev mailbox (not in production): JSON for tools and tests, a page for people. */
export function devMailboxRoutes(platform: Platform): Router {
  const router = Router();
  router.get('/mailbox', minPosition(platform.pool), async (req, res) => {
    const { to } = parseInput(query, req.query);
    const messages = await mailboxFor(platform.pool, to || null);
    res.set('Cache-Control', 'no-store');
    if (req.accepts(['json', 'html']) === 'html') res.type('html').send(page(to, messages));
    else res.json({ result: messages });
  });
  return router;
}
