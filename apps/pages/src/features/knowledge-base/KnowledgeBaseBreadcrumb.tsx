// Where a category or a question sits: the knowledge base's link first, then the steps the page names ('…' while a
// step's title is loading).
import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { KNOWLEDGE_BASE_PATH } from './knowledgeBase.feature';

export function KnowledgeBaseBreadcrumb({ steps }: { steps: Array<ReactNode | undefined> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Breadcrumb
      style={{ marginBottom: 8 }}
      items={[
        { title: <Link to={KNOWLEDGE_BASE_PATH}>{t('knowledgeBase.title')}</Link> },
        ...steps.map((step) => ({ title: step ?? '…' })),
      ]}
    />
  );
}
