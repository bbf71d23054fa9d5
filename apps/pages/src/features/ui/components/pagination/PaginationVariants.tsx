import { Flex, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePagerItems, useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

export default function PaginationVariants() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const itemRender = usePagerItems();
  return (
    <Flex vertical gap={16}>
      <Pagination
        size="small"
        total={85}
        showSizeChanger={false}
        itemRender={itemRender}
        showTotal={(total, [from, to]) =>
          t('uiShowcase.pagination.range', {
            from: format.integer(from),
            to: format.integer(to),
            total: format.integer(total),
          })
        }
      />
      <Pagination align="center" defaultCurrent={2} total={50} showSizeChanger={false} itemRender={itemRender} />
      <Pagination disabled total={50} showSizeChanger={false} itemRender={itemRender} />
    </Flex>
  );
}
