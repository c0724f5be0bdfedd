import { describe, expect, expectTypeOf, it } from 'vitest';
import type { paths } from '../../../lib/api-schema';
import type { ReportBody, SentReport } from '../machines/report.machine';
import { claimPath, fileClaim, type ClaimBodies, type FiledClaim } from './file-claim';
import { reportImage, reportPath } from './report-image';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Created<P extends keyof paths> = NonNullable<paths[P]['post']> extends { responses: { 201: infer R } } ? (Json<R> extends { result: infer A } ? A : never) : never;
type Sent<P extends keyof paths> = NonNullable<paths[P]['post']> extends { requestBody: infer B } ? Json<B> : never;

describe('the report calls hold to the API description', () => {
  it('send the bodies the server accepts and read what it answers (checked by tsc)', () => {
    expectTypeOf<Omit<ReportBody, 'imageId'>>().toExtend<Sent<'/inspiration-image/{id}/report'>>();
    expectTypeOf<Created<'/inspiration-image/{id}/report'>>().toExtend<SentReport>();
    expectTypeOf<ClaimBodies['takedownNotice']>().toExtend<Sent<'/inspiration-image/{id}/takedown-notice'>>();
    expectTypeOf<ClaimBodies['creditClaim']>().toExtend<Sent<'/inspiration-image/{id}/credit-claim'>>();
    expectTypeOf<Created<'/inspiration-image/{id}/takedown-notice'>>().toExtend<FiledClaim>();
    expectTypeOf<Created<'/inspiration-image/{id}/credit-claim'>>().toExtend<FiledClaim>();
    expectTypeOf<Created<'/inspiration-image/{id}/report'>>().not.toBeNever();
    expectTypeOf<Created<'/inspiration-image/{id}/credit-claim'>>().not.toBeNever();
    // A check that cannot fail proves nothing: a body without its signature does not fit.
    expectTypeOf<Omit<ClaimBodies['creditClaim'], 'signature'>>().not.toExtend<Sent<'/inspiration-image/{id}/credit-claim'>>();
  });

  it('post to the image’s path, the image id in the path and not in the body', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const client = { post: async <T>(path: string, body?: unknown) => (calls.push({ path, body }), { result: { reportId: 1, imageId: 7, id: 3, status: 'open' } } as T) };
    await reportImage(client, { imageId: 7, reportReason: 'inappropriate', reportSubReason: 'spam' });
    expect(calls[0]).toEqual({ path: '/v1/inspiration-image/7/report', body: { reportReason: 'inappropriate', reportSubReason: 'spam' } });
    expect(reportPath(7)).toBe('/v1/inspiration-image/7/report');
    expect(claimPath('takedownNotice', 7)).toBe('/v1/inspiration-image/7/takedown-notice');
    expect(claimPath('creditClaim', 7)).toBe('/v1/inspiration-image/7/credit-claim');
    expect(await fileClaim(client, 'creditClaim', 7, { fullName: 'A', email: 'a@b.co', creditName: 'A', creditUrl: '', permission: 'open', message: '', accurate: true, signature: 'A' })).toMatchObject({ id: 3, status: 'open' });
    expect(calls[1].path).toBe('/v1/inspiration-image/7/credit-claim');
  });
});
