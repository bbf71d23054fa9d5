// Tells the agent, on every screen and without a sound, when a chat became its own (accepted in the inbox, routed to
// it by the organisation's automatic routing, or moved to it by a supervisor), and keeps the count of its chats
// awaiting an answer in the browser's title. Mounted once by the layout.
// Decision: on the inbox, where the chat appears in "My chats" at once, a polite live region says it for a screen
// reader; elsewhere a polite toast shows it with Open, which leads to the chat in the inbox. A chat already the agent's
// when the frame first reads the list is not news.
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { titleCountChanged } from '@live-agent/store';
import { toast } from '@live-agent/ui-kit';
import { useAgentChats } from './useInboxUnread';

export const INBOX_PATH = '/live-agent/inbox';
/** Long enough to read the name and reach Open; hovering holds it. */
const NOTICE_SECONDS = 10;

export function AssignedChatNotice() {
  const { t } = useTranslation('shell');
  const chats = useAgentChats();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onInbox = pathname === INBOX_PATH || pathname.startsWith(`${INBOX_PATH}/`);
  // Read by the effect below, which runs on a new list only: a navigation is not news.
  const where = useRef({ onInbox, t, navigate });
  where.current = { onInbox, t, navigate };
  const known = useRef<Set<number> | null>(null);
  // A new node per notice, so the same words twice (two chats of one customer) are said twice.
  const [said, setSaid] = useState<{ text: string; n: number } | null>(null);

  const awaiting = chats?.filter((chat) => chat.awaitingReply).length ?? 0;
  useEffect(() => {
    dispatch(titleCountChanged(awaiting));
  }, [dispatch, awaiting]);
  useEffect(() => () => void dispatch(titleCountChanged(0)), [dispatch]);

  useEffect(() => {
    if (!chats) return;
    const before = known.current;
    known.current = new Set(chats.map((chat) => chat.id));
    const added = before ? chats.filter((chat) => !before.has(chat.id)) : [];
    if (added.length === 0) return;
    const { onInbox: here, t: translate, navigate: go } = where.current;
    const text =
      added.length === 1
        ? translate('deskStatus.assigned', { name: added[0].customer.name })
        : translate('deskStatus.assignedMany', { count: added.length });
    if (here) {
      setSaid((last) => ({ text, n: (last?.n ?? 0) + 1 }));
      return;
    }
    const first = added[0].id;
    toast.withAction(text, {
      actionLabel: translate('deskStatus.open'),
      onAction: () => go(`${INBOX_PATH}?conversation=${first}`),
      seconds: NOTICE_SECONDS,
      polite: true,
    });
  }, [chats]);

  return (
    <div aria-live="polite" className="la-sr-only" data-testid="desk-announcement">
      {said ? <span key={said.n}>{said.text}</span> : null}
    </div>
  );
}
