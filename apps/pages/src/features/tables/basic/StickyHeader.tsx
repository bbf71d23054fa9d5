import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { MEMBERS } from '../data';
import { NamedTable } from '../tableKit';
import { useMemberColumns } from './useMemberColumns';

export function StickyHeader() {
  const { t } = useTranslation(NAMESPACE);
  const columns = useMemberColumns();
  return (
    // A fixed body height: the rows scroll under the header, which stays in view.
    <NamedTable
      label={t('tablesShowcase.sticky.title')}
      size="small"
      columns={columns}
      dataSource={MEMBERS}
      pagination={false}
      scroll={{ x: 480, y: 220 }}
    />
  );
}
