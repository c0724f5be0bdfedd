import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { REDACTED, errorSerializer, redactUrl, requestSerializer } from './redact';

/** A logger writing JSON lines into an array, as production writes them to stdout. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('test', 'info', stream), lines };
}

describe('request URLs in logs', () => {
  it('hides the token of a password-reset link, on the API and on the web page', () => {
    expect(redactUrl('/v1/auth/password-reset/eyJhbGciOi.abc.def')).toBe(`/v1/auth/password-reset/${REDACTED}`);
    expect(redactUrl('/auth/password/reset/secret-token?x=1')).toBe(`/auth/password/reset/${REDACTED}?x=1`);
  });

  it('hides the token of a verification link but keeps the user id', () => {
    expect(redactUrl('/v1/auth/email-verification/42/tok-123')).toBe(`/v1/auth/email-verification/42/${REDACTED}`);
  });

  it('hides everything after an email-revert link', () => {
    expect(redactUrl('/v1/auth/email-revert/42/tok/more')).toBe(`/v1/auth/email-revert/${REDACTED}`);
  });

  it('hides token, email and to values in any query string, and leaves others', () => {
    expect(redactUrl('/dev/mailbox?to=person%40example.com')).toBe(`/dev/mailbox?to=${REDACTED}`);
    expect(redactUrl('/v1/thing?limit=10&Email=a@b.c&token=t&offset=5')).toBe(`/v1/thing?limit=10&Email=${REDACTED}&token=${REDACTED}&offset=5`);
    expect(redactUrl('/v1/enums/styles?v=3')).toBe('/v1/enums/styles?v=3');
  });

  it('logs method and redacted URL only, no headers', () => {
    const out = requestSerializer({ method: 'POST', originalUrl: '/v1/auth/password-reset/abc', url: '/auth/password-reset/abc' });
    expect(out).toEqual({ method: 'POST', url: `/v1/auth/password-reset/${REDACTED}` });
  });

  it('writes a log line for such a request with no trace of the token or address', () => {
    const { logger, lines } = capture();
    const req = { method: 'GET', url: '/v1/auth/email-verification/7/very-secret-token?email=someone%40example.com', headers: { authorization: 'Bearer abc' } };
    logger.info({ req }, 'request completed');
    const text = JSON.stringify(lines);
    expect(lines[0].req).toEqual({ method: 'GET', url: `/v1/auth/email-verification/7/${REDACTED}?email=${REDACTED}` });
    expect(text).not.toContain('very-secret-token');
    expect(text).not.toContain('someone');
    expect(text).not.toContain('Bearer');
  });
});

describe('errors in logs', () => {
  /** What node-postgres throws for a failed statement: the detail and the values it echoes. */
  class DatabaseError extends Error {
    code = '23505';
    detail = 'Key (email)=(someone@example.com) already exists.';
    constraint = 'users_email_key';
    table = 'users';
    parameters = ['someone@example.com', 'hunter2'];
  }

  it('keeps the class, code, names and frames, and none of the values', () => {
    const err = new DatabaseError('duplicate key value violates unique constraint "users_email_key" for someone@example.com');
    const out = errorSerializer(err);
    expect(out).toMatchObject({ type: 'DatabaseError', code: '23505', constraint: 'users_email_key', table: 'users' });
    expect(out.stack).toMatch(/^at /);
    expect(JSON.stringify(out)).not.toMatch(/someone|hunter2|duplicate key/);
  });

  it('logs a server fault with its request id and without the data it carried', () => {
    const { logger, lines } = capture();
    const err = Object.assign(new TypeError('Cannot read properties of undefined (reading "secret-value")'), { body: { password: 'hunter2' } });
    logger.child({ requestId: 'req-1' }).error({ err }, 'request failed');
    expect(lines[0]).toMatchObject({ requestId: 'req-1', err: { type: 'TypeError' }, msg: 'request failed' });
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|secret-value/);
  });

  it('follows a cause, the same way', () => {
    const out = errorSerializer(new Error('outer', { cause: new DatabaseError('inner with someone@example.com') }));
    expect(out.cause).toMatchObject({ type: 'DatabaseError', code: '23505' });
    expect(JSON.stringify(out)).not.toContain('someone');
  });
});
