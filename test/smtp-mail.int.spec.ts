import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startMailDispatcher } from '@decorlook/infra/mail/mailer';
import { call, startTestServer, type TestServer } from './support/test-server';

/** With SMTP_URL set, the outbox is handed to a real SMTP server (here one on loopback). */
let smtp: SMTPServer;
let s: TestServer;
let stopDispatch: () => Promise<void>;
const received: { to: string; data: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  const { port } = smtp.server.address() as AddressInfo;
  s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` }, { projectors: ['users', 'mail'] });
  stopDispatch = startMailDispatcher(s.platform.pool, s.platform.mailer, s.platform.logger, 50);
});

afterAll(async () => {
  await stopDispatch();
  await s.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

it('sends the verification mail through SMTP and marks it sent', async () => {
  const email = `smtp-${randomUUID().slice(0, 8)}@example.com`;
  const up = await call(s.url, 'POST', '/v1/auth/sign-up', { email, password: 'correct horse 1', passwordRepeat: 'correct horse 1', terms: true });
  expect(up.status).toBe(201);
  await vi.waitFor(() => expect(received.some((m) => m.to === email)).toBe(true), { timeout: 10_000, interval: 50 });
  const mail = received.find((m) => m.to === email);
  expect(mail?.data).toMatch(/Subject: .*verify your email/i);
  expect(mail?.data).toContain('/auth/email-verification/');
  // The dispatcher marks the mail sent once the SMTP server has taken it: just after it arrives.
  await vi.waitFor(async () => {
    const { rows } = await s.platform.pool.query('SELECT sent_at FROM mail_outbox WHERE lower(recipient) = $1', [email]);
    expect(rows[0].sent_at).not.toBeNull();
  });
});
