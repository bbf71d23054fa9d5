// A tag in a colour the data picks (a category's, a status's): a light tint of the colour behind text in a shade
// of the same colour dark enough to read (light enough in the dark skin). antd's own tag puts the raw colour on
// its tint, which for mid-tone colours measures 1.5–3:1.
import { useMemo, type ReactNode } from 'react';
import { Tag, theme, type TagProps } from 'antd';
import { isDark, mix, readableShade } from './contrast';

export function ColorTag({
  color,
  children,
  style,
  ...props
}: Omit<TagProps, 'color'> & { color: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const page = token.colorBgContainer;
  // Worked out once per colour and skin: a table redraws its tags on every sort or page click.
  const colors = useMemo(() => {
    const background = mix(color, page, isDark(page) ? 0.28 : 0.14);
    return { background, color: readableShade(color, background), borderColor: mix(color, background, 0.45) };
  }, [color, page]);
  return (
    <Tag {...props} style={{ ...colors, ...style }}>
      {children}
    </Tag>
  );
}
