// One category of the knowledge base (docs/demo-api.md, Knowledge base): its sections, each with its questions.
// A category the server does not know shows the ui-kit Not Found page.
import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { ContentIcon } from '../../shared/contentIcons';
import { useKnowledgeBaseCategoryQuery } from '../../api';
import { demoView } from '../../shared/demoQuery';
import { KnowledgeBaseBreadcrumb } from './KnowledgeBaseBreadcrumb';
import { QuestionLinks } from './QuestionLinks';
import { cannotShow, KnowledgeBaseUnavailable } from './KnowledgeBaseNotFound';
import './knowledge-base.css';

function KnowledgeBaseCategoryPage() {
  const { t } = useTranslation(NAMESPACE);
  const { category = '' } = useParams();
  const state = demoView(useKnowledgeBaseCategoryQuery({ category }));

  if (cannotShow(state))
    return <KnowledgeBaseUnavailable state={state} failedTitle={t('knowledgeBase.categoryFailed')} />;
  const data = state.pending ? null : state.data;
  return (
    <>
      <KnowledgeBaseBreadcrumb steps={[data?.title]} />
      <PageHeader title={data?.title ?? t('knowledgeBase.title')} subtitle={t('knowledgeBase.categorySubtitle')} />
      {!data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <Row gutter={[16, 16]} data-testid="kb-category">
          {data.sections.map((section) => (
            <Col key={section.id} xs={24} lg={12}>
              <Card
                title={
                  <Flex gap={8} align="center">
                    <span className={`pages-kb-section-icon pages-kb-tone-${section.iconColor}`}>
                      <ContentIcon name={section.icon} />
                    </span>
                    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
                      {section.title}
                    </Typography.Title>
                    <Typography.Text type="secondary">({section.questions.length})</Typography.Text>
                  </Flex>
                }
                style={{ height: '100%' }}
              >
                <QuestionLinks category={data.category} questions={section.questions} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}

export default KnowledgeBaseCategoryPage;
