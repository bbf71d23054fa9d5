import { Flex, Table, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { appTheme } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { ContrastCell } from './ContrastCell';

const light = theme.getDesignToken(appTheme('light'));
const dark = theme.getDesignToken(appTheme('dark'));
const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'red',
  'orange',
  'gold',
  'volcano',
  'geekblue',
  'lime',
] as const;
const SHADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const shade = (name: string, step: number) => (light as unknown as Record<string, string>)[`${name}-${step}`];

export default function PresetPalettes() {
  const { t } = useTranslation(NAMESPACE);
  // The table scrolls inside its own region on a phone, reachable by keyboard.
  return (
    <div className="ui-scroll" role="region" tabIndex={0} aria-label={t('uiShowcase.colors.tableRegion')}>
      <Table
        size="small"
        pagination={false}
        rowKey="name"
        dataSource={PRESETS.map((name) => ({ name, base: shade(name, 6) }))}
        columns={[
          {
            key: 'name',
            title: t('uiShowcase.colors.preset'),
            dataIndex: 'name',
            render: (name: string) => <code>{`--ant-${name}-6`}</code>,
          },
          {
            key: 'shades',
            title: t('uiShowcase.colors.shades'),
            render: (_, { name }) => (
              <Flex>
                {SHADES.map((step) => (
                  <Tooltip key={step} title={`${name}-${step} ${shade(name, step)}`}>
                    <span className="ui-shade" style={{ background: shade(name, step) }} />
                  </Tooltip>
                ))}
              </Flex>
            ),
          },
          {
            key: 'onLight',
            title: t('uiShowcase.colors.baseOnLight'),
            render: (_, { base }) => <ContrastCell color={base} background={light.colorBgContainer} />,
          },
          {
            key: 'onDark',
            title: t('uiShowcase.colors.baseOnDark'),
            render: (_, { base }) => <ContrastCell color={base} background={dark.colorBgContainer} />,
          },
        ]}
      />
    </div>
  );
}
