import { useState, type Key } from 'react';
import { Flex, Tree, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function TreeCheckable() {
  const { t } = useTranslation(NAMESPACE);
  const [checked, setChecked] = useState<Key[]>(['chat-read']);
  const node = (key: string) => ({ key, title: t(`uiShowcase.tree.${key.replace(/-/g, '_')}`) });
  const treeData = [
    { ...node('chat'), children: [node('chat-read'), node('chat-reply'), { ...node('chat-delete'), disabled: true }] },
    { ...node('reports'), children: [node('reports-read'), node('reports-export')] },
  ];
  return (
    <Flex vertical gap={8}>
      {/* Tab into the tree, the arrow keys move and open, Space checks. */}
      <Tree
        checkable
        defaultExpandAll
        checkedKeys={checked}
        onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
        treeData={treeData}
        aria-label={t('uiShowcase.tree.permissions')}
      />
      <Typography.Text type="secondary">{t('uiShowcase.tree.checked', { count: checked.length })}</Typography.Text>
    </Flex>
  );
}
