import { Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function TreeDirectory() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tree.DirectoryTree
      multiple
      defaultExpandedKeys={['templates']}
      aria-label={t('uiShowcase.tree.files')}
      treeData={[
        {
          key: 'templates',
          title: t('uiShowcase.tree.templates'),
          children: [
            { key: 'welcome', title: 'welcome.md', isLeaf: true },
            { key: 'refund', title: 'refund.md', isLeaf: true },
          ],
        },
        {
          key: 'exports',
          title: t('uiShowcase.tree.exports'),
          children: [{ key: 'march', title: 'march.csv', isLeaf: true }],
        },
      ]}
    />
  );
}
