// The shop (/apps/ecommerce/shop): products in a grid or a list, searched, sorted, filtered and paged 9 at a time.
// The URL is the source of truth (?q, sortBy, page, view and the filters), so reload, back and shared links show the
// same view; the store keeps the answer with the query it answers, so the skeletons show only while the view's own
// products are on their way.
import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  Drawer,
  Empty,
  Flex,
  Grid,
  Input,
  Pagination,
  Result,
  Segmented,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { AppstoreOutlined, FilterOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { withInjected } from '@live-agent/store';
import {
  PageHeader,
  useUrlState,
  urlParam,
  type UrlParam,
  useClearable,
  usePagerItems,
  useSearchBox,
} from '@live-agent/ui-kit';
import { PRODUCT_SORTS, PRODUCTS_PER_PAGE, type ProductListQuery } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { FilterSidebar, hasFilters, NO_FILTERS, type FilterChange } from './components/FilterSidebar';
import { ProductCard } from './components/ProductCard';
import { ecommerceActions, ecommerceFeature, selectEcommerceState } from './ecommerce.feature';
import { listKeyOf } from './ecommerce.sagas';
import type { ShopParams } from './ecommerce.types';
import './ecommerce.css';

/** A list of words in one parameter, comma-separated (`category=Audio,Phones`). */
const wordList: UrlParam<string[]> = {
  defaultValue: [],
  parse: (text) =>
    text
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
  format: (value) => value.join(','),
};
const amount: UrlParam<number | null> = {
  defaultValue: null,
  parse: (text) => (/^\d{1,7}$/.test(text) ? Number(text) : null),
  format: (value) => (value === null ? '' : String(value)),
};
const SHOP_URL = {
  q: urlParam.text(),
  sortBy: urlParam.oneOf(PRODUCT_SORTS, 'featured'),
  page: urlParam.integer(1),
  view: urlParam.oneOf(['grid', 'list'] as const, 'grid'),
  priceMin: amount,
  priceMax: amount,
  category: wordList,
  brand: wordList,
  rating: { ...amount, parse: (text: string) => (/^[1-5]$/.test(text) ? Number(text) : null) } as UrlParam<
    number | null
  >,
};

export function toQuery(params: ShopParams): ProductListQuery {
  const query: ProductListQuery = { sortBy: params.sortBy, page: params.page, perPage: PRODUCTS_PER_PAGE };
  if (params.q.trim()) query.q = params.q.trim();
  if (params.priceMin !== null) query.priceMin = params.priceMin;
  if (params.priceMax !== null) query.priceMax = params.priceMax;
  if (params.category.length) query.category = params.category;
  if (params.brand.length) query.brand = params.brand;
  if (params.rating !== null) query.rating = params.rating;
  return query;
}

function ShopPage() {
  const pagerItems = usePagerItems();
  const clearable = useClearable();
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useDispatch();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg ?? true;
  const [params, setParams] = useUrlState(SHOP_URL);
  const shopParams = params as ShopParams;
  const state = useSelector(selectEcommerceState);
  const query = useMemo(() => toQuery(shopParams), [shopParams]);
  const key = listKeyOf(query);
  const [filtersOpen, setFiltersOpen] = useState(false);

  useEffect(() => {
    dispatch(ecommerceActions.fetchProducts(JSON.parse(key) as ProductListQuery));
  }, [dispatch, key]);

  // Typing searches after a pause, from the first page, without a history entry per key.
  const [search, setSearch] = useSearchBox(params.q, (typed) => setParams({ q: typed, page: 1 }, { replace: true }));

  const current = state.listKey === key;
  const loading = !current && state.status !== 'error';
  const failed = !current && state.status === 'error';
  const total = current ? state.totalProducts : null;
  const changeFilters = (change: FilterChange) => setParams({ ...change, page: 1 });
  const clearAll = () => {
    setSearch('');
    setParams({ ...NO_FILTERS, q: '', page: 1 });
  };

  const sidebar = <FilterSidebar params={shopParams} facets={state.facets} total={total} onChange={changeFilters} />;

  return (
    <div className="shop-page" data-testid="shop-page">
      <PageHeader title={t('screens.shop')} />
      <div className="shop-layout">
        {wide ? sidebar : null}
        <section className="shop-main" aria-label={t('shop.products')}>
          <Flex className="shop-toolbar" gap={8} wrap align="center">
            <Typography.Text strong className="shop-count" data-testid="shop-count">
              {total === null ? '\u00a0' : t('shop.results', { count: total })}
            </Typography.Text>
            <div className="shop-toolbar-spacer" />
            {wide ? null : (
              <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen(true)} data-testid="open-filters">
                {t('shop.filters')}
              </Button>
            )}
            <Select
              aria-label={t('shop.sortBy')}
              value={params.sortBy}
              onChange={(sortBy) => setParams({ sortBy, page: 1 })}
              options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`shop.sort.${sort}`) }))}
              style={{ minWidth: 170 }}
              data-testid="shop-sort"
            />
            <Segmented
              aria-label={t('shop.view')}
              value={params.view}
              onChange={(view) => setParams({ view: view as ShopParams['view'] })}
              options={[
                {
                  value: 'grid',
                  icon: <AppstoreOutlined />,
                  title: t('shop.grid'),
                  label: <span className="commerce-sr-only">{t('shop.grid')}</span>,
                },
                {
                  value: 'list',
                  icon: <UnorderedListOutlined />,
                  title: t('shop.list'),
                  label: <span className="commerce-sr-only">{t('shop.list')}</span>,
                },
              ]}
            />
          </Flex>
          <Input
            allowClear={clearable}
            size="large"
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('shop.searchPlaceholder')}
            aria-label={t('shop.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="shop-search"
            data-testid="shop-search"
          />

          {failed ? (
            <Result
              status="warning"
              title={t('shop.failed')}
              extra={
                <Button onClick={() => dispatch(ecommerceActions.fetchProducts(query))}>{t('common.retry')}</Button>
              }
            />
          ) : loading ? (
            <div
              className={`product-grid product-grid-${params.view}`}
              aria-busy="true"
              aria-label={t('common.loading')}
            >
              {Array.from({ length: 6 }, (_, i) => (
                <div key={i} className="product-card product-card-skeleton">
                  <Skeleton.Image active className="product-skeleton-image" />
                  <Skeleton active paragraph={{ rows: 3 }} />
                </div>
              ))}
            </div>
          ) : state.products.length === 0 ? (
            <Empty className="shop-empty" description={t('shop.empty')} data-testid="shop-empty">
              {hasFilters(shopParams) || params.q ? (
                <Button type="primary" onClick={clearAll}>
                  {t('shop.clearFilters')}
                </Button>
              ) : null}
            </Empty>
          ) : (
            <div className={`product-grid product-grid-${params.view}`} data-testid="product-grid">
              {state.products.map((product) => (
                <ProductCard key={product.id} product={product} layout={params.view} />
              ))}
            </div>
          )}
          {current && state.totalProducts > PRODUCTS_PER_PAGE ? (
            <Pagination
              className="shop-pagination"
              current={params.page}
              pageSize={PRODUCTS_PER_PAGE}
              total={state.totalProducts}
              showSizeChanger={false}
              itemRender={pagerItems}
              onChange={(page) => {
                setParams({ page });
                window.scrollTo?.({ top: 0 });
              }}
              data-testid="shop-pagination"
            />
          ) : null}
        </section>
      </div>
      <Drawer
        title={t('shop.filters')}
        open={!wide && filtersOpen}
        onClose={() => setFiltersOpen(false)}
        placement="left"
        size="default"
      >
        {sidebar}
      </Drawer>
    </div>
  );
}

export default withInjected(ShopPage, ecommerceFeature);
