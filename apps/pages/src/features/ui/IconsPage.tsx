// /ui/icons — the whole @ant-design/icons set, searchable, a page of tiles at a time; a tile copies the icon's
// import line. The set is imported by this page's chunk only (icons/iconNames.ts).
import { uiPage, type UiExample } from './ExampleList';
import IconGrid from './icons/IconGrid';
import iconGridSource from './icons/IconGrid.tsx?raw';

const EXAMPLES: UiExample[] = [{ id: 'iconGrid', Demo: IconGrid, source: iconGridSource }];

export default uiPage('icons', EXAMPLES, 1);
