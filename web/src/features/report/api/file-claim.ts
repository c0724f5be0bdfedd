import { useMutation } from '@tanstack/react-query';
import type { CreditClaimInput, TakedownNoticeInput } from '@decorlook/domain/moderation/moderation.rules';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

/** The two claims a person files about an image that is theirs (the /report form pages). */
export type ClaimKind = 'takedownNotice' | 'creditClaim';

export interface ClaimBodies {
  takedownNotice: TakedownNoticeInput;
  creditClaim: CreditClaimInput;
}

/** What both calls answer: the claim, open until an admin decides. */
export interface FiledClaim {
  id: number;
  imageId: number;
  status: 'open' | 'accepted' | 'rejected';
}

export const claimPath = (kind: ClaimKind, imageId: number) =>
  `${API_PREFIX}/inspiration-image/${imageId}/${kind === 'takedownNotice' ? 'takedown-notice' : 'credit-claim'}`;

/** POST /v1/inspiration-image/{id}/takedown-notice or /credit-claim: filed, and a confirmation mailed to the claimant. */
export async function fileClaim<K extends ClaimKind>(client: Pick<ApiClient, 'post'>, kind: K, imageId: number, body: ClaimBodies[K]): Promise<FiledClaim> {
  return (await client.post<{ result: FiledClaim }>(claimPath(kind, imageId), body)).result;
}

export function useFileClaim<K extends ClaimKind>(kind: K, imageId: number, client: Pick<ApiClient, 'post'> = api) {
  return useMutation({ mutationKey: ['report', kind, imageId], mutationFn: (body: ClaimBodies[K]) => fileClaim(client, kind, imageId, body) });
}
