import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedemptionView, UserStatsView } from '@decorlook/domain/rewards/rewards.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { userStatsKeys } from '../../../lib/queries/user-stats';
import { rewardsKeys } from '../../../lib/queries/rewards';

export interface RedeemRequest {
  points: number;
  /**
   * One key per confirmed redemption: a retry of the same confirmation (a lost answer) is
   * answered with the first redemption, never a second one.
   */
  idempotencyKey: string;
}
export interface RedeemAnswer {
  redemption: RedemptionView;
  stats: UserStatsView;
}

/** POST /v1/user/redeem-point {points}: 201 with the pending redemption and the figures after it. */
export async function redeemPoints(client: Pick<ApiClient, 'post'>, { points, idempotencyKey }: RedeemRequest): Promise<RedeemAnswer> {
  return (await client.post<{ result: RedeemAnswer }>(`${API_PREFIX}/user/redeem-point`, { points }, { headers: { 'Idempotency-Key': idempotencyKey } })).result;
}

/** The figures come from the answer at once; the redemptions list is read again (read-your-writes). */
export function useRedeemPoints(me: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rewards', 'redeem'],
    mutationFn: (request: RedeemRequest) => redeemPoints(client, request),
    onSuccess: async (answer) => {
      queryClient.setQueryData(userStatsKeys.mine(me), answer.stats);
      await queryClient.invalidateQueries({ queryKey: rewardsKeys.redemptions });
    },
  });
}
