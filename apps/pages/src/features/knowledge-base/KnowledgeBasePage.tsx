// The knowledge base's home (docs/demo-api.md, Knowledge base): a search banner (the text in the URL, answered
// by the server) and a card per category, each opening the category's questions.
import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { urlParam, useUrlState } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { ContentIcon } from '../../shared/contentIcons';
import { LoadFailed } from '../../shared/LoadFailed';
import { NoSearchResults, SearchBanner } from '../../shared/SearchBanner';
import { useKnowledgeBaseQuery } from '../../api';
import { demoView } from '../../shared/demoQuery';
import { categoryPath } from './knowledgeBase.feature';
import './knowledge-base.css';

const URL_SCHEMA = { q: urlParam.text() };

function KnowledgeBasePage() {
  const { t } = useTranslation(NAMESPACE);
  const [{ q }, setUrl] = useUrlState(URL_SCHEMA);
  const cards = demoView(useKnowledgeBaseQuery({ q: q.trim() }));

  let body;
  if (cards.status === 'error' && (cards.pending || !cards.data)) {
    body = <LoadFailed title={t('knowledgeBase.loadFailed')} lines={cards.error} onRetry={cards.reload} />;
  } else if (cards.pending || !cards.data) {
    body = (
      <Row gutter={[16, 16]}>
        {[1, 2, 3, 4].map((n) => (
          <Col key={n} xs={24} md={12} xl={6}>
            <Card>
              <Skeleton active />
            </Card>
          </Col>
        ))}
      </Row>
    );
  } else if (!cards.data.length) {
    body = (
      <NoSearchResults strings="knowledgeBase" value={q} onClear={() => setUrl({ q: '' })} testId="kb-no-results" />
    );
  } else {
    body = (
      <Row gutter={[16, 16]} data-testid="kb-cards">
        {cards.data.map((card) => (
          <Col key={card.id} xs={24} md={12} xl={6}>
            <Card className="pages-kb-card">
              <Flex vertical align="center" gap={8}>
                <span className="pages-kb-card-icon">
                  <ContentIcon name={card.icon} />
                </span>
                <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
                  <Link to={categoryPath(card.category)} className="pages-kb-card-link">
                    {card.title}
                  </Link>
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {card.desc}
                </Typography.Paragraph>
                <Typography.Text>{t('knowledgeBase.articles', { count: card.questionCount })}</Typography.Text>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <>
      <SearchBanner
        testId="kb-search"
        strings="knowledgeBase"
        value={q}
        onSearch={(value) => setUrl({ q: value }, { replace: true })}
        found={cards.data && !cards.pending && q.trim() ? cards.data.length : undefined}
      />
      {body}
    </>
  );
}

export default KnowledgeBasePage;
