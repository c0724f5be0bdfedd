import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Alert, Button, Input, Skeleton, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { MESSAGE_BODY_MAX, MESSAGE_TOO_LONG } from '@decorlook/domain/messaging/messaging.rules';
import type { ConversationView, MessageView } from '@decorlook/domain/messaging/messaging.views';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { UserAvatar } from '../../../components/user-avatar';
import { buildPath, paths } from '../../../config/paths';
import { ApiError, showApiError } from '../../../lib/api-client';
import { conversationQuery, messagesKeys, threadQuery, unreadQuery, type ConversationPage } from '../../../lib/queries/messages';
import { useMarkRead, useSendMessage } from '../api/message-writes';
import { listedConversations, unreadOf } from '../conversation-cache';
import { dayHeading, dayKey, messageTime } from '../format';
import { DELETED_MESSAGE } from '../incoming';
import { useErrorToast } from '../use-error-toast';

/** How close to the top (px) scrolling asks for older messages. */
const LOAD_OLDER_AT = 120;
/** How close to the bottom (px) still counts as reading the latest: new messages then scroll into view. */
const STICK_TO_BOTTOM = 120;

interface Props {
  me: number;
  conversationId: number;
  onBack?: () => void;
}

const memberPage = (person: NonNullable<ConversationView['interlocutor']>) =>
  buildPath(person.ambassador ? paths.getTheLookAmbassadorDetails : paths.getTheLookUserDetails, { userId: person.id });

/** The open conversation: who it is with, its messages (older ones on scrolling up) and the compose box. */
export function ConversationPane({ me, conversationId, onBack }: Props) {
  const queryClient = useQueryClient();
  const conversation = useQuery({
    ...conversationQuery(me, conversationId),
    // The list already holds it: shown at once while the conversation itself is read.
    placeholderData: () =>
      listedConversations(queryClient.getQueryData<InfiniteData<ConversationPage, number>>(messagesKeys.conversations(me))).find((c) => c.id === conversationId),
  });
  const person = conversation.data?.interlocutor ?? null;
  const name = person?.displayName ?? 'Deleted user';

  if (conversation.isError) {
    const error = conversation.error;
    const missing = error instanceof ApiError && (error.status === 403 || error.status === 404);
    return (
      <section className="msg-pane msg-pane--empty" aria-label="Conversation">
        <Alert type={missing ? 'warning' : 'error'} showIcon title={missing ? 'This conversation is not available' : 'We could not load this conversation'} description={missing ? undefined : error.message} />
      </section>
    );
  }

  return (
    <section className="msg-pane" aria-label={`Conversation with ${name}`}>
      <header className="msg-pane__head">
        {onBack && (
          <Button type="text" onClick={onBack} aria-label="Back to conversations">
            ←
          </Button>
        )}
        {conversation.data ? (
          <>
            <UserAvatar user={{ avatar: person?.avatar ?? null, displayName: name, email: '', firstName: null, lastName: null }} size={40} />
            <div className="msg-pane__who">
              <h2 className="msg-pane__name">{person ? <Link to={memberPage(person)}>{name}</Link> : name}</h2>
              {person?.ambassador && <span className="msg-pane__kind">Ambassador</span>}
            </div>
          </>
        ) : (
          <Skeleton.Input active size="small" />
        )}
      </header>
      <Thread me={me} conversationId={conversationId} name={name} />
      <ComposeBox me={me} conversationId={conversationId} name={name} />
    </section>
  );
}

