import { useState } from 'react';
import { Button, Card, Flex, Spin, Tooltip } from 'antd';
import { CloseOutlined, DownOutlined, ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast, useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { reloadCard } from './reloadCard';

const CARDS = ['queue', 'agents', 'waiting'] as const;
type CardId = (typeof CARDS)[number];
const FIGURES: Record<CardId, number> = { queue: 14, agents: 6, waiting: 3 };

function ActionCard({ id, onRemove }: { id: CardId; onRemove: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [open, setOpen] = useState(true);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const title = t(`uiShowcase.cards.${id}`);
  const refresh = async () => {
    setLoading(true);
    await reloadCard();
    setReloads((count) => count + 1);
    setLoading(false);
  };
  return (
    <Card
      size="small"
      title={title}
      data-testid={`action-card-${id}`}
      extra={
        <Flex gap={2}>
          <Tooltip title={open ? t('uiShowcase.cards.collapse') : t('uiShowcase.cards.expand')}>
            <Button
              type="text"
              size="small"
              icon={<DownOutlined rotate={open ? 0 : -90} className="ui-flip-rtl" />}
              aria-label={t(open ? 'uiShowcase.cards.collapseOf' : 'uiShowcase.cards.expandOf', { title })}
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            />
          </Tooltip>
          <Tooltip title={t('uiShowcase.cards.refresh')}>
            <Button
              type="text"
              size="small"
              icon={<ReloadOutlined />}
              aria-label={t('uiShowcase.cards.refreshOf', { title })}
              disabled={loading}
              onClick={refresh}
            />
          </Tooltip>
          <Tooltip title={t('uiShowcase.cards.remove')}>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t('uiShowcase.cards.removeOf', { title })}
              onClick={onRemove}
            />
          </Tooltip>
        </Flex>
      }
      styles={{ body: open ? undefined : { display: 'none' } }}
    >
      <Spin spinning={loading} description={t('uiShowcase.cards.refreshing')}>
        <div style={{ fontSize: 28, fontWeight: 600 }}>{format.integer(FIGURES[id] + reloads)}</div>
        <div>{t('uiShowcase.cards.refreshed', { count: reloads })}</div>
      </Spin>
    </Card>
  );
}

export default function ActionCards() {
  const { t } = useTranslation(NAMESPACE);
  const [removed, setRemoved] = useState<CardId[]>([]);
  const remove = (id: CardId) => {
    setRemoved((now) => [...now, id]);
    toast.withUndo(t('uiShowcase.cards.removed', { title: t(`uiShowcase.cards.${id}`) }), {
      undoLabel: t('uiShowcase.toasts.undo'),
      onUndo: () => setRemoved((now) => now.filter((item) => item !== id)),
      seconds: 8,
    });
  };
  return (
    <Flex vertical gap={12}>
      <div className="ui-cards-grid">
        {CARDS.filter((id) => !removed.includes(id)).map((id) => (
          <ActionCard key={id} id={id} onRemove={() => remove(id)} />
        ))}
      </div>
      {removed.length > 0 ? (
        <Button icon={<UndoOutlined />} onClick={() => setRemoved([])} style={{ alignSelf: 'start' }}>
          {t('uiShowcase.cards.restore', { count: removed.length })}
        </Button>
      ) : null}
    </Flex>
  );
}
