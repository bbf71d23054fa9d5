// Entry `@live-agent/ui-kit/antd-own`, never shared: what a remote's own antd components are wrapped in. A component
// one remote alone uses is bundled by that remote instead of the shared antd (libs/build-config/used-exports.js,
// antd-own-imports-loader.js), and with it the remote's own copy of antd's ConfigProvider, whose contexts it reads.
// The page's theme, skin, direction, language and the disabled or size a form sets are in the shared antd's contexts:
// `ownAntd` hands them to the remote's copy, so such a component looks and speaks as the rest of the page
// (docs/architecture.md, "How the page stays light").
import { forwardRef, useContext, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider as PageConfigProvider } from 'antd';
import OwnConfigProvider from 'antd/es/config-provider';

type OwnConfig = typeof OwnConfigProvider;

/** The page's antd configuration, given to `own` (the remote's copy of antd's ConfigProvider). */
export function PageConfig({ children, own = OwnConfigProvider }: { children: ReactNode; own?: OwnConfig }) {
  const Own = own;
  const page = useContext(PageConfigProvider.ConfigContext);
  const { componentDisabled, componentSize } = PageConfigProvider.useConfig();
  return (
    <Own
      theme={page.theme}
      direction={page.direction}
      locale={page.locale}
      getPopupContainer={page.getPopupContainer}
      wave={page.wave}
      csp={page.csp}
      componentDisabled={componentDisabled}
      componentSize={componentSize}
    >
      {children}
    </Own>
  );
}

const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * `Component` (from a remote's own copy of antd) rendered under the page's configuration; its parts that are
 * components too (Tree.DirectoryTree, Collapse.Panel) likewise.
 */
export function ownAntd<C extends object>(Component: C, own: OwnConfig = OwnConfigProvider): C {
  const Inner = Component as unknown as ComponentType<Record<string, unknown>>;
  const Wrapped = forwardRef<unknown, Record<string, unknown>>(function Own(props, ref) {
    return (
      <PageConfig own={own}>
        <Inner {...props} ref={ref} />
      </PageConfig>
    );
  });
  Wrapped.displayName = `Own(${Inner.displayName ?? Inner.name ?? 'antd'})`;
  // Only the parts: a forwardRef's own keys (`render`, `$$typeof`) would turn the wrapper back into the component.
  for (const [key, part] of Object.entries(Component)) {
    if (/^[A-Z]/.test(key) && isComponent(part))
      (Wrapped as unknown as Record<string, unknown>)[key] = ownAntd(part as object, own);
  }
  return Wrapped as unknown as C;
}
