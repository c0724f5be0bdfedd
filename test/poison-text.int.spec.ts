import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type ConversationView, type MessageView } from '@decorlook/domain';
import { projectionStatuses } from '@decorlook/infra/projections/runner';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { testClient, type Person } from './support/client';
import { call, startTestServer, type TestServer } from './support/test-server';

/**
 * One bad string must never stop a projector (issue 21): text no read model can store (NUL and
 * the other control characters) is refused with a field error, searches holding it are cleaned,
 * paging past the database's integer range is a field error, and a log that already holds such
 * text (written by an older version) heals on the next start: the projectors read it cleaned.
 */
let s: TestServer;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
let ann: Person;
let bob: Person;
let conversationId: number;

const application = (over: Record<string, unknown> = {}) => ({
  describe_yourself: 'I love rooms\nfull of light',
  styles: [1],
  interests: [1],
  message: 'Ten years of decorating',
  links: ['https://ann.example'],
  isReferred: false,
  ...over,
});

beforeAll(async () => {
  s = await startTestServer();
  client = testClient(s, { readYourWrites: true });
  [ann, bob] = await Promise.all([client.person('Ann'), client.person('Bob')]);
  const started = await api(ann, 'POST', '/conversations', { type: 'private', participants: [bob.id], name: '' });
  expect([200, 201], JSON.stringify(started.body)).toContain(started.status);
  conversationId = (started.body.result as ConversationView).id;
}, 120_000);
afterAll(() => s?.close());

describe('text that cannot be stored', () => {
  it('is refused in a first name with a field error, and the profile and every read stay as they were', async () => {
    const nul = await api(ann, 'PUT', '/user', { firstName: 'a\u0000b' });
    expect(nul.status).toBe(422);
    expect(nul.body.errors).toEqual({ firstName: [MESSAGES.textOneLine] });
    const newline = await api(ann, 'PUT', '/user', { firstName: 'Ann\nMarie' });
    expect(newline.status).toBe(422);
    expect(newline.body.errors).toEqual({ firstName: [MESSAGES.textOneLine] });
    expect((await api(ann, 'PUT', '/user', { description: 'Line one\nLine two' })).status).toBe(200);
    const me = await api(ann, 'GET', '/user');
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({ firstName: 'Ann', description: 'Line one\nLine two' });
  });

  it('is refused in a message body; a body with line breaks and tabs is sent as written', async () => {
    const nul = await api(ann, 'POST', `/conversations/${conversationId}/messages`, { type: 1, version: 0, body: 'hi\u0000there' });
    expect(nul.status).toBe(422);
    expect(nul.body.errors).toEqual({ body: [MESSAGES.textControl] });
    const lines = await api(ann, 'POST', `/conversations/${conversationId}/messages`, { type: 1, version: 0, body: 'Hello Bob,\n\tsee you soon' });
    expect(lines.status, JSON.stringify(lines.body)).toBe(201);
    const read = await api(bob, 'GET', `/conversations/${conversationId}/messages`);
    expect((read.body.result as MessageView[]).map((m) => m.body)).toEqual(['Hello Bob,\n\tsee you soon']);
  });

  it('is refused in an ambassador application', async () => {
    await client.verifyEmail(bob);
    const r = await api(bob, 'POST', '/invitation/request-ambassador-access', application({ message: 'Ten\u0000years' }));
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ message: [MESSAGES.textControl] });
  });

  it('in a search is cleaned: every search answers, none with a 5xx', async () => {
    const searches: [string, string, unknown?][] = [
      ['POST', '/product/search', { search: 'so\u0000fa' }],
      ['POST', '/inspiration-image/search', { search: '\u0000' }],
      ['POST', '/look-board/search', { search: 'blue\u0000\u001b' }],
      ['POST', '/showcase/search', { search: 'a\u0000' }],
      ['POST', '/users/regular', { search: '\u0000b' }],
      ['GET', '/conversations?name=%00'],
      ['GET', '/contact-list?name=a%00b'],
      ['GET', `/users/${bob.id}/followers?search=%00`],
    ];
    for (const [method, url, body] of searches) {
      const r = await api(ann, method, url, body);
      expect(r.status, `${method} ${url}: ${JSON.stringify(r.body)}`).toBe(200);
    }
  });
});

