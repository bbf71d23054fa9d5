// A choropleth of the conversations by the customer's country (GET /api/maps/conversations-by-country): each
// country with a figure is a button named "Germany: 2,640 conversations" that shows the same in a tooltip on hover
// and focus and pins it below the map on click; drag, wheel, pinch, the buttons or the keyboard zoom and pan.
import { useMemo, useState, type MouseEvent } from 'react';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { useConversationsByCountryQuery } from '../api';
import { useMapColors } from '../shared/useMapColors';
import { useMapZoom } from '../shared/useMapZoom';
import { MapCanvas } from '../shared/MapCanvas';
import { classOf } from './choropleth';
import { Legend } from './Legend';
import { useCountryName } from './useCountryName';
import { COUNTRIES, MAP_HEIGHT, MAP_WIDTH, type Country } from './worldCountries';

interface Pointed {
  key: string;
  /** Where the tooltip goes, in % of the map's box. */
  left: number;
  top: number;
}

export function ConversationsMap() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const nameOf = useCountryName();
  const colors = useMapColors();
  const { data, isLoading, isError, refetch } = useConversationsByCountryQuery();
  const zoom = useMapZoom({
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    maxScale: 12,
  });
  const { transform } = zoom;
  const [pointed, setPointed] = useState<Pointed | null>(null);
  const [pinned, setPinned] = useState<string | null>(null);

  const figures = useMemo(
    () => new Map((data?.countries ?? []).map((row) => [row.country, row.conversations])),
    [data],
  );
  const describe = (country: Country) =>
    t('maps.world.countryFigure', {
      country: nameOf(country.alpha2, country.englishName),
      count: figures.get(country.alpha2 ?? '') ?? 0,
      figure: format.integer(figures.get(country.alpha2 ?? '') ?? 0),
    });

  if (isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('maps.world.loadFailed')}
        action={<Button onClick={() => refetch()}>{t('maps.retry')}</Button>}
      />
    );
  if (isLoading) return <Skeleton.Node active className="maps-skeleton" />;

  const atCentre = (country: Country) => {
    const [x, y] = transform.apply(country.centre);
    setPointed({ key: country.key, left: (x / MAP_WIDTH) * 100, top: (y / MAP_HEIGHT) * 100 });
  };
  const atPointer = (country: Country, event: MouseEvent) => {
    const box = event.currentTarget.closest('.maps-canvas')!.getBoundingClientRect();
    if (!box.width) return atCentre(country);
    setPointed({
      key: country.key,
      left: ((event.clientX - box.left) / box.width) * 100,
      top: ((event.clientY - box.top) / box.height) * 100,
    });
  };
  const active = COUNTRIES.find((country) => country.key === pointed?.key);
  const pinnedCountry = COUNTRIES.find((country) => country.key === pinned);

  return (
    <div className="maps-frame">
      <MapCanvas
        label={t('maps.world.mapLabel')}
        zoom={zoom}
        sea={colors.sea}
        overlay={
          active ? (
            <div role="tooltip" className="maps-tooltip" style={{ left: `${pointed!.left}%`, top: `${pointed!.top}%` }}>
              {describe(active)}
            </div>
          ) : null
        }
      >
        <g transform={transform.toString()} data-testid="map-layer">
          {COUNTRIES.map((country) => {
            const figure = country.alpha2 ? figures.get(country.alpha2) : undefined;
            if (figure === undefined)
              return <path key={country.key} d={country.d} fill={colors.land} stroke={colors.border} aria-hidden />;
            return (
              <path
                key={country.key}
                d={country.d}
                fill={colors.figure}
                fillOpacity={colors.classOpacities[classOf(figure)]}
                stroke={colors.border}
                className="maps-country"
                role="button"
                tabIndex={0}
                aria-label={describe(country)}
                aria-pressed={pinned === country.key}
                onFocus={() => atCentre(country)}
                onBlur={() => setPointed(null)}
                onMouseMove={(event) => atPointer(country, event)}
                onMouseLeave={() => setPointed(null)}
                onClick={() => setPinned(country.key)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter' && event.key !== ' ') return;
                  event.preventDefault();
                  event.stopPropagation();
                  setPinned(country.key);
                }}
              />
            );
          })}
          {active ? (
            // The pointed country's outline drawn again on top, so no neighbour covers it.
            <path d={active.d} fill="none" stroke={colors.outline} className="maps-outline" aria-hidden />
          ) : null}
        </g>
      </MapCanvas>
      <Legend color={colors.figure} opacities={colors.classOpacities} noData={colors.land} />
      <Typography.Paragraph className="maps-pinned" aria-live="polite">
        {pinnedCountry ? describe(pinnedCountry) : t('maps.world.pinHint')}
      </Typography.Paragraph>
    </div>
  );
}
