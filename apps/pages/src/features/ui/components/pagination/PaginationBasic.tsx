import { useState } from 'react';
import { Flex, Pagination, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePagerItems } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

export default function PaginationBasic() {
  const { t } = useTranslation(NAMESPACE);
  // antd draws the previous and next buttons with only an arrow: usePagerItems names them.
  const itemRender = usePagerItems();
  const [page, setPage] = useState(3);
  return (
    <Flex vertical gap={12}>
      <div className="ui-scroll">
        <Pagination current={page} onChange={setPage} total={240} showSizeChanger={false} itemRender={itemRender} />
      </div>
      <Typography.Text>{t('uiShowcase.pagination.onPage', { page })}</Typography.Text>
    </Flex>
  );
}
