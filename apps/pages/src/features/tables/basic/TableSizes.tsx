import { useState } from 'react';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { MEMBERS } from '../data';
import { NamedTable } from '../tableKit';
import { useMemberColumns } from './useMemberColumns';

type Size = 'large' | 'middle' | 'small';

export function TableSizes() {
  const { t } = useTranslation(NAMESPACE);
  const columns = useMemberColumns();
  const [size, setSize] = useState<Size>('middle');
  return (
    <>
      <Segmented<Size>
        className="tables-showcase-toolbar"
        aria-label={t('tablesShowcase.sizes.label')}
        value={size}
        onChange={setSize}
        options={(['large', 'middle', 'small'] as const).map((value) => ({
          value,
          label: t(`tablesShowcase.sizes.${value}`),
        }))}
      />
      <NamedTable
        label={t('tablesShowcase.sizes.title')}
        size={size}
        columns={columns}
        dataSource={MEMBERS.slice(0, 4)}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
