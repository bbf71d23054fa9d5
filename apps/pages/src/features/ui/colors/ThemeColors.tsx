import { Flex, Table, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { appTheme } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { ContrastCell } from './ContrastCell';

// Both skins' tokens, whichever skin the page is in: each colour is measured against its own skin's background.
const light = theme.getDesignToken(appTheme('light'));
const dark = theme.getDesignToken(appTheme('dark'));
const TOKENS = ['colorPrimary', 'colorLink', 'colorSuccess', 'colorWarning', 'colorError', 'colorInfo'] as const;

export default function ThemeColors() {
  const { t } = useTranslation(NAMESPACE);
  const swatch = (color: string) => (
    <Flex gap={8} align="center">
      <span className="ui-shade" style={{ background: color }} />
      <code>{color}</code>
    </Flex>
  );
  // The table scrolls inside its own region on a phone, reachable by keyboard.
  return (
    <div className="ui-scroll" role="region" tabIndex={0} aria-label={t('uiShowcase.colors.tableRegion')}>
      <Table
        size="small"
        pagination={false}
        rowKey="token"
        dataSource={TOKENS.map((token) => ({ token, light: light[token], dark: dark[token] }))}
        columns={[
          {
            key: 'token',
            title: t('uiShowcase.colors.token'),
            render: (_, row) => t(`uiShowcase.colors.tokens.${row.token}`),
          },
          { key: 'light', title: t('uiShowcase.colors.lightSkin'), render: (_, row) => swatch(row.light) },
          {
            key: 'onLight',
            title: t('uiShowcase.colors.onLight'),
            render: (_, row) => <ContrastCell color={row.light} background={light.colorBgContainer} />,
          },
          { key: 'dark', title: t('uiShowcase.colors.darkSkin'), render: (_, row) => swatch(row.dark) },
          {
            key: 'onDark',
            title: t('uiShowcase.colors.onDark'),
            render: (_, row) => <ContrastCell color={row.dark} background={dark.colorBgContainer} />,
          },
        ]}
      />
    </div>
  );
}
