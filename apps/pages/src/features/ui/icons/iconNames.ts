// The icon set's names, read from @ant-design/icons itself (this module is in the icons page's chunk only).
import * as icons from '@ant-design/icons';
import type { ComponentType } from 'react';

export type IconTheme = 'Outlined' | 'Filled' | 'TwoTone';

const ICON = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;

export const ICONS = icons as unknown as Record<string, ComponentType>;
export const ICON_NAMES: readonly string[] = Object.keys(icons)
  .filter((name) => ICON.test(name))
  .sort();

/** The names of one theme matching `query` (any part of the name, any case). */
export function findIcons(theme: IconTheme, query: string): string[] {
  const wanted = query.trim().toLowerCase();
  return ICON_NAMES.filter((name) => name.endsWith(theme) && name.toLowerCase().includes(wanted));
}

export const importLine = (name: string) => `import { ${name} } from '@ant-design/icons';`;
