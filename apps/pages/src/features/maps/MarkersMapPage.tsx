// /maps/markers: cities as markers on the offline world map, clustered when zoomed out, with popups and a search
// that flies to a city.
import { examplesPage } from '../../shared/showcase/ExampleList';
import { CitiesMap } from './markers/CitiesMap';
import citiesMapSource from './markers/CitiesMap.tsx?raw';
import './maps.css';

export default examplesPage('mapsMarkers', 'maps.markers', [
  { id: 'example', Demo: CitiesMap, source: citiesMapSource },
]);
