import { useState } from 'react';
import { Button, Flex } from 'antd';
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
  const [index, setIndex] = useState(0);
  const go = (to: number) => setIndex((to + SLIDES.length) % SLIDES.length);
  const { key, color } = SLIDES[index];
  return (
    <Flex
      vertical
      gap={8}
      role="group"
      aria-roledescription={t('uiShowcase.carousel.carousel')}
      aria-label={t('uiShowcase.carousel.title')}
    >
      {/* The slide is announced when it changes. */}
      <div className="ui-slide" style={{ background: color, color: textOn(color) }} aria-live="polite">
        {t(`uiShowcase.carousel.${key}`)}
      </div>
      {/* The arrows point the reading direction in a right-to-left page. */}
      <Flex gap={8} justify="center" align="center">
        <Button
          icon={<LeftOutlined className="ui-flip-rtl" />}
          aria-label={t('uiShowcase.carousel.previous')}
          onClick={() => go(index - 1)}
        />
        {SLIDES.map((slide, at) => (
          <Button
            key={slide.key}
            size="small"
            shape="circle"
            type={at === index ? 'primary' : 'default'}
            aria-label={t('uiShowcase.carousel.slide', { number: at + 1, total: SLIDES.length })}
            aria-current={at === index}
            onClick={() => go(at)}
          >
            {at + 1}
          </Button>
        ))}
        <Button
          icon={<RightOutlined className="ui-flip-rtl" />}
          aria-label={t('uiShowcase.carousel.next')}
          onClick={() => go(index + 1)}
        />
      </Flex>
    </Flex>
  );
}
