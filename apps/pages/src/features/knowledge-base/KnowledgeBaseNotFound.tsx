// An unknown topic or question: the ui-kit Not Found page, and a way back to the knowledge base's topics.
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { NotFoundPage } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { KNOWLEDGE_BASE_PATH } from './knowledgeBase.feature';

export function KnowledgeBaseNotFound() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  return (
    <Flex vertical align="center">
      <NotFoundPage onHome={() => navigate('/')} />
      <Link to={KNOWLEDGE_BASE_PATH}>{t('knowledgeBase.browse')}</Link>
    </Flex>
  );
}
