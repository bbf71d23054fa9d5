// /maps/world: a world map drawn from world-atlas's TopoJSON (no tile server) with a choropleth of the conversations
// by the customer's country from the demo API, its legend, and the same figures as a table.
import { examplesPage } from '../../shared/showcase/ExampleList';
import { ConversationsMap } from './world/ConversationsMap';
import conversationsMapSource from './world/ConversationsMap.tsx?raw';
import { CountriesTable } from './world/CountriesTable';
import countriesTableSource from './world/CountriesTable.tsx?raw';
import './maps.css';

export default examplesPage('mapsWorld', 'maps.world', [
  { id: 'choropleth', Demo: ConversationsMap, source: conversationsMapSource },
  { id: 'table', Demo: CountriesTable, source: countriesTableSource },
]);
