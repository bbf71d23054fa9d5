// One value: a volume with icons at both ends, steps with marks, a disabled slider and a vertical one.
import { useState } from 'react';
import { Flex, Slider, Typography } from 'antd';
import { SoundFilled, SoundOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

export function BasicSliders() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [volume, setVolume] = useState(40);
  const percent = (value = 0) => new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(value / 100);
  return (
    <Flex vertical gap={16}>
      <Typography.Text id="slider-volume">{t('extensions.sliders.volume')}</Typography.Text>
      <Flex gap={8} align="center">
        <SoundOutlined aria-hidden />
        <Slider
          style={{ flex: 1 }}
          value={volume}
          onChange={setVolume}
          tooltip={{ formatter: percent }}
          ariaLabelledByForHandle="slider-volume"
          ariaValueTextFormatterForHandle={percent}
        />
        <SoundFilled aria-hidden />
        <Typography.Text style={{ minWidth: 48, textAlign: 'end' }}>{percent(volume)}</Typography.Text>
      </Flex>
      <Typography.Text id="slider-steps">{t('extensions.sliders.steps')}</Typography.Text>
      <Slider
        min={0}
        max={100}
        step={25}
        defaultValue={50}
        dots
        marks={{ 0: percent(0), 50: percent(50), 100: percent(100) }}
        ariaLabelledByForHandle="slider-steps"
        ariaValueTextFormatterForHandle={percent}
      />
      <Typography.Text id="slider-disabled">{t('extensions.sliders.disabled')}</Typography.Text>
      <Slider disabled defaultValue={30} ariaLabelledByForHandle="slider-disabled" />
      <Flex gap={24} align="center">
        <div style={{ height: 140 }}>
          <Slider vertical defaultValue={60} ariaLabelForHandle={t('extensions.sliders.vertical')} />
        </div>
        <Typography.Text type="secondary">{t('extensions.sliders.verticalNote')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
