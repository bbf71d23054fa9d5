import { useState } from 'react';
import { Empty, Flex, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { MEMBERS } from '../data';
import { NamedTable } from '../tableKit';
import { useMemberColumns } from './useMemberColumns';

export function LoadingAndEmpty() {
  const { t } = useTranslation(NAMESPACE);
  const columns = useMemberColumns();
  const [loading, setLoading] = useState(false);
  const [empty, setEmpty] = useState(false);
  return (
    <>
      <Flex gap={16} wrap className="tables-showcase-toolbar">
        <label>
          <Switch size="small" checked={loading} onChange={setLoading} /> {t('tablesShowcase.states.loading')}
        </label>
        <label>
          <Switch size="small" checked={empty} onChange={setEmpty} /> {t('tablesShowcase.states.empty')}
        </label>
      </Flex>
      <NamedTable
        label={t('tablesShowcase.states.title')}
        size="small"
        loading={loading}
        columns={columns}
        dataSource={empty ? [] : MEMBERS.slice(0, 3)}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tablesShowcase.states.none')} />,
        }}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