function Thread({ me, conversationId, name }: { me: number; conversationId: number; name: string }) {
  const thread = useInfiniteQuery(threadQuery(me, conversationId));
  useErrorToast(thread.error, thread.errorUpdatedAt);
  const unread = useQuery(unreadQuery(me));
  const { mutate: markRead, isPending: marking } = useMarkRead(me);
  const scroller = useRef<HTMLDivElement>(null);
  /** Scroll geometry before older messages were prepended, to keep the reader's place. */
  const beforePrepend = useRef<{ height: number; top: number } | null>(null);
  const atBottom = useRef(true);
  const marked = useRef<string | null>(null);
  const messages = thread.data?.pages.flat() ?? [];
  const first = messages[0]?.id;
  const last = messages.at(-1);
  const unreadHere = unreadOf(unread.data, conversationId);

  const loadOlder = useCallback(() => {
    const box = scroller.current;
    if (!box || !thread.hasPreviousPage || thread.isFetchingPreviousPage) return;
    beforePrepend.current = { height: box.scrollHeight, top: box.scrollTop };
    void thread.fetchPreviousPage();
  }, [thread]);

  // Older messages prepended: keep the same message under the reader's eyes.
  useLayoutEffect(() => {
    const box = scroller.current;
    const saved = beforePrepend.current;
    if (!box || !saved) return;
    beforePrepend.current = null;
    box.scrollTop = box.scrollHeight - saved.height + saved.top;
  }, [first]);

  // The first page, and each new message while reading the latest: scroll to the end.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !last) return;
    if (atBottom.current || last.senderId === me) box.scrollTop = box.scrollHeight;
  }, [last, me]);

  // Spec 4: unread conversations are marked read by a timestamp call, once the messages are seen.
  useEffect(() => {
    if (!last || unreadHere === 0 || marking) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || marked.current === `${conversationId}:${last.sentAt}:${unreadHere}`) return;
      marked.current = `${conversationId}:${last.sentAt}:${unreadHere}`;
      markRead({ conversationId, timestamp: last.sentAt });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversationId, last, unreadHere, marking, markRead]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < STICK_TO_BOTTOM;
    if (box.scrollTop < LOAD_OLDER_AT) loadOlder();
  };

  if (thread.isError) {
    return (
      <div className="msg-thread">
        <Alert type="error" showIcon title="We could not load the messages" description={thread.error.message} action={<Button onClick={() => void thread.refetch()}>Try again</Button>} />
      </div>
    );
  }

  return (
    <div className="msg-thread" ref={scroller} onScroll={onScroll} data-testid="message-thread">
      {thread.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {thread.hasPreviousPage && (
        <div className="msg-thread__older">
          <Button size="small" onClick={loadOlder} loading={thread.isFetchingPreviousPage}>
            Load older messages
          </Button>
        </div>
      )}
      {thread.isFetchingPreviousPage && !thread.hasPreviousPage && <Spin size="small" />}
      {thread.isSuccess && messages.length === 0 && <p className="msg-thread__empty">Say hello to {name}.</p>}
      <div role="log" aria-live="polite" aria-label={`Messages with ${name}`}>
        <ol className="dl-stack-list msg-thread__items">
          {messages.map((message, index) => (
            <Fragment key={message.id}>
              {(index === 0 || dayKey(messages[index - 1].sentAt) !== dayKey(message.sentAt)) && (
                <li className="msg-day" aria-hidden="true">
                  {dayHeading(message.sentAt)}
                </li>
              )}
              <MessageBubble message={message} mine={message.senderId === me} />
            </Fragment>
          ))}
        </ol>
      </div>
    </div>
  );
}

function MessageBubble({ message, mine }: { message: MessageView; mine: boolean }) {
  const deleted = message.body === '';
  return (
    <li className={`msg-bubble${mine ? ' msg-bubble--mine' : ''}`} data-testid="message">
      <p className={`msg-bubble__body${deleted ? ' msg-bubble__body--deleted' : ''}`}>{deleted ? DELETED_MESSAGE : message.body}</p>
      <time className="msg-bubble__time" dateTime={message.sentAt}>
        {mine ? 'You · ' : ''}
        {messageTime(message.sentAt)}
      </time>
    </li>
  );
}

/** The body's own checks, the same as the server's (spec 5): required, at most 5,000 characters. */
export function bodyError(body: string): string | null {
  if (body.trim() === '') return MESSAGES.required;
  if (body.length > MESSAGE_BODY_MAX) return MESSAGE_TOO_LONG;
  return null;
}

function ComposeBox({ me, conversationId, name }: { me: number; conversationId: number; name: string }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(me, conversationId);

  useEffect(() => {
    setBody('');
    setError(null);
  }, [conversationId]);

  const submit = () => {
    const problem = bodyError(body);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    send.mutate(body, {
      onSuccess: () => setBody(''),
      onError: (failure) => {
        // A refusal of the text shows under the box; anything else is the usual error toast.
        const fieldError = failure instanceof ApiError ? failure.errors.body?.[0] : undefined;
        if (fieldError) setError(fieldError);
        else if (failure instanceof ApiError && failure.status === 429) setError(failure.message);
        else showApiError(failure);
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="msg-compose"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="msg-compose__field">
        <Input.TextArea
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 6 }}
          placeholder={`Write to ${name}`}
          aria-label={`Message to ${name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'msg-compose-error' : undefined}
          status={error ? 'error' : undefined}
          count={{ show: body.length > MESSAGE_BODY_MAX - 500, max: MESSAGE_BODY_MAX }}
        />
        {error && (
          <p id="msg-compose-error" className="msg-compose__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        Send
      </Button>
    </form>
  );
}
