import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { textOn } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

const SLIDES = [
  { key: 'fast', color: '#0e7490' },
  { key: 'secure', color: '#fde68a' },
  { key: 'friendly', color: '#be185d' },
];

export default function CarouselFade() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Carousel effect="fade" dotPlacement="start">
      {SLIDES.map(({ key, color }) => (
        <div key={key}>
          <div className="ui-slide" style={{ background: color, color: textOn(color) }}>
            {t(`uiShowcase.carousel.${key}`)}
          </div>
        </div>
      ))}
    </Carousel>
  );
}
