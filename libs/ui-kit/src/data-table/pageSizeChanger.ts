// antd's page size changer, as every table and pager here shows it. antd writes its label from its locale ("10 /
// page"); in a right-to-left layout of a left-to-right language the line's direction showed it as "page / 10", so
// there the label and its options are isolates, like the page's own strings (docs/architecture.md, UI kit).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLeftToRight } from '@live-agent/contracts';
import { needsLayoutIsolation } from '../i18n/layoutIsolation';

const isolated = ({ label }: { label?: ReactNode }) => (typeof label === 'string' ? isolateLeftToRight(label) : label);
const ISOLATED_SIZE_CHANGER = { labelRender: isolated, optionRender: isolated };

/** `showSizeChanger` for a table's `pagination` or a Pagination: on, its label read in order in either direction. */
export function usePageSizeChanger(): true | typeof ISOLATED_SIZE_CHANGER {
  const { i18n } = useTranslation();
  return needsLayoutIsolation(i18n.language) ? ISOLATED_SIZE_CHANGER : true;
}
