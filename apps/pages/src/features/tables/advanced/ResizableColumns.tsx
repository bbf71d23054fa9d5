import { Button, Checkbox, Flex, Popover, type TableColumnsType } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { MEMBERS, type Member } from '../data';
import { NamedTable } from '../tableKit';
import { useColumnPrefs } from './columnPrefs';
import { ResizableHeader, type ResizableHeaderProps } from './ResizableHeader';

const KEYS = ['name', 'team', 'city', 'age', 'tickets'] as const;
const DEFAULT_WIDTHS: Record<(typeof KEYS)[number], number> = {
  name: 200,
  team: 140,
  city: 140,
  age: 100,
  tickets: 120,
};

export function ResizableColumns({ storageKey = 'tables-showcase.columns' }: { storageKey?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { prefs, setWidth, setShown, reset } = useColumnPrefs(storageKey, KEYS);
  const titleOf = (key: string) => t(`tablesShowcase.fields.${key}`);

  const shown = KEYS.filter((key) => !prefs.hidden.includes(key));
  const columns: TableColumnsType<Member> = shown.map((key) => {
    const width = prefs.widths[key] ?? DEFAULT_WIDTHS[key];
    return {
      key,
      dataIndex: key,
      title: titleOf(key),
      width,
      ellipsis: true,
      align: key === 'age' || key === 'tickets' ? 'end' : 'start',
      render:
        key === 'team'
          ? (team: Member['team']) => t(`tablesShowcase.teams.${team}`)
          : key === 'tickets'
            ? (value: number) => format.integer(value)
            : undefined,
      onHeaderCell: (): ResizableHeaderProps => ({
        width,
        onResize: (next) => setWidth(key, next),
        resizeLabel: t('tablesShowcase.columns.resize', { column: titleOf(key) }),
      }),
    };
  });
  const menu = (
    <Flex vertical gap={8}>
      {KEYS.map((key) => (
        <Checkbox key={key} checked={shown.includes(key)} onChange={(event) => setShown(key, event.target.checked)}>
          {titleOf(key)}
        </Checkbox>
      ))}
      <Button size="small" onClick={reset}>
        {t('tablesShowcase.columns.reset')}
      </Button>
    </Flex>
  );

  return (
    <>
      <Flex gap={8} wrap className="tables-showcase-toolbar">
        <Popover trigger="click" placement="bottomLeft" content={menu} title={t('tablesShowcase.columns.menuTitle')}>
          <Button icon={<TableOutlined />}>{t('tablesShowcase.columns.button')}</Button>
        </Popover>
      </Flex>
      <NamedTable<Member>
        label={t('tablesShowcase.columns.title')}
        size="small"
        tableLayout="fixed"
        components={{ header: { cell: ResizableHeader } }}
        columns={columns}
        dataSource={MEMBERS.slice(0, 5)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="resizable-table"
      />
    </>
  );
}
