import { useRef } from 'react';
import { Button, Carousel, Flex } from 'antd';
import type { CarouselRef } from 'antd/es/carousel';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { textOn } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

const SLIDES = [
  { key: 'chat', color: '#3730a3' },
  { key: 'reports', color: '#6d28d9' },
  { key: 'team', color: '#155e75' },
];

export default function CarouselBasic() {
  const { t } = useTranslation(NAMESPACE);
  const carousel = useRef<CarouselRef>(null);
  return (
    <Flex vertical gap={8}>
      <Carousel ref={carousel}>
        {SLIDES.map(({ key, color }) => (
          <div key={key}>
            <div className="ui-slide" style={{ background: color, color: textOn(color) }}>
              {t(`uiShowcase.carousel.${key}`)}
            </div>
          </div>
        ))}
      </Carousel>
      {/* Buttons for the keyboard; the arrows point the reading direction in a right-to-left page. */}
      <Flex gap={8} justify="center">
        <Button
          icon={<LeftOutlined className="ui-flip-rtl" />}
          aria-label={t('uiShowcase.carousel.previous')}
          onClick={() => carousel.current?.prev()}
        />
        <Button
          icon={<RightOutlined className="ui-flip-rtl" />}
          aria-label={t('uiShowcase.carousel.next')}
          onClick={() => carousel.current?.next()}
        />
      </Flex>
    </Flex>
  );
}
