// Small pieces the table and the viewer share, so a status, a rating or a category looks the same in both.
import { Tooltip } from 'antd';
import { ColorTag } from '@live-agent/ui-kit';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '@live-agent/ui-kit';
import { CONVERSATION_STATUS_COLORS } from '../../../reports';
import { useChatReportLookups } from './lookupsContext';

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('liveAgent');
  return (
    <ColorTag
      color={CONVERSATION_STATUS_COLORS[status] ?? '#8c8c8c'}
      data-status={status}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`reports.conversationStatus.${status}`)}
    </ColorTag>
  );
}

/** Five stars, the given number filled; "Not rated" in words when there is none. */
export function RatingStars({ rating, showUnrated = false }: { rating: number | null; showUnrated?: boolean }) {
  const { t } = useTranslation('liveAgent');
  if (rating === null)
    return <span className="la-chat-muted">{showUnrated ? t('reports.filters.unrated') : NO_VALUE}</span>;
  const label = t('chatReport.ratingValue', { value: rating });
  return (
    <span role="img" aria-label={label} title={label} className="la-chat-rating" data-rating={rating}>
      <span className="la-chat-rating-on" aria-hidden>
        {'★'.repeat(rating)}
      </span>
      <span className="la-chat-rating-off" aria-hidden>
        {'★'.repeat(Math.max(0, 5 - rating))}
      </span>
    </span>
  );
}

/** The categories' names in their own colours. */
export function CategoryTags({ ids }: { ids: readonly number[] }) {
  const { categories } = useChatReportLookups();
  if (ids.length === 0) return <span className="la-chat-muted">{NO_VALUE}</span>;
  return (
    <span className="la-chat-categories">
      {ids.map((id) => {
        const category = categories.items.find((item) => item.id === id);
        return (
          <ColorTag key={id} color={category?.color ?? '#8c8c8c'} style={{ marginInlineEnd: 4 }}>
            {categories.nameOf(id)}
          </ColorTag>
        );
      })}
    </span>
  );
}

/** A label with an info icon whose tooltip (and accessible name) says how the figure is computed. */
export function Hinted({ label, hint }: { label: string; hint: string }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {label}{' '}
      <Tooltip title={hint}>
        <InfoCircleOutlined aria-label={hint} style={{ fontSize: 12, opacity: 0.6 }} />
      </Tooltip>
    </span>
  );
}
