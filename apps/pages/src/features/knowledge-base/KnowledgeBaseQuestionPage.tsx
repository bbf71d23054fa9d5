// One question of the knowledge base (docs/demo-api.md, Knowledge base): its title, when it was last updated
// (in the user's language), its article (HTML from data, shown only through the ui-kit's SafeHtml) and the
// related questions. An unknown category or question shows the ui-kit Not Found page.
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageHeader, useFormat } from '@live-agent/ui-kit';
import { SafeHtml } from '@live-agent/ui-kit/safe-html';
import { NAMESPACE } from '../../i18n';
import { useKnowledgeBaseQuestionQuery } from '../../api';
import { demoView } from '../../shared/demoQuery';
import { categoryPath } from './knowledgeBase.feature';
import { KnowledgeBaseBreadcrumb } from './KnowledgeBaseBreadcrumb';
import { QuestionLinks } from './QuestionLinks';
import { cannotShow, KnowledgeBaseUnavailable } from './KnowledgeBaseNotFound';
import './knowledge-base.css';

function KnowledgeBaseQuestionPage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { category = '', question = '' } = useParams();
  const state = demoView(useKnowledgeBaseQuestionQuery({ category, question }));

  if (cannotShow(state))
    return <KnowledgeBaseUnavailable state={state} failedTitle={t('knowledgeBase.questionFailed')} />;
  const data = state.pending ? null : state.data;
  return (
    <>
      <KnowledgeBaseBreadcrumb
        steps={[data && <Link to={categoryPath(data.category)}>{data.categoryTitle}</Link>, data?.title]}
      />
      {!data ? (
        <>
          <PageHeader title={t('knowledgeBase.title')} />
          <Card>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        </>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Card data-testid="kb-question">
              <PageHeader
                title={data.title}
                subtitle={t('knowledgeBase.lastUpdated', { date: format.date(data.lastUpdated) })}
              />
              <SafeHtml html={data.content} className="pages-kb-article" data-testid="kb-article" />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card
              title={
                <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
                  {t('knowledgeBase.related')}
                </Typography.Title>
              }
            >
              <QuestionLinks category={data.category} questions={data.relatedQuestions} data-testid="kb-related" />
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}

export default KnowledgeBaseQuestionPage;
