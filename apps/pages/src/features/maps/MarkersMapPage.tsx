// /maps/markers: cities as markers on the offline world map, clustered when zoomed out, with popups and a search
// that flies to a city.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { Example } from '../../shared/showcase/Example';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';
import { CitiesMap } from './markers/CitiesMap';
import citiesMapSource from './markers/CitiesMap.tsx?raw';
import './maps.css';

export default function MarkersMapPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('screens.mapsMarkers')} subtitle={t('maps.markers.subtitle')} columns={1}>
      <Example
        title={t('maps.markers.exampleTitle')}
        description={t('maps.markers.exampleDescription')}
        source={citiesMapSource}
      >
        <CitiesMap />
      </Example>
    </ShowcasePage>
  );
}
