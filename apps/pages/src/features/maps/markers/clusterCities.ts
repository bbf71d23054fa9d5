// Clustering of the markers by zoom (supercluster). Supercluster measures in a Web-Mercator world 512 units wide at
// its zoom 0 (its `extent`); the map is MAP_WIDTH viewBox units wide at scale 1, so a map scale k is supercluster
// zoom log2(MAP_WIDTH · k / 512) and the radius is in the map's own units. Past CLUSTER_MAX_ZOOM every city stands
// alone.
import Supercluster from 'supercluster';
import type { City } from './cities';

export const CLUSTER_RADIUS = 36;
export const CLUSTER_MAX_ZOOM = 3;

export type MapItem =
  | { kind: 'city'; city: City; lon: number; lat: number }
  | { kind: 'cluster'; id: number; count: number; lon: number; lat: number };

export interface CityClusters {
  /** The markers and clusters to draw at map scale `scale`. */
  at(scale: number): MapItem[];
  /** The smallest map scale at which a cluster falls apart. */
  splitScale(clusterId: number): number;
}

export function clusterCities(cities: City[], mapWidth: number): CityClusters {
  const index = new Supercluster<{ id: number }>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(
    cities.map((city) => ({
      type: 'Feature',
      properties: { id: city.id },
      geometry: { type: 'Point', coordinates: [city.lon, city.lat] },
    })),
  );
  const byId = new Map(cities.map((city) => [city.id, city]));
  const zoomOf = (scale: number) => Math.max(0, Math.floor(Math.log2((mapWidth * scale) / 512)));
  return {
    at(scale) {
      return index.getClusters([-180, -85, 180, 85], zoomOf(scale)).map((point): MapItem => {
        const [lon, lat] = point.geometry.coordinates;
        const properties = point.properties as {
          id?: number;
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
        };
        return properties.cluster
          ? { kind: 'cluster', id: properties.cluster_id!, count: properties.point_count!, lon, lat }
          : { kind: 'city', city: byId.get(properties.id!)!, lon, lat };
      });
    },
    splitScale(clusterId) {
      return (512 * 2 ** index.getClusterExpansionZoom(clusterId)) / mapWidth;
    },
  };
}
