import { useState } from 'react';
import { Flex, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { MEMBERS } from '../data';
import { NamedTable } from '../tableKit';
import { useMemberColumns } from './useMemberColumns';

export function BorderedStriped() {
  const { t } = useTranslation(NAMESPACE);
  const columns = useMemberColumns();
  const [bordered, setBordered] = useState(true);
  const [striped, setStriped] = useState(true);
  return (
    <>
      <Flex gap={16} wrap className="tables-showcase-toolbar">
        <label>
          <Switch size="small" checked={bordered} onChange={setBordered} /> {t('tablesShowcase.bordered.bordered')}
        </label>
        <label>
          <Switch size="small" checked={striped} onChange={setStriped} /> {t('tablesShowcase.bordered.striped')}
        </label>
      </Flex>
      <NamedTable
        label={t('tablesShowcase.bordered.title')}
        bordered={bordered}
        // Even rows take the theme's faint fill (tables.css), so both skins show the stripes.
        rowClassName={(_row, index) => (striped && index % 2 ? 'tables-showcase-striped-row' : '')}
        title={() => t('tablesShowcase.bordered.caption')}
        footer={() => t('tablesShowcase.bordered.footer', { count: 5 })}
        columns={columns}
        dataSource={MEMBERS.slice(0, 5)}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
