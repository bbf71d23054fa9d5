// The conversation viewer: a side panel with the contact (from a clicked row or the contact picker), a
// switch between its active conversation, its last closed one and the clicked row's conversation when that
// is another, the conversation's facts and its messages (older ones load on scroll).
import {
  Alert,
  Avatar,
  Button,
  Col,
  Drawer,
  Empty,
  Flex,
  Grid,
  Result,
  Row,
  Segmented,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectViewer, viewerActions, type ViewerSource } from '../chatReportViewer.slice';
import { ConversationSummary } from './ConversationSummary';
import { ConversationThread } from './ConversationThread';
import { initialsOf } from '@live-agent/contracts';

export function ConversationViewer() {
  const { t } = useTranslation('liveAgent');
  const dispatch = useDispatch();
  const state = useSelector(selectViewer);
  const screens = Grid.useBreakpoint();
  const { contact, conversation, row } = state;
  const title = contact?.fullName ?? row?.customer.name ?? t('chatReport.viewer.title');

  const choices: { value: ViewerSource; label: string }[] = [];
  if (contact?.last_conversation)
    choices.push({ value: 'active', label: t('chatReport.viewer.active', { id: contact.last_conversation.id }) });
  if (contact?.last_conversation_closed)
    choices.push({
      value: 'closed',
      label: t('chatReport.viewer.lastClosed', { id: contact.last_conversation_closed.id }),
    });
  if (row) choices.push({ value: 'row', label: t('chatReport.viewer.clicked', { id: row.id }) });

  const retryContact = () => {
    if (state.row) dispatch(viewerActions.openRow(state.row));
  };

  let body;
  if (state.contactStatus === 'loading') {
    body = (
      <div style={{ padding: 64, textAlign: 'center' }}>
        <Spin size="large" description={t('chatReport.viewer.loadingContact')} />
      </div>
    );
  } else if (state.contactStatus === 'error') {
    body = (
      <Result
        status="warning"
        title={
          state.contactError?.notFound ? t('chatReport.viewer.contactNotFound') : t('chatReport.viewer.contactFailed')
        }
        subTitle={state.contactError?.reasons.join(' ')}
        extra={
          state.row ? (
            <Button icon={<ReloadOutlined />} onClick={retryContact}>
              {t('common.retry')}
            </Button>
          ) : null
        }
      />
    );
  } else if (contact) {
    body = (
      <Flex vertical gap={16}>
        <Flex gap={12} align="center" wrap>
          <Avatar size={48} src={contact.avatar || undefined} style={{ background: '#7367f0', flex: 'none' }}>
            {initialsOf(contact.fullName)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Typography.Title level={5} style={{ margin: 0 }} data-testid="viewer-contact-name">
              {contact.fullName}
            </Typography.Title>
            <Typography.Text type="secondary" copyable={{ text: contact.email }}>
              {contact.email}
            </Typography.Text>
          </div>
          <Tag style={{ marginInlineStart: 'auto' }}>{t(`reports.channels.${contact.channel}`)}</Tag>
        </Flex>
        {choices.length > 1 ? (
          <Segmented<ViewerSource>
            aria-label={t('chatReport.viewer.which')}
            data-testid="viewer-switch"
            block={!screens.md}
            value={state.source ?? undefined}
            options={choices}
            onChange={(source) => dispatch(viewerActions.showConversation(source))}
          />
        ) : null}
        {conversation ? (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={9}>
              <Typography.Title
                level={5}
                style={{ marginTop: 0 }}
                data-testid="viewer-conversation"
                data-conversation-id={conversation.id}
              >
                {t('chatReport.viewer.conversation', { id: conversation.id })}
              </Typography.Title>
              <ConversationSummary conversation={conversation} />
            </Col>
            <Col xs={24} lg={15}>
              {state.threadStatus === 'loading' ? (
                <div style={{ padding: 64, textAlign: 'center' }}>
                  <Spin description={t('chatReport.viewer.thread.loading')} />
                </div>
              ) : state.threadStatus === 'error' ? (
                <Alert
                  type="warning"
                  showIcon
                  title={t('chatReport.viewer.thread.failed')}
                  description={state.threadError?.join(' ') || undefined}
                  action={
                    <Button
                      size="small"
                      icon={<ReloadOutlined />}
                      onClick={() => state.source && dispatch(viewerActions.showConversation(state.source))}
                    >
                      {t('common.retry')}
                    </Button>
                  }
                />
              ) : (
                <ConversationThread
                  key={`${state.source}-${conversation.id}`}
                  conversationId={conversation.id}
                  messages={state.messages}
                  hasMore={state.hasMore}
                  loadingOlder={state.loadingOlder}
                  olderError={state.olderError}
                  onLoadOlder={() => dispatch(viewerActions.loadOlder())}
                />
              )}
            </Col>
          </Row>
        ) : (
          <Empty description={t('chatReport.viewer.noConversation')} />
        )}
      </Flex>
    );
  }

  return (
    <Drawer
      open={state.open}
      title={title}
      size={screens.xl ? 1080 : screens.md ? '92%' : '100%'}
      destroyOnHidden
      onClose={() => dispatch(viewerActions.close())}
      closable={{ 'aria-label': t('chatReport.viewer.close') }}
    >
      <div data-testid="conversation-viewer">{body}</div>
    </Drawer>
  );
}
