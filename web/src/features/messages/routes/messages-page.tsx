import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session/use-session';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { ConversationList } from '../components/conversation-list';
import { ConversationPane } from '../components/conversation-pane';
import { useOpenConversation } from '../open-conversation';
import '../components/messages.css';

export const CONVERSATION_PARAM = 'conversation';

/** The conversation named by the address (?conversation=<id>), or null. */
export function selectedConversation(search: URLSearchParams): number | null {
  const value = search.get(CONVERSATION_PARAM);
  return value !== null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /dashboard/messages (spec 2.1; the shell hides the footer here): the conversations beside the
 * open one. On small screens one of the two shows at a time.
 */
export function DashboardMessagesPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const { isSmall } = useBreakpoint();
  const selected = selectedConversation(params);
  useOpenConversation(session.status === 'signedIn' ? selected : null);
  // The guard lets only signed-in members here; this covers the moment the session loads.
  if (session.status !== 'signedIn') return null;
  const me = session.user.id;

  const select = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete(CONVERSATION_PARAM);
    else next.set(CONVERSATION_PARAM, String(id));
    setParams(next, { replace: id === null ? false : selected !== null });
  };

  const showList = !isSmall || selected === null;
  const showPane = !isSmall || selected !== null;
  return (
    <div className="msg-page" data-testid="messages-page">
      <PageTitle title="Messages" />
      {showList && (
        <aside className="msg-page__list" aria-label="Conversations">
          <ConversationList me={me} selected={selected} onSelect={select} />
        </aside>
      )}
      {showPane &&
        (selected !== null ? (
          <ConversationPane key={selected} me={me} conversationId={selected} onBack={isSmall ? () => select(null) : undefined} />
        ) : (
          <section className="msg-pane msg-pane--empty" aria-label="Conversation">
            <p className="msg-pane__hint">Choose a conversation, or search your contacts to start one.</p>
          </section>
        ))}
    </div>
  );
}
