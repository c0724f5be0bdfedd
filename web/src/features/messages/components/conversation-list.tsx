import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Empty, Input, Segmented, Skeleton } from 'antd';
import type { ContactView, ConversationView } from '@decorlook/domain/messaging/messaging.views';
import { showApiError } from '../../../lib/api-client';
import { UserAvatar } from '../../../components/user-avatar';
import { contactsQuery, conversationQuery, conversationsQuery, unreadQuery } from '../../../lib/queries/messages';
import { useStartConversation } from '../api/message-writes';
import { listedConversations, unreadConversations, unreadOf } from '../conversation-cache';
import { listTime } from '../format';
import { previewOf } from '../incoming';
import { useErrorToast } from '../use-error-toast';

const SEARCH_DELAY_MS = 300;

type Person = Pick<ContactView, 'displayName' | 'avatar'>;
const avatarUser = (person: Person | null) => ({ avatar: person?.avatar ?? null, displayName: person?.displayName ?? 'Deleted user', email: '', firstName: null, lastName: null });

interface Props {
  me: number;
  selected: number | null;
  onSelect: (conversationId: number) => void;
}

/** The value after typing has paused. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The left column: a search over the contact list (spec 7 "GET /contact-list": people one follows,
 * is followed by, or has talked with), and the conversations, all of them (the latest update
 * first) or the unread ones (the newest unread first).
 */
export function ConversationList({ me, selected, onSelect }: Props) {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<'all' | 'unread'>('all');
  const name = useSettled(search.trim(), SEARCH_DELAY_MS);
  return (
    <div className="msg-list">
      <div className="msg-list__head">
        <h1 id="page-title" className="msg-list__title">
          Messages
        </h1>
        <Input.Search
          allowClear
          placeholder="Search your contacts"
          aria-label="Search your contacts"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {name === '' && (
          <Segmented
            block
            value={tab}
            onChange={(value) => setTab(value as 'all' | 'unread')}
            options={[
              { label: 'All', value: 'all' },
              { label: 'Unread', value: 'unread' },
            ]}
            aria-label="Show conversations"
          />
        )}
      </div>
      {name !== '' ? (
        <ContactResults
          me={me}
          name={name}
          onOpen={(id) => {
            setSearch('');
            onSelect(id);
          }}
        />
      ) : (
        <Conversations me={me} selected={selected} onSelect={onSelect} unreadOnly={tab === 'unread'} />
      )}
    </div>
  );
}

