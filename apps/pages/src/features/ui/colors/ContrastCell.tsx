// One colour's contrast ratio on one skin's background, with the WCAG verdict written out (not only coloured).
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { contrastRatio } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { verdict } from './contrast';

const TAG_COLOR = { aaa: 'success', aa: 'success', aaLarge: 'warning', fail: 'error' } as const;

export function ContrastCell({ color, background }: { color: string; background: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const ratio = contrastRatio(color, background);
  const ratioText = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(
    ratio,
  );
  const level = verdict(ratio);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {t('uiShowcase.colors.ratio', { ratio: ratioText })}{' '}
      <Tag color={TAG_COLOR[level]}>{t(`uiShowcase.colors.verdict.${level}`)}</Tag>
    </span>
  );
}
