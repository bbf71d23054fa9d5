// The shop's filters: a price range, categories and brands (with how many products each has), a minimum rating,
// the number of products the filters leave, and a way to clear them. What is picked lives in the URL (ShopPage).
import { Button, Checkbox, Divider, Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductListResponse } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import type { ShopParams } from '../ecommerce.types';
import { useStoreFormat } from '../ecommerce.format';

/** The price ranges offered: [min, max], null for open. */
export const PRICE_RANGES: [number | null, number | null][] = [
  [null, 100],
  [100, 500],
  [500, 1000],
  [1000, null],
];

export type FilterChange = Partial<Pick<ShopParams, 'priceMin' | 'priceMax' | 'category' | 'brand' | 'rating'>>;

export function hasFilters(params: ShopParams): boolean {
  return (
    params.priceMin !== null ||
    params.priceMax !== null ||
    params.category.length > 0 ||
    params.brand.length > 0 ||
    params.rating !== null
  );
}

export const NO_FILTERS: FilterChange = { priceMin: null, priceMax: null, category: [], brand: [], rating: null };

type Facet = ProductListResponse['facets']['brands'][number];

/** A filter of the facets a list has (categories, brands): each picked by a check box, with its product count. */
function FacetGroup({
  legend,
  facets = [],
  picked,
  onPick,
  label = (name) => name,
  testId,
}: {
  legend: string;
  facets?: readonly Facet[];
  picked: string[];
  onPick: (names: string[]) => void;
  label?: (name: string) => string;
  /** Each box is `<testId>-<name>` to tests. */
  testId?: string;
}) {
  return (
    <>
      <Divider />
      <fieldset className="shop-filter-group">
        <legend>{legend}</legend>
        <Checkbox.Group value={picked} onChange={(value) => onPick(value as string[])} className="shop-filter-options">
          {facets.map((facet) => (
            <Checkbox key={facet.name} value={facet.name} data-testid={testId && `${testId}-${facet.name}`}>
              {label(facet.name)} <Typography.Text type="secondary">({facet.count})</Typography.Text>
            </Checkbox>
          ))}
        </Checkbox.Group>
      </fieldset>
    </>
  );
}

interface Props {
  params: ShopParams;
  facets: ProductListResponse['facets'] | null;
  total: number | null;
  onChange: (change: FilterChange) => void;
}

export function FilterSidebar({ params, facets, total, onChange }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const { money } = useStoreFormat();
  const rangeKey = `${params.priceMin ?? ''}-${params.priceMax ?? ''}`;
  const rangeLabel = ([min, max]: [number | null, number | null]) =>
    min === null
      ? t('shop.priceUnder', { max: money(max!) })
      : max === null
        ? t('shop.priceOver', { min: money(min) })
        : t('shop.priceBetween', { min: money(min), max: money(max) });

  return (
    <aside className="shop-filters" aria-label={t('shop.filters')} data-testid="shop-filters">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} className="shop-filters-title">
          {t('shop.filters')}
        </Typography.Title>
        <Button
          size="small"
          onClick={() => onChange(NO_FILTERS)}
          disabled={!hasFilters(params)}
          data-testid="clear-filters"
        >
          {t('shop.clearFilters')}
        </Button>
      </Flex>
      <Typography.Text type="secondary" data-testid="filter-count" aria-live="polite">
        {total === null ? '\u00a0' : t('shop.results', { count: total })}
      </Typography.Text>

      <Divider />
      <fieldset className="shop-filter-group">
        <legend>{t('shop.price')}</legend>
        <Radio.Group
          value={rangeKey}
          onChange={(event) => {
            const [min, max] = (event.target.value as string).split('-');
            onChange({ priceMin: min ? Number(min) : null, priceMax: max ? Number(max) : null });
          }}
          className="shop-filter-options"
        >
          <Radio value="-">{t('shop.anyPrice')}</Radio>
          {PRICE_RANGES.map((range) => (
            <Radio key={`${range[0] ?? ''}-${range[1] ?? ''}`} value={`${range[0] ?? ''}-${range[1] ?? ''}`}>
              {rangeLabel(range)}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>

      <FacetGroup
        legend={t('shop.category')}
        facets={facets?.categories}
        picked={params.category}
        onPick={(category) => onChange({ category })}
        label={(name) => t(`categories.${name}`, { defaultValue: name })}
        testId="category"
      />
      <FacetGroup
        legend={t('shop.brand')}
        facets={facets?.brands}
        picked={params.brand}
        onPick={(brand) => onChange({ brand })}
      />

      <Divider />
      <fieldset className="shop-filter-group">
        <legend>{t('shop.rating')}</legend>
        <Radio.Group
          value={params.rating ?? 0}
          onChange={(event) => onChange({ rating: event.target.value === 0 ? null : (event.target.value as number) })}
          className="shop-filter-options"
        >
          <Radio value={0}>{t('shop.anyRating')}</Radio>
          {[4, 3, 2].map((rating) => (
            <Radio key={rating} value={rating}>
              {t('shop.ratingUp', { rating })}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
    </aside>
  );
}
