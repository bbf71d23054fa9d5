// Every antd icon on the page, ours and those antd's own components draw, is decorative unless it is given a name.
// @ant-design/icons names each icon after its drawing, in English whatever the language ("search", "close-circle",
// "menu-fold"), so a screen reader read those words out in every language. The build and Jest put the two modules
// beside this one in place of the package's own icon components (libs/build-config: webpack.js and jest.base.js), so no
// call site has to remember: an icon given an aria-label or aria-labelledby keeps role="img" and that name; any other
// is aria-hidden, and the control around it names itself (the lint's icon-only button rule, eslint.config.mjs).
import { forwardRef, type ComponentProps, type ComponentType, type Ref } from 'react';

type IconProps = { 'aria-label'?: string; 'aria-labelledby'?: string; 'aria-hidden'?: boolean | 'true' | 'false' };

/** `Icon` (one of @ant-design/icons' AntdIcon components), hidden from the accessibility tree unless named. */
export function decorative<Component extends ComponentType<ComponentProps<Component> & { ref?: Ref<HTMLSpanElement> }>>(
  Icon: Component,
) {
  const Drawn = Icon as unknown as ComponentType<IconProps & { ref?: Ref<HTMLSpanElement> }>;
  const Decorative = forwardRef<HTMLSpanElement, ComponentProps<Component> & IconProps>(
    function Decorative(props, ref) {
      const named = Boolean(props['aria-label'] || props['aria-labelledby']);
      // undefined overrides the package's own role="img" and aria-label (its props are spread over them).
      const unnamed = named ? {} : { role: undefined, 'aria-label': undefined, 'aria-hidden': true as const };
      return <Drawn ref={ref} {...unnamed} {...props} />;
    },
  );
  // The package's statics (AntdIcon's two-tone colour), not the forwardRef object's own fields.
  const { getTwoToneColor, setTwoToneColor } = Icon as unknown as Record<string, unknown>;
  return Object.assign(Decorative, getTwoToneColor ? { getTwoToneColor, setTwoToneColor } : {});
}
