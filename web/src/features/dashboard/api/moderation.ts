import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { AmbassadorType } from '@decorlook/domain/ambassadors/ambassador.rules';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { moderationKeys, type QueueItem, type QueueKind, type QueuePage } from '../../../lib/queries/moderation';

/** The admins' decisions on the queue's items (its reads are in lib/queries/moderation). */
export type { QueueFilter, QueueItem, QueueKind, QueuePage, QueueStatus } from '../../../lib/queries/moderation';
export type QueueAction = QueueItem['actions'][number];

type Target = Pick<QueueItem, 'kind' | 'id'>;
export type QueueDecision =
  | { item: Target; action: 'approve'; ambassadorType?: AmbassadorType }
  | { item: Target; action: 'reject' | 'dismiss' | 'takeDown'; reason: string }
  | { item: Target; action: 'restore' };

/** The admin calls of content that can be taken down (a report is about an image: its id is the image's). */
const CONTENT: Partial<Record<QueueKind, string>> = { report: 'inspiration-images', image: 'inspiration-images', product: 'products', lookBoard: 'look-boards' };
/** Where approve and reject go for each kind: the existing calls for content and applications, the moderation ones for the rest. */
const DECIDED_AT: Partial<Record<QueueKind, (id: number) => string>> = {
  image: (id) => `/admin/inspiration-images/${id}`,
  product: (id) => `/admin/products/${id}`,
  lookBoard: (id) => `/admin/look-boards/${id}`,
  takedownNotice: (id) => `/admin/takedown-notices/${id}`,
  creditClaim: (id) => `/admin/credit-claims/${id}`,
  business: (id) => `/admin/users/${id}/business`,
  ambassadorApplication: (id) => `/admin/ambassador-applications/${id}`,
};

/** The call an admin's decision makes: path and body. Throws for an action the item's kind has no call for. */
export function decisionRequest(decision: QueueDecision): { path: string; body?: Record<string, unknown> } {
  const { kind, id } = decision.item;
  const refuse = () => new Error(`No “${decision.action}” for a ${kind}`);
  switch (decision.action) {
    case 'approve': {
      const base = DECIDED_AT[kind];
      if (!base) throw refuse();
      const path = `${API_PREFIX}${base(id)}/approve`;
      return kind === 'ambassadorApplication' ? { path, body: { ambassadorType: decision.ambassadorType } } : { path };
    }
    case 'reject': {
      const base = DECIDED_AT[kind];
      if (!base) throw refuse();
      return { path: `${API_PREFIX}${base(id)}/reject`, body: { reason: decision.reason } };
    }
    case 'dismiss':
      if (kind !== 'report') throw refuse();
      return { path: `${API_PREFIX}/admin/inspiration-images/${id}/reports/dismiss`, body: { reason: decision.reason } };
    case 'takeDown':
    case 'restore': {
      const collection = CONTENT[kind];
      if (!collection) throw refuse();
      const path = `${API_PREFIX}/admin/${collection}/${id}/${decision.action === 'takeDown' ? 'take-down' : 'restore'}`;
      return decision.action === 'takeDown' ? { path, body: { reason: decision.reason } } : { path };
    }
  }
}

export async function decide(client: Pick<ApiClient, 'post'>, decision: QueueDecision): Promise<unknown> {
  const { path, body } = decisionRequest(decision);
  return (await client.post<{ result: unknown }>(path, body)).result;
}

const sameItem = (a: Target, b: Target) => a.kind === b.kind && a.id === b.id;

/**
 * A decided item leaves every queue list once the server has recorded the decision; the lists
 * are then read again (with the write's position, so they reflect it) for the counts, and a
 * taken-down item appears among the taken-down ones.
 */
export function useQueueDecision(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['moderation', 'queue', 'decide'],
    mutationFn: (decision: QueueDecision) => decide(client, decision),
    onSuccess: async (_answer, { item }) => {
      queryClient.setQueriesData<InfiniteData<QueuePage, number>>({ queryKey: moderationKeys.queue }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((entry) => !sameItem(entry, item)) })) } : data,
      );
      await queryClient.invalidateQueries({ queryKey: moderationKeys.queue });
    },
  });
}
