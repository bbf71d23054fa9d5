// Cities as markers on the offline world map, clustered (supercluster) when zoomed out with the count on the
// cluster. A marker opens its popup on click, Enter or Space; a cluster zooms in until it splits; the search flies
// to a city (no flight when the user prefers reduced motion) and opens its popup.
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Button, Popover, Select, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { MapCanvas } from '../shared/MapCanvas';
import { useMapColors } from '../shared/useMapColors';
import { useMapZoom } from '../shared/useMapZoom';
import { useScreenScale } from '../shared/useScreenScale';
import { useCountryName } from '../world/useCountryName';
import { COUNTRIES, MAP_HEIGHT, MAP_WIDTH, projection } from '../world/worldCountries';
import { CITIES, type City } from './cities';
import { clusterCities } from './clusterCities';

const MAX_SCALE = 16;
/** The scale the search flies to: past the clusters' last zoom, so the city stands alone. */
const CITY_SCALE = 12;
const clusters = clusterCities(CITIES, MAP_WIDTH);
const onEnter = (run: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  event.stopPropagation();
  run();
};

export function CitiesMap() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const nameOf = useCountryName();
  const colors = useMapColors();
  const zoom = useMapZoom({
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    maxScale: MAX_SCALE,
  });
  const { svgRef, transform, flyTo } = zoom;
  const markerScale = useScreenScale(svgRef, MAP_WIDTH);
  const [openCity, setOpenCity] = useState<number | null>(null);
  const items = useMemo(() => clusters.at(transform.k), [transform.k]);
  const options = useMemo(
    () =>
      [...CITIES]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((city) => ({ value: city.id, label: `${city.name}, ${nameOf(city.country)}` })),
    [nameOf],
  );

  const figure = (city: City) =>
    t('maps.markers.cityFigure', { city: city.name, count: city.customers, figure: format.integer(city.customers) });
  const goTo = async (city: City, scale = CITY_SCALE) => {
    setOpenCity(null);
    const [x, y] = projection([city.lon, city.lat])!;
    await flyTo(x, y, scale);
    setOpenCity(city.id);
  };
  const popup = (city: City) => (
    <div className="maps-popup">
      <Typography.Title level={3}>{city.name}</Typography.Title>
      <Typography.Paragraph>{nameOf(city.country)}</Typography.Paragraph>
      <Typography.Paragraph>
        {t('maps.markers.customers')}: <strong>{format.integer(city.customers)}</strong>
      </Typography.Paragraph>
      <Button size="small" icon={<CloseOutlined />} onClick={() => setOpenCity(null)}>
        {t('maps.markers.close')}
      </Button>
    </div>
  );

  return (
    <div className="maps-frame">
      <Select
        className="maps-search"
        aria-label={t('maps.markers.search')}
        placeholder={t('maps.markers.searchPlaceholder')}
        notFoundContent={t('maps.markers.noCity')}
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        onChange={(id: number) => void goTo(CITIES.find((city) => city.id === id)!)}
      />
      <MapCanvas label={t('maps.markers.mapLabel')} zoom={zoom} sea={colors.sea}>
        <g transform={transform.toString()} data-testid="map-layer" aria-hidden>
          {COUNTRIES.map((country) => (
            <path key={country.key} d={country.d} fill={colors.land} stroke={colors.border} />
          ))}
        </g>
        {/* Markers keep their size at every zoom: placed at the transformed point, drawn unscaled. */}
        {items.map((item) => {
          const [x, y] = transform.apply(projection([item.lon, item.lat])!);
          if (item.kind === 'cluster') {
            const zoomInto = () =>
              void flyTo(
                ...projection([item.lon, item.lat])!,
                Math.min(MAX_SCALE, clusters.splitScale(item.id) * 1.05),
              );
            return (
              <g
                key={`cluster-${item.id}`}
                transform={`translate(${x},${y}) scale(${markerScale})`}
                className="maps-marker"
                role="button"
                tabIndex={0}
                aria-label={t('maps.markers.cluster', { count: item.count })}
                data-testid="cluster"
                onClick={zoomInto}
                onKeyDown={onEnter(zoomInto)}
              >
                <circle r={12 + Math.min(item.count, 10)} fill={colors.cluster} fillOpacity={0.85} />
                <text textAnchor="middle" dominantBaseline="central" fill={colors.markerText} fontWeight={600}>
                  {format.integer(item.count)}
                </text>
              </g>
            );
          }
          const { city } = item;
          return (
            <Popover
              key={`city-${city.id}`}
              content={popup(city)}
              trigger="click"
              open={openCity === city.id}
              onOpenChange={(open) => setOpenCity(open ? city.id : null)}
            >
              <g
                transform={`translate(${x},${y}) scale(${markerScale})`}
                className="maps-marker"
                role="button"
                tabIndex={0}
                aria-label={figure(city)}
                aria-expanded={openCity === city.id}
                data-testid="city"
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setOpenCity(null);
                  else onEnter(() => setOpenCity(city.id))(event);
                }}
              >
                {/* A pin: its point on the city. */}
                <path
                  d="M0 0 C -3 -6 -9 -9 -9 -15 A 9 9 0 1 1 9 -15 C 9 -9 3 -6 0 0 Z"
                  fill={colors.marker}
                  stroke={colors.border}
                  strokeWidth={1.5}
                />
                <circle cy={-15} r={3.5} fill={colors.markerText} />
              </g>
            </Popover>
          );
        })}
      </MapCanvas>
    </div>
  );
}
