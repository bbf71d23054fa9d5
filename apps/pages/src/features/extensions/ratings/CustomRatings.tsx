// Other characters and words: hearts in the error colour, numbers, smileys with a word per value, ten steps.
import { useState } from 'react';
import { Flex, Rate, Typography, theme } from 'antd';
import { FrownOutlined, HeartFilled, MehOutlined, SmileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { namedStars } from './namedStars';

const FACES = [
  <FrownOutlined key="1" />,
  <FrownOutlined key="2" />,
  <MehOutlined key="3" />,
  <SmileOutlined key="4" />,
  <SmileOutlined key="5" />,
];

export function CustomRatings() {
  const { t } = useTranslation(NAMESPACE);
  const { token } = theme.useToken();
  const [mood, setMood] = useState(4);
  const words = [1, 2, 3, 4, 5].map((value) => t(`extensions.ratings.words.${value}`));
  const stars = namedStars((count) => t('extensions.ratings.stars', { count }));
  return (
    <Flex vertical gap={12}>
      <Rate
        character={<HeartFilled />}
        defaultValue={3}
        style={{ color: token.colorError }}
        aria-label={t('extensions.ratings.hearts')}
        characterRender={stars}
      />
      <Rate
        character={({ index = 0 }) => index + 1}
        defaultValue={2}
        aria-label={t('extensions.ratings.numbers')}
        characterRender={stars}
      />
      <Flex gap={12} align="center" wrap>
        <Rate
          character={({ index = 0 }) => FACES[index]}
          value={mood}
          onChange={setMood}
          aria-label={t('extensions.ratings.mood')}
          characterRender={namedStars((count) => words[count - 1])}
        />
        <Typography.Text aria-live="polite">{mood ? words[mood - 1] : t('extensions.ratings.none')}</Typography.Text>
      </Flex>
      <Rate count={10} defaultValue={7} aria-label={t('extensions.ratings.ten')} characterRender={stars} />
    </Flex>
  );
}
