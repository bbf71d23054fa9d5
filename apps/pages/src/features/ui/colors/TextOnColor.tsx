import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { BRAND_PRIMARY, contrastRatio, readableShade, textOn } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';

// Colours a user might pick for a tag or a team: ui-kit chooses the text that reads on each.
const PICKED = [BRAND_PRIMARY, '#fadb14', '#13c2c2', '#eb2f96', '#1f1f1f', '#f0f0f0'];

export default function TextOnColor() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const ratio = (a: string, b: string) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(contrastRatio(a, b));
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        {PICKED.map((color) => (
          <span key={color} className="ui-chip" style={{ background: color, color: textOn(color) }}>
            {t('uiShowcase.colors.chip', { color, ratio: ratio(textOn(color), color) })}
          </span>
        ))}
      </Flex>
      <p style={{ margin: 0 }}>
        {t('uiShowcase.colors.readable', {
          color: '#fadb14',
          shade: readableShade('#fadb14', '#ffffff'),
          ratio: ratio(readableShade('#fadb14', '#ffffff'), '#ffffff'),
        })}
      </p>
    </Flex>
  );
}