describe('paging and ids', () => {
  it('answers 422 with a field error for an offset past the database integer range or a limit over 100, never 500', async () => {
    const past = await api(ann, 'POST', '/product/search', { offset: 2147483648 });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ offset: [MESSAGES.offsetTooLarge] });
    expect((await api(ann, 'POST', '/product/search', { offset: 2147483647 })).status).toBe(200);
    expect((await api(ann, 'POST', '/look-board/search', { offset: 1e12 })).body.errors).toEqual({ offset: [MESSAGES.offsetTooLarge] });
    expect((await api(ann, 'POST', '/product/search', { limit: 101 })).status).toBe(422);
    const query = await api(ann, 'GET', '/notifications?offset=2147483648');
    expect(query.status).toBe(422);
    expect(query.body.errors).toEqual({ offset: [MESSAGES.offsetTooLarge] });
    expect((await api(ann, 'GET', '/conversations?offset=99999999999')).status).toBe(422);
  });

  it('answers 422 with a field error for an id in a body or query past any id the stores hold: it is never written, never 500', async () => {
    const country = await api(ann, 'PUT', '/user', { countryId: 2147483648 });
    expect(country.status).toBe(422);
    expect(country.body.errors).toEqual({ countryId: [MESSAGES.unknownId] });
    const cases: [string, string, unknown?][] = [
      ['POST', '/product/search', { imageId: 2147483648 }],
      ['POST', '/look-board/search', { inspirationImageId: 2147483648 }],
      ['POST', '/products', { products: [2147483648] }],
      ['POST', '/users', { users: [2147483648] }],
      ['POST', '/showcase/search', { styles: [2147483648] }],
      ['GET', '/conversations?interlocutor=2147483648'],
    ];
    for (const [method, url, body] of cases) expect((await api(ann, method, url, body)).status, `${method} ${url}`).toBe(422);
    expect((await api(ann, 'GET', '/user')).body.result).toMatchObject({ countryId: 1 });
  });

  it('is refused in the dev mailbox’s address filter with a field error, never 500', async () => {
    const r = await call(s.url, 'GET', `/dev/mailbox?to=${encodeURIComponent('a\u0000b@example.com')}`);
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ to: [MESSAGES.textOneLine] });
  });

  it('leaves the site ready', async () => {
    const ready = await call(s.url, 'GET', '/readyz');
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
  });
});

describe('a log that already holds such text, written by an older version', () => {
  it('heals on the next start: the stopped projector resumes, every projector stores the text cleaned, and /readyz says what stopped it until then', async () => {
    await s.runner.stop();
    const store = s.platform.store;
    const at = new Date().toISOString();
    const profileEventId = randomUUID();
    const applicationId = 1_000_000 + parseInt(randomUUID().slice(0, 5), 16);
    const messageId = 1_000_000 + parseInt(randomUUID().slice(0, 5), 16);
    // What the write side used to let through: the events' own schemas accept any string.
    await store.append(`user-${ann.id}`, 'any', [{ eventId: profileEventId, type: 'ProfileUpdated', data: { userId: ann.id, firstName: 'a\u0000b', description: 'x\u0000\ny', updatedAt: at } }]);
    await store.append(`conversation-${conversationId}`, 'any', [
      { type: 'MessageSent', data: { conversationId, messageId, senderId: bob.id, participants: [ann.id, bob.id], type: 1, version: 0, body: 'Hi\u0000 Ann,\nthanks', sentAt: at } },
    ]);
    const { position } = await store.append(`ambassadorApplication-${applicationId}`, 'no_stream', [
      {
        type: 'AmbassadorApplicationSubmitted',
        data: {
          applicationId,
          userId: bob.id,
          from: null,
          subject: 'Me\u0007',
          describeYourself: 'Bob\u0000\nthe decorator',
          styles: [1],
          interests: ['Curating look boards'],
          message: 'Years\u0000',
          links: ['https://bob.example/\u0000x'],
          isReferred: false,
          referredBy: null,
          submittedAt: at,
        },
      },
    ]);
    // Where an older version left the users projector: stopped at that event.
    await s.db.pool.query(`UPDATE projections SET status = 'failed', error = 'invalid byte sequence for encoding "UTF8": 0x00', failed_event_id = $1 WHERE name = 'users'`, [profileEventId]);

    const stopped = await call(s.url, 'GET', '/readyz');
    expect(stopped.status).toBe(503);
    const { rows } = await s.db.pool.query(`SELECT global_position::text, transaction_id::text FROM events WHERE event_id = $1`, [profileEventId]);
    const users = (stopped.body.projectors as { name: string }[]).find((p) => p.name === 'users');
    expect(users).toMatchObject({
      status: 'failed',
      failedEventId: profileEventId,
      error: 'invalid byte sequence for encoding "UTF8": 0x00',
      failedEvent: { eventId: profileEventId, streamId: `user-${ann.id}`, type: 'ProfileUpdated', globalPosition: rows[0].global_position, transactionId: rows[0].transaction_id },
      resume: expect.stringContaining('npm run projector:resume -- users'),
    });

    await s.runner.start();
    await vi.waitFor(async () => expect((await call(s.url, 'GET', '/readyz')).status).toBe(200), { timeout: 20_000, interval: 50 });
    expect((await projectionStatuses(s.db.pool)).filter((p) => p.status !== 'running')).toEqual([]);

    // Read after every event above was applied.
    const asAnn = { Authorization: `Bearer ${ann.token}`, 'X-Min-Position': String(position) };
    const me = await call(s.url, 'GET', '/v1/user', undefined, asAnn);
    expect(me.headers.get('x-stale')).toBeNull();
    expect(me.body.result).toMatchObject({ firstName: 'ab', description: 'x\ny' });
    const messages = await call(s.url, 'GET', `/v1/conversations/${conversationId}/messages`, undefined, asAnn);
    expect((messages.body.result as MessageView[]).map((m) => m.body)).toContain('Hi Ann,\nthanks');
    expect(await waitForPosition(s.db.pool, position, 10_000, ['ambassador-applications'])).toBe(true);
    const { rows: applications } = await s.db.pool.query(`SELECT subject, describe_yourself, message, links FROM ambassador_applications WHERE id = $1`, [applicationId]);
    expect(applications).toEqual([{ subject: 'Me', describe_yourself: 'Bob\nthe decorator', message: 'Years', links: ['https://bob.example/x'] }]);

    // Accounts made afterwards are served again.
    const later = await client.person('Later');
    expect((await api(later, 'GET', '/user')).status).toBe(200);
  }, 60_000);
});
