// antd's controls that hold only an icon, named in the reader's language. antd draws a text field's clear button and
// a search box's button with nothing but their icon, and icons are decorative (decorative.tsx), so `allowClear` and
// Input.Search alone would leave buttons without a name: a text field takes `allowClear={useClearable()}`, a search
// box `enterButton={useSearchButton()}` (the lint's rules, eslint.config.mjs: names/bare-allow-clear); a pager's
// previous and next buttons, `itemRender={usePagerItems()}`.
import { cloneElement, isValidElement, useMemo, type ReactNode } from 'react';
import { Button, type PaginationProps } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';

/** `allowClear` for a text field or a select: a text field names its clear icon, a select its clear button (label). */
export function useClearable(): { clearIcon: React.ReactNode; label: string } {
  const { t } = useTranslation(UI_NAMESPACE);
  const label = t('controls.clear');
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={label} />, label }), [label]);
}

export function useSearchButton(): React.ReactNode {
  const { t } = useTranslation(UI_NAMESPACE);
  const label = t('controls.search');
  return useMemo(() => <Button icon={<SearchOutlined />} aria-label={label} />, [label]);
}

/** A Pagination's itemRender that names its previous and next buttons (antd's hold only their icon). */
export function usePagerItems(): NonNullable<PaginationProps['itemRender']> {
  const { t } = useTranslation(UI_NAMESPACE);
  const previous = t('table.previousPage');
  const next = t('table.nextPage');
  return useMemo(
    () =>
      (_page, type, element): ReactNode =>
        (type === 'prev' || type === 'next') && isValidElement<{ 'aria-label'?: string }>(element)
          ? cloneElement(element, { 'aria-label': type === 'prev' ? previous : next })
          : element,
    [previous, next],
  );
}
