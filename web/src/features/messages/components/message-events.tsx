import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { buildPath, paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { memberQuery } from '../../../lib/queries/follows';
import { useRealtimeConnection, useRealtimeEvent } from '../../../lib/realtime';
import { conversationQuery } from '../../../lib/queries/messages';
import { catchUp, receiveMessage, type IncomingDeps, type NewMessageToast } from '../incoming';
import { openConversation } from '../open-conversation';

/** Where a conversation opens. */
export const conversationLink = (id: number) => `${buildPath(paths.dashboardMessages)}?conversation=${id}`;

/**
 * Listens to the messenger channel for a signed-in member with status complete (mounted by the
 * app shell): keeps the cached conversations current and announces messages for conversations
 * not on screen.
 */
export default function MessageEvents({ me }: { me: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useRealtimeConnection(me);

  const announce = (toast: NewMessageToast) => {
    void import('../../../lib/toast-holder').then(({ notification }) =>
      notification.info({
        key: `message-${toast.conversationId}`,
        title: toast.title,
        description: toast.body,
        placement: 'topRight',
        className: 'dl-message-toast',
        onClick: () => {
          notification.destroy(`message-${toast.conversationId}`);
          navigate(conversationLink(toast.conversationId));
        },
      }),
    );
  };

  const deps: IncomingDeps = {
    me,
    queryClient,
    openConversationId: openConversation.get,
    fetchSender: (userId) => queryClient.fetchQuery(memberQuery(me, userId)),
    fetchConversation: (id) => queryClient.fetchQuery(conversationQuery(me, id)),
    announce,
  };
  useRealtimeEvent('MessageSent', (push) => void receiveMessage(deps, push));
  // Connected (again): read afresh what may lack the pushes missed meanwhile.
  useRealtimeEvent('resync', ({ at }) => void catchUp({ ...deps, client: api }, at).catch(() => undefined));
  return null;
}
