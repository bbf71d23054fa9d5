// An unknown topic or question: the ui-kit Not Found page, and a way back to the knowledge base's topics; and
// what a topic or question page shows instead of itself when its request failed.
import type { ReactElement } from 'react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { NotFoundPage, PageHeader } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { isNotFound } from '../../shared/demoQuery';
import { LoadFailed } from '../../shared/LoadFailed';
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

interface LookupState {
  status: string;
  error?: string[] | null;
  pending?: unknown;
  data?: unknown;
  reload(): void;
}

const notFound = (state: LookupState) => isNotFound({ status: state.status as never, error: state.error ?? null });

/** Whether a topic or question page has nothing to show: an unknown one, or a failed request without data. */
export const cannotShow = (state: LookupState) =>
  notFound(state) || (state.status === 'error' && Boolean(state.pending || !state.data));

/** What such a page shows instead: Not Found for an unknown topic or question, else the error with Retry. */
export function KnowledgeBaseUnavailable({
  state,
  failedTitle,
}: {
  state: LookupState;
  failedTitle: string;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  if (notFound(state)) return <KnowledgeBaseNotFound />;
  return (
    <>
      <PageHeader title={t('knowledgeBase.title')} />
      <LoadFailed title={failedTitle} lines={state.error} onRetry={state.reload} />
    </>
  );
}
