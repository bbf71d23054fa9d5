// The Chats list (avatar with status dot, name, last message, time, unread badge) and the Contacts list, as
// links to each conversation. One roving tab stop: Tab enters the lists at the open (or first) person, the
// arrow keys, Home and End move between people across both lists, Enter opens.
import type { KeyboardEvent } from 'react';
import { Badge, Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CHAT_PROFILE_USER_ID, type ChatContact, type ChatListContact } from '@live-agent/contracts';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { StatusAvatar } from './StatusAvatar';

interface ChatListsProps {
  chats: ChatListContact[];
  contacts: ChatContact[];
  selectedId: number | null;
  q: string;
}

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-chat-item]'));
  if (items.length === 0) return;
  event.preventDefault();
  const current = items.indexOf(document.activeElement as HTMLAnchorElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : event.key === 'ArrowDown'
          ? Math.min(items.length - 1, current + 1)
          : Math.max(0, current - 1);
  items[next].focus();
}

export function ChatLists({ chats, contacts, selectedId, q }: ChatListsProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  // A conversation opened keeps the search of the lists (it is in the URL).
  const { search } = useLocation();
  const today = format.dayOf(new Date());
  const firstId = chats[0]?.id ?? contacts[0]?.id;
  const tabStop = [...chats, ...contacts].some((person) => person.id === selectedId) ? selectedId : firstId;

  const when = (iso: string) => (format.dayOf(iso) === today ? format.time(iso) : format.shortDay(iso));

  const item = (person: ChatContact, chat: ChatListContact['chat'] | null) => {
    const selected = person.id === selectedId;
    const unread = selected ? 0 : (chat?.unseenMsgs ?? 0);
    const last = chat?.lastMessage;
    const preview = chat?.typing
      ? t('lists.typing')
      : last
        ? last.senderId === CHAT_PROFILE_USER_ID
          ? t('lists.you', { message: last.message })
          : last.message
        : person.about;
    return (
      <li key={person.id}>
        <Link
          to={{ pathname: `/apps/chat/${person.id}`, search }}
          className={`chat-item${selected ? ' chat-item-selected' : ''}${unread ? ' chat-item-unread' : ''}`}
          aria-current={selected ? 'page' : undefined}
          tabIndex={person.id === tabStop ? 0 : -1}
          data-chat-item
          data-testid={`chat-item-${person.id}`}
        >
          <StatusAvatar name={person.fullName} avatar={person.avatar} status={person.status} />
          <span className="chat-item-text">
            <span className="chat-item-name" dir="auto">
              {person.fullName}
              <span className="la-sr-only">, {t(`status.${person.status}`)}</span>
            </span>
            <span className={`chat-item-preview${chat?.typing ? ' chat-item-typing' : ''}`} title={preview} dir="auto">
              {preview}
            </span>
          </span>
          {chat ? (
            <span className="chat-item-side">
              {last ? (
                <time dateTime={last.time} className="chat-item-time">
                  {when(last.time)}
                </time>
              ) : null}
              {unread ? (
                <>
                  <Badge count={unread} aria-hidden data-testid={`unread-${person.id}`} />
                  <span className="la-sr-only">, {t('lists.unread', { count: unread })}</span>
                </>
              ) : null}
            </span>
          ) : null}
        </Link>
      </li>
    );
  };

  const empty = (text: string) => (
    <Typography.Text type="secondary" className="chat-list-empty">
      {text}
    </Typography.Text>
  );

  return (
    <nav className="chat-lists" aria-label={t('sidebar')} onKeyDown={moveFocus}>
      <h3 className="chat-list-title" id="chat-list-chats">
        {t('lists.chats')}
      </h3>
      {chats.length ? (
        <ul className="chat-list" aria-labelledby="chat-list-chats" data-testid="chat-list">
          {chats.map((entry) => item(entry, entry.chat))}
        </ul>
      ) : (
        empty(q ? t('lists.noMatch', { q }) : t('lists.noChats'))
      )}
      <h3 className="chat-list-title" id="chat-list-contacts">
        {t('lists.contacts')}
      </h3>
      {contacts.length ? (
        <ul className="chat-list" aria-labelledby="chat-list-contacts" data-testid="contact-list">
          {contacts.map((contact) => item(contact, null))}
        </ul>
      ) : (
        empty(q ? t('lists.noMatch', { q }) : t('lists.noContacts'))
      )}
    </nav>
  );
}
