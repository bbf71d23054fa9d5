import { useTranslation } from 'react-i18next';
import { textOn } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

const SLIDES = [
  { key: 'fast', color: '#0e7490' },
  { key: 'secure', color: '#fde68a' },
  { key: 'friendly', color: '#be185d' },
  { key: 'chat', color: '#3730a3' },
];

export default function CarouselScroll() {
  const { t } = useTranslation(NAMESPACE);
  // A row that scrolls inside itself and snaps to each slide: swipe on a phone, arrow keys once focused.
  return (
    <div className="ui-snap-row" role="region" tabIndex={0} aria-label={t('uiShowcase.carousel.row')}>
      {SLIDES.map(({ key, color }) => (
        <div key={key} className="ui-slide ui-snap-slide" style={{ background: color, color: textOn(color) }}>
          {t(`uiShowcase.carousel.${key}`)}
        </div>
      ))}
    </div>
  );
}
