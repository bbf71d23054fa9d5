// Sliders: single values, marks, disabled and vertical sliders, and ranges formatted in the page's language.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { ShowcasePage } from '../../../shared/showcase/ShowcasePage';
import { BasicSliders } from './BasicSliders';
import { RangeSliders } from './RangeSliders';
import basicSlidersSource from './BasicSliders.tsx?raw';
import rangeSlidersSource from './RangeSliders.tsx?raw';

export default function SlidersPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('extensions.sliders.title')} subtitle={t('extensions.sliders.subtitle')}>
      <Example
        title={t('extensions.sliders.basicTitle')}
        description={t('extensions.sliders.basicDescription')}
        source={basicSlidersSource}
      >
        <BasicSliders />
      </Example>
      <Example
        title={t('extensions.sliders.rangeTitle')}
        description={t('extensions.sliders.rangeDescription')}
        source={rangeSlidersSource}
      >
        <RangeSliders />
      </Example>
    </ShowcasePage>
  );
}
