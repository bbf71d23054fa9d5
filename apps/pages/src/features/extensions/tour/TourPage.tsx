// Tour: antd's Tour walks through the elements of the example, translated and operable with the keyboard.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { ShowcasePage } from '../../../shared/showcase/ShowcasePage';
import { PageTour } from './PageTour';
import pageTourSource from './PageTour.tsx?raw';

export default function TourPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('extensions.tour.title')} subtitle={t('extensions.tour.subtitle')} columns={1}>
      <Example
        title={t('extensions.tour.example')}
        description={t('extensions.tour.exampleDescription')}
        source={pageTourSource}
      >
        <PageTour />
      </Example>
    </ShowcasePage>
  );
}
