// antd's controls that hold only an icon, named in the reader's language. antd draws a text field's clear button and
// a search box's button with nothing but their icon, and icons are decorative (decorative.tsx), so `allowClear` and
// Input.Search alone would leave buttons without a name: a text field takes `allowClear={useClearable()}`, a search
// box `enterButton={useSearchButton()}` (the lint's rules, eslint.config.mjs: names/bare-allow-clear).
import { useMemo } from 'react';
import { Button } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';

export function useClearable(): { clearIcon: React.ReactNode } {
  const { t } = useTranslation(UI_NAMESPACE);
  const label = t('controls.clear');
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={label} /> }), [label]);
}

export function useSearchButton(): React.ReactNode {
  const { t } = useTranslation(UI_NAMESPACE);
  const label = t('controls.search');
  return useMemo(() => <Button icon={<SearchOutlined />} aria-label={label} />, [label]);
}