function Conversations({ me, selected, onSelect, unreadOnly }: Props & { unreadOnly: boolean }) {
  const list = useInfiniteQuery(conversationsQuery(me));
  useErrorToast(list.error, list.errorUpdatedAt);
  const unread = useQuery(unreadQuery(me));
  if (list.isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} className="msg-list__skeleton" />;
  if (list.isError) return <Alert type="error" showIcon title="We could not load your conversations" description={list.error.message} />;
  const all = listedConversations(list.data);
  if (unreadOnly) {
    const ids = unread.data?.conversations ?? [];
    if (ids.length === 0) return <Empty className="msg-empty" description="No unread messages" />;
    const held = new Map(unreadConversations(all, unread.data).map((conversation) => [conversation.id, conversation]));
    return (
      <ul className="msg-list__items" aria-label="Unread conversations">
        {ids.map((entry) => (
          <UnreadRow key={entry.conversationId} me={me} id={entry.conversationId} unread={entry.unread} held={held.get(entry.conversationId)} selected={selected} onSelect={onSelect} />
        ))}
      </ul>
    );
  }
  if (all.length === 0) return <Empty className="msg-empty" description="No conversations yet. Search your contacts to start one, or use the Message button on a member's page." />;
  return (
    <>
      <ul className="msg-list__items" aria-label="Conversations">
        {all.map((conversation) => (
          <ConversationRow key={conversation.id} me={me} conversation={conversation} unread={unreadOf(unread.data, conversation.id)} selected={selected === conversation.id} onSelect={onSelect} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button type="link" block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Load More
        </Button>
      )}
    </>
  );
}

/** An unread conversation that may lie beyond the pages of the list loaded so far. */
function UnreadRow({ me, id, unread, held, selected, onSelect }: { me: number; id: number; unread: number; held: ConversationView | undefined; selected: number | null; onSelect: (id: number) => void }) {
  const fetched = useQuery({ ...conversationQuery(me, id), enabled: held === undefined });
  const conversation = held ?? fetched.data;
  if (!conversation) return null;
  return <ConversationRow me={me} conversation={conversation} unread={unread} selected={selected === id} onSelect={onSelect} />;
}

function ConversationRow({ me, conversation, unread, selected, onSelect }: { me: number; conversation: ConversationView; unread: number; selected: boolean; onSelect: (id: number) => void }) {
  const person = conversation.interlocutor;
  const name = person?.displayName ?? (conversation.name || 'Deleted user');
  const last = conversation.lastMessage;
  const preview = last ? `${last.senderId === me ? 'You: ' : ''}${previewOf(last.body)}` : 'No messages yet';
  return (
    <li>
      <button
        type="button"
        className={`msg-row${selected ? ' is-selected' : ''}${unread > 0 ? ' is-unread' : ''}`}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(conversation.id)}
        data-testid="conversation-row"
      >
        <UserAvatar user={avatarUser(person)} size={40} />
        <span className="msg-row__text">
          <span className="msg-row__top">
            <span className="msg-row__name">{name}</span>
            <time className="msg-row__time" dateTime={conversation.updatedAt}>
              {listTime(conversation.updatedAt)}
            </time>
          </span>
          <span className="msg-row__bottom">
            <span className="msg-row__preview">{preview}</span>
            {unread > 0 && <Badge count={unread} className="msg-row__badge" aria-label={`${unread} unread`} />}
          </span>
        </span>
      </button>
    </li>
  );
}

function ContactResults({ me, name, onOpen }: { me: number; name: string; onOpen: (conversationId: number) => void }) {
  const contacts = useQuery(contactsQuery(me, name));
  useErrorToast(contacts.error, contacts.errorUpdatedAt);
  const start = useStartConversation(me);
  if (contacts.isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} className="msg-list__skeleton" />;
  if (contacts.isError) return <Alert type="error" showIcon title="We could not search your contacts" description={contacts.error.message} />;
  if (contacts.data.length === 0) return <Empty className="msg-empty" description={`No contact named “${name}”`} />;
  const open = (contact: ContactView) => {
    if (contact.conversationId !== null) {
      onOpen(contact.conversationId);
      return;
    }
    start.mutate(contact.id, { onSuccess: (conversation) => onOpen(conversation.id), onError: showApiError });
  };
  return (
    <ul className="msg-list__items" aria-label="Contacts">
      {contacts.data.map((contact) => (
        <li key={contact.id}>
          <button type="button" className="msg-row" onClick={() => open(contact)} disabled={start.isPending} data-testid="contact-row">
            <UserAvatar user={avatarUser(contact)} size={40} />
            <span className="msg-row__text">
              <span className="msg-row__top">
                <span className="msg-row__name">{contact.displayName}</span>
              </span>
              <span className="msg-row__bottom">
                <span className="msg-row__preview">{contactRelation(contact)}</span>
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Why someone is a contact. */
export function contactRelation(contact: Pick<ContactView, 'isFollowed' | 'followsYou' | 'conversationId' | 'ambassador'>): string {
  const parts: string[] = [];
  if (contact.ambassador) parts.push('Ambassador');
  if (contact.isFollowed && contact.followsYou) parts.push('You follow each other');
  else if (contact.isFollowed) parts.push('You follow them');
  else if (contact.followsYou) parts.push('Follows you');
  if (contact.conversationId !== null) parts.push('Conversation');
  return parts.join(' · ') || 'Contact';
}
