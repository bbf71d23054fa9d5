// The shop (/apps/ecommerce/shop): products in a grid or a list, searched, sorted, filtered and paged 9 at a time.
// The URL is the source of truth (?q, sortBy, page, view and the filters), so reload, back and shared links show the
// same view; the skeletons show only while the view's own products are on their way.
import { useMemo, useState } from 'react';
import { Button, Drawer, Empty, Flex, Grid, Input, Pagination, Segmented, Select, Skeleton, Typography } from 'antd';
import { AppstoreOutlined, FilterOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@live-agent/auth';
import { queryView } from '@live-agent/store/api';
import {
  LoadFailedResult,
  PageHeader,
  useUrlState,
  useClearable,
  usePagerItems,
  useSearchBox,
} from '@live-agent/ui-kit';
import { PRODUCT_SORTS, PRODUCTS_PER_PAGE } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { FilterSidebar, hasFilters, NO_FILTERS, type FilterChange } from './components/FilterSidebar';
import { ProductCard } from './components/ProductCard';
import { useFollowSharedCart, useProductsQuery } from '../../api';
import type { ShopParams } from './ecommerce.types';
import { SHOP_URL, toQuery } from './shopQuery';
import './ecommerce.css';

function ShopPage() {
  const pagerItems = usePagerItems();
  const clearable = useClearable();
  const { t } = useTranslation(NAMESPACE);
  const screens = Grid.useBreakpoint();
  const wide = screens.lg ?? true;
  const [params, setParams] = useUrlState(SHOP_URL);
  const shopParams = params as ShopParams;
  const query = useMemo(() => toQuery(shopParams), [shopParams]);
  const result = useProductsQuery(query);
  const view = queryView(result, describeApiError);
  const answer = result.currentData;
  const [filtersOpen, setFiltersOpen] = useState(false);
  useFollowSharedCart();

  // Typing searches after a pause, from the first page, without a history entry per key.
  const [search, setSearch] = useSearchBox(params.q, (typed) => setParams({ q: typed, page: 1 }, { replace: true }));

  const failed = !answer && view.status === 'error';
  const loading = !answer && !failed;
  const total = answer ? answer.total : null;
  const products = answer?.products ?? [];
  const changeFilters = (change: FilterChange) => setParams({ ...change, page: 1 });
  const clearAll = () => {
    setSearch('');
    setParams({ ...NO_FILTERS, q: '', page: 1 });
  };

  const sidebar = (
    <FilterSidebar params={shopParams} facets={result.data?.facets ?? null} total={total} onChange={changeFilters} />
  );

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
                  label: <span className="la-sr-only">{t('shop.grid')}</span>,
                },
                {
                  value: 'list',
                  icon: <UnorderedListOutlined />,
                  title: t('shop.list'),
                  label: <span className="la-sr-only">{t('shop.list')}</span>,
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
            <LoadFailedResult
              title={t('shop.failed')}
              lines={view.error}
              onRetry={view.reload}
              retryLabel={t('common.retry')}
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
          ) : products.length === 0 ? (
            <Empty className="shop-empty" description={t('shop.empty')} data-testid="shop-empty">
              {hasFilters(shopParams) || params.q ? (
                <Button type="primary" onClick={clearAll}>
                  {t('shop.clearFilters')}
                </Button>
              ) : null}
            </Empty>
          ) : (
            <div className={`product-grid product-grid-${params.view}`} data-testid="product-grid">
              {products.map((product) => (
                <ProductCard key={product.id} product={product} layout={params.view} />
              ))}
            </div>
          )}
          {total !== null && total > PRODUCTS_PER_PAGE ? (
            <Pagination
              className="shop-pagination"
              current={params.page}
              pageSize={PRODUCTS_PER_PAGE}
              total={total}
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

export default ShopPage;
