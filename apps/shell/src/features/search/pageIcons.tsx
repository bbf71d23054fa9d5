// The server names page icons by their antd name (mock-server seeds.ts). An explicit list (./pageIconSet.ts) keeps
// the bundle to the icons actually used; an unknown name shows a plain file icon.
import type { ComponentType, CSSProperties } from 'react';
import { FileOutlined } from '@ant-design/icons';
import * as pageIconSet from './pageIconSet';

type IconComponent = ComponentType<{ className?: string; style?: CSSProperties }>;

export const PAGE_ICONS: Record<string, IconComponent> = pageIconSet;

export const FALLBACK_PAGE_ICON: IconComponent = FileOutlined;

export function pageIconFor(name: string | null | undefined): IconComponent {
  return (
    (name && Object.prototype.hasOwnProperty.call(PAGE_ICONS, name) ? PAGE_ICONS[name] : undefined) ??
    FALLBACK_PAGE_ICON
  );
}

/** The antd icon a page names, or the fallback icon. */
export function PageIcon({
  name,
  className,
  style,
}: {
  name: string | null | undefined;
  className?: string;
  style?: CSSProperties;
}) {
  const Icon = pageIconFor(name);
  return <Icon className={className} style={style} />;
}
