// The markers' clustering: zoomed out, cities group into clusters whose counts add up to every city; at the
// scale the search flies to, every city stands alone; a cluster splits at the scale it says.
import { CITIES } from './cities';
import { clusterCities, type MapItem } from './clusterCities';

const WIDTH = 960;
const clusters = clusterCities(CITIES, WIDTH);
const count = (items: MapItem[]) => items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);

describe('clusterCities', () => {
  it('groups the cities into a few clusters at the whole-world view, every city counted once', () => {
    const items = clusters.at(1);
    expect(count(items)).toBe(CITIES.length);
    const groups = items.filter((item) => item.kind === 'cluster');
    expect(groups.length).toBeGreaterThan(2);
    expect(items.length).toBeLessThan(CITIES.length / 2);
  });

  it('splits every cluster when zoomed in far enough', () => {
    const items = clusters.at(12);
    expect(items.every((item) => item.kind === 'city')).toBe(true);
    expect(items.map((item) => (item.kind === 'city' ? item.city.name : '')).sort()).toEqual(
      CITIES.map((city) => city.name).sort(),
    );
  });

  it('splits a cluster at its own split scale', () => {
    const cluster = clusters.at(1).find((item) => item.kind === 'cluster')!;
    const before = clusters.at(1).length;
    const scale = clusters.splitScale(cluster.kind === 'cluster' ? cluster.id : 0);
    expect(scale).toBeGreaterThan(1);
    expect(clusters.at(scale * 1.05).length).toBeGreaterThan(before);
  });
});
