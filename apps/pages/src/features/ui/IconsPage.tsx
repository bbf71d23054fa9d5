// /ui/icons — the whole @ant-design/icons set, searchable, a page of tiles at a time; a tile copies the icon's
// import line. The set is imported by this page's chunk only (icons/iconNames.ts).
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';
import { ExampleList, type UiExample } from './ExampleList';
import IconGrid from './icons/IconGrid';
import iconGridSource from './icons/IconGrid.tsx?raw';

const EXAMPLES: UiExample[] = [{ id: 'iconGrid', Demo: IconGrid, source: iconGridSource }];

export default function IconsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('screens.uiIcons')} subtitle={t('uiShowcase.icons.intro')} columns={1}>
      <ExampleList page="icons" examples={EXAMPLES} />
    </ShowcasePage>
  );
}
