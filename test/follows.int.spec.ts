import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followsStream } from '@decorlook/domain';
import { testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Following members through the real server: one follow per pair however often (or however
 * concurrently) asked, the follower count in the answer, unfollowing, and who cannot be followed.
 */
let s: TestServer;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

interface FollowAnswer {
  userId: number;
  isFollowed: boolean;
  followersCount: number;
}

let star: Person; // the member being followed
let fan: Person;
let friend: Person;

/** The follow events a follower's own stream holds. */
async function followEvents(followerId: number): Promise<string[]> {
  const { events } = await s.platform.store.readStream(followsStream(followerId));
  return events.map((e) => e.type);
}

beforeAll(async () => {
  s = await startTestServer({}, { projectors: ['site-enums', 'users', 'follows'] });
  client = testClient(s, { readYourWrites: true });
  [star, fan, friend] = await Promise.all([client.person('Star'), client.person('Fan'), client.person('Friend')]);
});
afterAll(() => s.close());

describe('follows', () => {
  it('following twice is one follow', async () => {
    expect(await ok<FollowAnswer>(fan, 'POST', `/followers/follow/${star.id}`)).toEqual({ userId: star.id, isFollowed: true, followersCount: 1 });
    expect(await ok<FollowAnswer>(fan, 'POST', `/followers/follow/${star.id}`)).toEqual({ userId: star.id, isFollowed: true, followersCount: 1 });
    expect(await followEvents(fan.id)).toEqual(['UserFollowed']);
    expect(await ok(fan, 'GET', `/followers/follow/${star.id}/check`)).toBe(true);
    expect(await ok(friend, 'GET', `/followers/follow/${star.id}/check`)).toBe(false);
  });

  it('counts every follower, the caller once, also when the same follow is sent twice at once', async () => {
    const both = await Promise.all([api(friend, 'POST', `/followers/follow/${star.id}`), api(friend, 'POST', `/followers/follow/${star.id}`)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    for (const r of both) expect(r.body.result).toEqual({ userId: star.id, isFollowed: true, followersCount: 2 });
    expect(await followEvents(friend.id)).toEqual(['UserFollowed']);
  });

  it('unfollows; unfollowing again records nothing; following again is a new follow', async () => {
    expect(await ok<FollowAnswer>(friend, 'DELETE', `/followers/follow/${star.id}`)).toEqual({ userId: star.id, isFollowed: false, followersCount: 1 });
    expect(await ok<FollowAnswer>(friend, 'DELETE', `/followers/follow/${star.id}`)).toEqual({ userId: star.id, isFollowed: false, followersCount: 1 });
    expect(await followEvents(friend.id)).toEqual(['UserFollowed', 'UserUnfollowed']);
    expect(await ok(friend, 'GET', `/followers/follow/${star.id}/check`)).toBe(false);
    expect(await ok<FollowAnswer>(friend, 'POST', `/followers/follow/${star.id}`)).toMatchObject({ isFollowed: true, followersCount: 2 });
    expect(await ok<FollowAnswer>(star, 'POST', `/followers/follow/${fan.id}`)).toEqual({ userId: fan.id, isFollowed: true, followersCount: 1 });
  });

  it('refuses following yourself (422), an unknown member (404) and a visitor (401)', async () => {
    const self = await api(fan, 'POST', `/followers/follow/${fan.id}`);
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ userId: ['You cannot follow yourself'] });
    expect((await api(fan, 'POST', `/followers/follow/${star.id + 100000}`)).status).toBe(404);
    expect((await api(fan, 'DELETE', `/followers/follow/${star.id + 100000}`)).status).toBe(404);
    expect((await api(null, 'POST', `/followers/follow/${star.id}`)).status).toBe(401);
    expect((await api(fan, 'POST', '/followers/follow/abc')).status).toBe(422);
  });

  it('refuses following a deactivated member', async () => {
    const gone = await client.person('Gone');
    await ok(gone, 'POST', '/user/deactivate', { password: 'correct horse 1' });
    expect((await api(fan, 'POST', `/followers/follow/${gone.id}`)).status).toBe(404);
  });
});
