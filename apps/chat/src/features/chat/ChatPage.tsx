// The chat screen (/apps/chat and /apps/chat/:contactId): the lists beside the open conversation. The URL
// names the open contact, so reload, back and links reopen it. On a phone one pane shows at a time: the lists
// without a contact in the URL, the conversation with one (its header leads back).
import { useState } from 'react';
import { Badge, Input, Skeleton, Typography } from 'antd';
import { MessageOutlined, SearchOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { describeApiError, reportApiError } from '@live-agent/auth';
import {
  isNotFound,
  type ChatsAndContactsResponse,
  type GetChatResponse,
  type UpdateProfileUserRequest,
} from '@live-agent/contracts';
import { queryView, skipToken } from '@live-agent/store/api';
import {
  LoadFailedAlert,
  SidePanel,
  ScreenHeading,
  toast,
  useClearable,
  useSearchBox,
  useUrlState,
} from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { useChatListsQuery, useChatQuery, useSaveProfileMutation } from '../../api';
import { CHAT_SEARCH, contactIdOf } from './chat.paths';
import { chatTiming } from './chat.timing';
import { useOutbox } from './useOutbox';
import { ChatLists } from './components/ChatLists';
import { ConversationPane } from './components/ConversationPane';
import { ProfileDrawer } from './components/ProfileDrawer';
import { StatusAvatar } from './components/StatusAvatar';
import './chat.css';

interface Shown<T> {
  data?: T;
  currentData?: T;
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
}

/**
 * Live data (docs/demo-api.md, Chat: contacts that answer): read again every few seconds while the tab is shown, at
 * once when it is shown again, and on coming back to the screen unless the last read is that recent (the route's
 * prefetch is). The page takes only what it shows, so a poll that brings nothing new renders nothing (a render per
 * poll also held back a navigation's transition, such as the search's URL).
 */
const live = <T,>() => ({
  pollingInterval: chatTiming.pollMs,
  refetchOnMountOrArgChange: chatTiming.pollMs / 1000,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
  selectFromResult: ({ data, currentData, isError, error, isFetching }: Shown<T>): Shown<T> => ({
    data,
    currentData,
    isError,
    error,
    isFetching: isFetching && currentData === undefined,
  }),
});

function ChatPage() {
  const clearable = useClearable();
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const requested = contactIdOf(params.contactId);
  const contactId = typeof requested === 'number' ? requested : null;
  const [profileOpen, setProfileOpen] = useState(false);
  const [{ q }, setUrl] = useUrlState(CHAT_SEARCH);
  const [searchText, setSearchText] = useSearchBox(
    q,
    (typed) => setUrl({ q: typed.trim() ? typed : '' }, { replace: true }),
    chatTiming.searchDelayMs,
  );

  const listsResult = useChatListsQuery({ q: q.trim() }, live<ChatsAndContactsResponse>());
  const lists = queryView(listsResult, describeApiError);
  const chatResult = useChatQuery(contactId ?? skipToken, live<GetChatResponse>());
  const chat = queryView(chatResult, describeApiError);
  // The slice keeps the last answer while another contact's loads: only this contact's conversation shows.
  const open = chat.data?.contact.id === contactId ? chat.data : null;
  const outbox = useOutbox();
  const [saveProfile, { isLoading: profileSaving }] = useSaveProfileMutation();

  const chats = lists.data?.chatsContacts ?? [];
  const contacts = lists.data?.contacts ?? [];
  const profile = lists.data?.profileUser ?? null;
  const hasConversation = requested !== null;

  const onSaveProfile = async (changes: UpdateProfileUserRequest) => {
    try {
      await saveProfile(changes).unwrap();
      toast.success(t('profile.saved'));
      setProfileOpen(false);
    } catch (error) {
      reportApiError(error, toast.error);
    }
  };

  const side = (
    <div className="chat-side-inner">
      <div className="chat-side-top">
        <button
          type="button"
          className="chat-profile-button"
          onClick={() => setProfileOpen(true)}
          disabled={!profile}
          aria-label={t('profile.open', { status: profile ? t(`status.${profile.status}`) : '' })}
          data-testid="profile-button"
        >
          {profile ? (
            <StatusAvatar name={profile.fullName} avatar={profile.avatar} status={profile.status} size={40} />
          ) : (
            <Skeleton.Avatar active />
          )}
        </button>
        <Input
          allowClear={clearable}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>
      <Typography.Text type="secondary" className="la-sr-only">
        {t('lists.keyboardHint')}
      </Typography.Text>
      {lists.status === 'error' && !lists.data ? (
        <LoadFailedAlert
          title={t('lists.failed')}
          lines={lists.error}
          onRetry={lists.reload}
          retryLabel={t('lists.retry')}
        />
      ) : !lists.data ? (
        <div aria-busy="true" data-testid="chat-lists-loading">
          <Skeleton avatar active paragraph={{ rows: 1 }} />
          <Skeleton avatar active paragraph={{ rows: 1 }} />
          <Skeleton avatar active paragraph={{ rows: 1 }} />
        </div>
      ) : (
        <ChatLists chats={chats} contacts={contacts} selectedId={contactId} q={q.trim()} />
      )}
    </div>
  );

  const totalUnread = chats.reduce((sum, entry) => sum + (entry.id === contactId ? 0 : entry.chat.unseenMsgs), 0);

  return (
    <>
      <ScreenHeading>{t('remoteTitle')}</ScreenHeading>
      <SidePanel
        className={`chat-app${hasConversation ? ' chat-app-open' : ''}`}
        sideClassName="chat-side"
        sideLabel={t('sidebar')}
        side={side}
        data-testid="chat-page"
      >
        {requested === 'invalid' ? (
          <ConversationPane contactId={0} selected={null} status="error" missing profile={profile} />
        ) : contactId !== null ? (
          <ConversationPane
            contactId={contactId}
            selected={open}
            status={chat.status}
            missing={chat.status === 'error' && isNotFound(chatResult.error)}
            error={chat.error}
            profile={profile}
            outbox={outbox.waiting}
            // A background read failed: what shows may be behind (the next poll tries again).
            stale={(lists.status === 'error' && !!lists.data) || (chat.status === 'error' && !!open)}
            onSend={(message) => outbox.send(contactId, message)}
            onRetry={outbox.retry}
            onReload={chat.reload}
          />
        ) : (
          <section className="chat-conversation chat-conversation-empty" data-testid="conversation-empty">
            <Badge count={totalUnread} aria-hidden>
              <span className="chat-empty-icon">
                <MessageOutlined />
              </span>
            </Badge>
            <Typography.Title level={2} className="chat-empty-title">
              {t('conversation.empty')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('conversation.emptyHint')}</Typography.Text>
          </section>
        )}
        <ProfileDrawer
          open={profileOpen}
          profile={profile}
          saving={profileSaving}
          onClose={() => setProfileOpen(false)}
          onSave={onSaveProfile}
        />
      </SidePanel>
    </>
  );
}

export default ChatPage;
