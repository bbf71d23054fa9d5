// The world's countries from world-atlas's TopoJSON (shipped in this chunk: no tile server, nothing fetched),
// projected once with Natural Earth into a fixed viewBox the SVG scales to its container's width.
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import { ALPHA2_BY_NUMERIC } from './countryCodes';

export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;

export interface Country {
  /** The path's key: the alpha-2 code, or the atlas's name for the two places with no code. */
  key: string;
  alpha2?: string;
  englishName: string;
  d: string;
  /** The label point (centroid) in viewBox units. */
  centre: [number, number];
}

const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>;
// Antarctica would take a sixth of the height for no figure.
const shown = collection.features.filter((country) => country.id !== '010');

export const projection = geoNaturalEarth1().fitExtent(
  [
    [4, 4],
    [MAP_WIDTH - 4, MAP_HEIGHT - 4],
  ],
  { type: 'FeatureCollection', features: shown },
);
const path = geoPath(projection);

export const COUNTRIES: Country[] = shown.map((country: Feature<Geometry, { name: string }>) => {
  const alpha2 = country.id === undefined ? undefined : ALPHA2_BY_NUMERIC[String(country.id)];
  return {
    key: alpha2 ?? country.properties.name,
    alpha2,
    englishName: country.properties.name,
    d: path(country) ?? '',
    centre: path.centroid(country),
  };
});
