// The chat screen (/apps/chat and /apps/chat/:contactId): the lists beside the open conversation. The URL
// names the open contact, so reload, back and links reopen it. On a phone one pane shows at a time: the lists
// without a contact in the URL, the conversation with one (its header leads back).
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Input, Skeleton, Typography } from 'antd';
import { MessageOutlined, SearchOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { withInjected } from '@live-agent/store';
import { SidePanel, ScreenHeading, useClearable } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { chatFeature } from './chat.feature';
import { chatActions, selectChatState } from './chat.slice';
import { chatTiming } from './chat.timing';
import { usePolling } from './usePolling';
import { ChatLists } from './components/ChatLists';
import { ConversationPane } from './components/ConversationPane';
import { ProfileDrawer } from './components/ProfileDrawer';
import { StatusAvatar } from './components/StatusAvatar';
import './chat.css';

/** The contact id of the URL: a positive whole number, else null (and a bad one is "not found"). */
function contactIdOf(param: string | undefined): number | null | 'invalid' {
  if (param === undefined) return null;
  return /^[1-9]\d{0,8}$/.test(param) ? Number(param) : 'invalid';
}

function ChatPage() {
  const clearable = useClearable();
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useDispatch();
  const params = useParams();
  const state = useSelector(selectChatState);
  const requested = contactIdOf(params.contactId);
  const contactId = typeof requested === 'number' ? requested : null;
  const [profileOpen, setProfileOpen] = useState(false);
  const [searchText, setSearchText] = useState(state.params.q);

  // The lists load on entry, then follow the search after a short pause in the typing (the latest answer wins).
  const entered = useRef(false);
  useEffect(() => {
    if (!entered.current) {
      entered.current = true;
      dispatch(chatActions.fetchList({ q: searchText }));
      return undefined;
    }
    const timer = setTimeout(() => dispatch(chatActions.fetchList({ q: searchText })), chatTiming.searchDelayMs);
    return () => clearTimeout(timer);
  }, [dispatch, searchText]);

  useEffect(() => {
    if (contactId !== null) dispatch(chatActions.selectChat(contactId));
    else dispatch(chatActions.deselect());
  }, [dispatch, contactId]);

  usePolling(() => dispatch(chatActions.refresh()), true);

  const profile = state.userProfile;
  const hasConversation = requested !== null;

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
      <Typography.Text type="secondary" className="chat-sr-only">
        {t('lists.keyboardHint')}
      </Typography.Text>
      {state.status === 'error' && state.chats.length === 0 && state.contacts.length === 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('lists.failed')}
          action={
            <Button size="small" onClick={() => dispatch(chatActions.fetchList({ q: searchText }))}>
              {t('lists.retry')}
            </Button>
          }
        />
      ) : state.status === 'idle' ||
        (state.status === 'loading' && state.chats.length === 0 && state.contacts.length === 0) ? (
        <div aria-busy="true" data-testid="chat-lists-loading">
          <Skeleton avatar active paragraph={{ rows: 1 }} />
          <Skeleton avatar active paragraph={{ rows: 1 }} />
          <Skeleton avatar active paragraph={{ rows: 1 }} />
        </div>
      ) : (
        <ChatLists
          chats={state.chats}
          contacts={state.contacts}
          selectedId={state.selectedId}
          q={state.params.q.trim()}
        />
      )}
    </div>
  );

  const totalUnread = state.chats.reduce(
    (sum, entry) => sum + (entry.id === state.selectedId ? 0 : entry.chat.unseenMsgs),
    0,
  );

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
          <ConversationPane
            contactId={0}
            selected={null}
            status="error"
            missing
            profile={profile}
            outbox={[]}
            stale={false}
            onSend={() => undefined}
            onRetry={() => undefined}
            onReload={() => undefined}
          />
        ) : contactId !== null ? (
          <ConversationPane
            contactId={contactId}
            selected={state.selectedUser?.contact.id === contactId ? state.selectedUser : null}
            status={state.selectedStatus}
            missing={state.selectedMissing}
            profile={profile}
            outbox={state.outbox}
            stale={state.refreshFailed}
            onSend={(message) => dispatch(chatActions.sendMessage({ contactId, message }))}
            onRetry={(localId) => dispatch(chatActions.retryMessage(localId))}
            onReload={() => dispatch(chatActions.selectChat(contactId))}
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
          saving={state.profileSaving}
          saves={state.profileSaves}
          onClose={() => setProfileOpen(false)}
          onSave={(changes) => dispatch(chatActions.saveProfile(changes))}
        />
      </SidePanel>
    </>
  );
}

export default withInjected(ChatPage, chatFeature);
