// Stars: a value the user picks (arrow keys move, click again to clear), half stars, read-only and disabled.
import { useState, type ReactNode } from 'react';
import { Flex, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { namedStars } from './namedStars';

export function BasicRatings() {
  const { t } = useTranslation(NAMESPACE);
  const [value, setValue] = useState(3);
  const [half, setHalf] = useState(2.5);
  const stars = namedStars((count) => t('extensions.ratings.stars', { count }));
  const row = (label: string, rate: ReactNode, note?: string) => (
    <Flex gap={12} align="center" wrap>
      <Typography.Text style={{ minWidth: 110 }}>{label}</Typography.Text>
      {rate}
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
    </Flex>
  );
  return (
    <Flex vertical gap={12}>
      {row(
        t('extensions.ratings.basic'),
        <Rate value={value} onChange={setValue} aria-label={t('extensions.ratings.basic')} characterRender={stars} />,
        t('extensions.ratings.outOf', { value, count: 5 }),
      )}
      {row(
        t('extensions.ratings.half'),
        <Rate
          allowHalf
          value={half}
          onChange={setHalf}
          aria-label={t('extensions.ratings.half')}
          characterRender={stars}
        />,
        t('extensions.ratings.outOf', { value: half, count: 5 }),
      )}
      {row(
        t('extensions.ratings.readOnly'),
        <Rate disabled defaultValue={4} aria-label={t('extensions.ratings.readOnly')} characterRender={stars} />,
      )}
      {row(
        t('extensions.ratings.large'),
        <Rate
          defaultValue={2}
          style={{ fontSize: 32 }}
          aria-label={t('extensions.ratings.large')}
          characterRender={stars}
        />,
      )}
    </Flex>
  );
}
