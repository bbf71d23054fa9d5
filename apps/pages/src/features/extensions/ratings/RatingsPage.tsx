// Ratings: antd's Rate with named stars, half values, read-only, custom characters and words.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { ShowcasePage } from '../../../shared/showcase/ShowcasePage';
import { BasicRatings } from './BasicRatings';
import { CustomRatings } from './CustomRatings';
import basicRatingsSource from './BasicRatings.tsx?raw';
import customRatingsSource from './CustomRatings.tsx?raw';

export default function RatingsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('extensions.ratings.title')} subtitle={t('extensions.ratings.subtitle')}>
      <Example
        title={t('extensions.ratings.basicTitle')}
        description={t('extensions.ratings.basicDescription')}
        source={basicRatingsSource}
      >
        <BasicRatings />
      </Example>
      <Example
        title={t('extensions.ratings.customTitle')}
        description={t('extensions.ratings.customDescription')}
        source={customRatingsSource}
      >
        <CustomRatings />
      </Example>
    </ShowcasePage>
  );
}
