import { useState } from 'react';
import { Button, Empty, Flex, Input, Pagination, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast, useClearable, usePagerItems } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { ICONS, findIcons, importLine, type IconTheme } from './iconNames';

/** Longer than any icon's name. */
const QUERY_MAX = 60;

const PAGE_SIZE = 60;
const THEMES: IconTheme[] = ['Outlined', 'Filled', 'TwoTone'];

export default function IconGrid() {
  const { t } = useTranslation(NAMESPACE);
  const clearable = useClearable();
  const itemRender = usePagerItems();
  const [theme, setTheme] = useState<IconTheme>('Outlined');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const found = findIcons(theme, query);
  const shown = found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const copy = async (name: string) => {
    try {
      await navigator.clipboard.writeText(importLine(name));
      toast.success(t('uiShowcase.icons.copied', { name }));
    } catch {
      toast.error(t('uiShowcase.icons.copyFailed'));
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <Input
          type="search"
          allowClear={clearable}
          aria-label={t('uiShowcase.icons.search')}
          placeholder={t('uiShowcase.icons.searchPlaceholder')}
          value={query}
          maxLength={QUERY_MAX}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
          style={{ maxInlineSize: 320 }}
        />
        <Segmented<IconTheme>
          aria-label={t('uiShowcase.icons.theme')}
          value={theme}
          onChange={(value) => {
            setTheme(value);
            setPage(1);
          }}
          options={THEMES.map((value) => ({ value, label: t(`uiShowcase.icons.themes.${value}`) }))}
        />
      </Flex>
      <Typography.Text role="status">{t('uiShowcase.icons.found', { count: found.length })}</Typography.Text>
      {shown.length === 0 ? (
        <Empty description={t('uiShowcase.icons.none', { query })} />
      ) : (
        // Each tile is a button: Tab reaches it, Enter or Space copies its import line.
        <ul className="ui-icon-grid" aria-label={t('uiShowcase.icons.grid')}>
          {shown.map((name) => {
            const Icon = ICONS[name];
            return (
              <li key={name}>
                <Button
                  className="ui-icon-tile"
                  block
                  aria-label={t('uiShowcase.icons.copyImport', { name })}
                  onClick={() => copy(name)}
                >
                  <Icon />
                  <span className="ui-icon-name">{name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {found.length > PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={found.length}
          onChange={setPage}
          showSizeChanger={false}
          itemRender={itemRender}
          size="small"
        />
      ) : null}
    </Flex>
  );
}
