import { useState, type Key } from 'react';
import { Button, Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { MEMBERS, type Member } from '../data';
import { NamedTable, useSelectionNames } from '../tableKit';
import { useMemberColumns } from './useMemberColumns';

export function RowSelection() {
  const { t } = useTranslation(NAMESPACE);
  const columns = useMemberColumns();
  const names = useSelectionNames<Member>((row) => row.name);
  const [type, setType] = useState<'checkbox' | 'radio'>('checkbox');
  const [selected, setSelected] = useState<Key[]>([]);
  return (
    <>
      <Flex gap={12} wrap align="center" className="tables-showcase-toolbar">
        <Segmented<'checkbox' | 'radio'>
          aria-label={t('tablesShowcase.selection.mode')}
          value={type}
          onChange={(value) => {
            setType(value);
            setSelected([]);
          }}
          options={[
            { value: 'checkbox', label: t('tablesShowcase.selection.many') },
            { value: 'radio', label: t('tablesShowcase.selection.one') },
          ]}
        />
        <Typography.Text role="status">
          {t('tablesShowcase.selection.count', { count: selected.length })}
        </Typography.Text>
        <Button size="small" disabled={!selected.length} onClick={() => setSelected([])}>
          {t('tablesShowcase.selection.clear')}
        </Button>
      </Flex>
      <NamedTable
        label={t('tablesShowcase.selection.title')}
        size="small"
        columns={columns}
        dataSource={MEMBERS.slice(0, 6)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          type,
          selectedRowKeys: selected,
          onChange: setSelected,
          ...names,
          // A row that cannot be picked: the billing team is on leave in this example.
          getCheckboxProps: (row) => ({ ...names.getCheckboxProps(row), disabled: row.team === 'billing' }),
        }}
      />
    </>
  );
}
