// /maps/world: a world map drawn from world-atlas's TopoJSON (no tile server) with a choropleth of the conversations
// by the customer's country from the demo API, its legend, and the same figures as a table.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { Example } from '../../shared/showcase/Example';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';
import { ConversationsMap } from './world/ConversationsMap';
import conversationsMapSource from './world/ConversationsMap.tsx?raw';
import { CountriesTable } from './world/CountriesTable';
import countriesTableSource from './world/CountriesTable.tsx?raw';
import './maps.css';

export default function WorldMapPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('screens.mapsWorld')} subtitle={t('maps.world.subtitle')} columns={1}>
      <Example
        title={t('maps.world.choroplethTitle')}
        description={t('maps.world.choroplethDescription')}
        source={conversationsMapSource}
      >
        <ConversationsMap />
      </Example>
      <Example
        title={t('maps.world.tableTitle')}
        description={t('maps.world.tableDescription')}
        source={countriesTableSource}
      >
        <CountriesTable />
      </Example>
    </ShowcasePage>
  );
}
