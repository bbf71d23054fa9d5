// The facts of one conversation beside its messages: where it came from and went, who handled it, its
// times (the API's measures, docs/architecture.md, Product API and metrics), rating, categories and the agent's closing
// comment and note.
import type { ReactNode } from 'react';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConversationRow } from '@live-agent/contracts';

import { useFormat, NO_VALUE } from '@live-agent/ui-kit';
import { CategoryTags, Hinted, RatingStars, StatusTag } from './bits';
import { useChatReportLookups } from './lookupsContext';

export function ConversationSummary({ conversation }: { conversation: ConversationRow }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const { departments, queues, comments } = useChatReportLookups();
  const key = (name: string) => t(`chatReport.viewer.summary.${name}`);
  const text = (value: string | null | undefined): ReactNode =>
    value ? value : <Typography.Text type="secondary">{NO_VALUE}</Typography.Text>;
  const comment =
    conversation.commentId === null
      ? null
      : (comments.find((item) => item.id === conversation.commentId)?.text ?? `#${conversation.commentId}`);
  const ended = conversation.closedAt ?? conversation.abandonedAt;

  const items = [
    { key: 'status', label: key('status'), children: <StatusTag status={conversation.status} /> },
    { key: 'channel', label: key('channel'), children: t(`reports.channels.${conversation.channel}`) },
    { key: 'subject', label: key('subject'), children: text(conversation.subject) },
    {
      key: 'department',
      label: key('departmentQueue'),
      children: `${departments.nameOf(conversation.departmentId)} › ${queues.nameOf(conversation.queueId)}`,
    },
    {
      key: 'agent',
      label: key('agent'),
      children: (
        <>
          {conversation.agentName ?? <Typography.Text type="secondary">{t('chatReport.unassigned')}</Typography.Text>}
          {conversation.transferCount > 0 ? (
            <Typography.Text type="secondary">
              {' '}
              · {t('chatReport.viewer.summary.transfers', { count: conversation.transferCount })}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    ...(conversation.botHandled
      ? [
          {
            key: 'bot',
            label: key('bot'),
            children: conversation.handoffReason
              ? t('chatReport.viewer.summary.handedOff', {
                  reason: t(`reports.handoffReasons.${conversation.handoffReason}`),
                })
              : t('chatReport.viewer.summary.botOnly'),
          },
        ]
      : []),
    { key: 'created', label: key('created'), children: format.dateTime(conversation.createdAt) },
    {
      key: 'closed',
      label: conversation.abandonedAt && !conversation.closedAt ? key('abandoned') : key('closed'),
      children: ended ? format.dateTime(ended) : text(null),
    },
    {
      key: 'wait',
      label: <Hinted label={key('wait')} hint={t('chatReport.hints.wait')} />,
      children: format.duration(conversation.waitSec),
    },
    {
      key: 'firstResponse',
      label: <Hinted label={key('firstResponse')} hint={t('chatReport.hints.firstResponse')} />,
      children: format.duration(conversation.firstResponseSec),
    },
    {
      key: 'handle',
      label: <Hinted label={key('handle')} hint={t('chatReport.hints.handle')} />,
      children: format.duration(conversation.handleSec),
    },
    { key: 'rating', label: key('rating'), children: <RatingStars rating={conversation.rating} showUnrated /> },
    { key: 'categories', label: key('categories'), children: <CategoryTags ids={conversation.categoryIds} /> },
    { key: 'comment', label: key('closingComment'), children: text(comment) },
    { key: 'note', label: key('closingNote'), children: text(conversation.closingNote) },
  ];

  return (
    <div data-testid="conversation-summary">
      <Descriptions size="small" column={1} bordered items={items} styles={{ label: { width: 150 } }} />
    </div>
  );
}
