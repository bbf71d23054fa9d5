import { StatCard, useFormat } from '@live-agent/ui-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

export default function StatisticsCards() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  // The trend's colour follows what is good news for the figure: more chats is neutral, longer waits are bad.
  return (
    <div className="ui-cards-grid">
      <StatCard label={t('uiShowcase.cards.chats')} value={format.integer(1284)} trendPct={12.5} />
      <StatCard
        label={t('uiShowcase.cards.firstResponse')}
        value={format.duration(42)}
        trendPct={-8}
        better="down"
        hint={t('uiShowcase.cards.firstResponseHint')}
      />
      <StatCard label={t('uiShowcase.cards.satisfaction')} value={format.percent(94)} trendPct={1.2} better="up" />
      <StatCard label={t('uiShowcase.cards.missed')} value={format.integer(17)} trendPct={3} better="down" />
    </div>
  );
}
