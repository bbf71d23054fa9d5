// The FAQ (docs/demo-api.md, FAQ): a search banner whose text is in the URL and answered by the server, the
// groups with their icons, each group's questions as an accordion, and the ways to reach support. A search
// with no match says so and offers to clear it.
import { Card, Col, Collapse, Flex, Row, Skeleton, Typography } from 'antd';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { urlParam, useUrlState } from '@live-agent/ui-kit';
import { FAQ_GROUPS, type FaqGroup } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { ContentIcon } from '../../shared/contentIcons';
import { LoadFailed } from '../../shared/LoadFailed';
import { NoSearchResults, SearchBanner } from '../../shared/SearchBanner';
import { useFaqQuery } from '../../api';
import { demoView } from '../../shared/demoQuery';
import './faq.css';

const URL_SCHEMA = { q: urlParam.text() };

function Group({ id, group }: { id: string; group: FaqGroup }) {
  return (
    <section className="pages-faq-group" aria-labelledby={`faq-${id}`} data-testid={`faq-group-${id}`}>
      <Flex gap={12} align="center" className="pages-faq-group-head">
        <span className="pages-faq-icon">
          <ContentIcon name={group.icon} />
        </span>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} id={`faq-${id}`} style={{ margin: 0, fontSize: 18 }}>
            {group.title}
          </Typography.Title>
          <Typography.Text type="secondary">{group.subtitle}</Typography.Text>
        </div>
      </Flex>
      <Collapse
        // Questions and answers are the server's text: each reads in its own direction (a "?" stays at its end).
        items={group.qandA.map((item, index) => ({
          key: String(index),
          label: <bdi>{item.question}</bdi>,
          children: (
            <Typography.Paragraph style={{ margin: 0 }} dir="auto">
              {item.ans}
            </Typography.Paragraph>
          ),
        }))}
      />
    </section>
  );
}

function FaqPage() {
  const { t } = useTranslation(NAMESPACE);
  const [{ q }, setUrl] = useUrlState(URL_SCHEMA);
  const faq = demoView(useFaqQuery({ q: q.trim() }));
  const groups = faq.data ? FAQ_GROUPS.flatMap((key) => (faq.data?.[key] ? [[key, faq.data[key]] as const] : [])) : [];
  const count = groups.reduce((sum, [, group]) => sum + group.qandA.length, 0);
  const searching = q.trim() !== '';

  let results;
  if (faq.status === 'error' && (faq.pending || !faq.data)) {
    results = <LoadFailed title={t('faq.loadFailed')} lines={faq.error} onRetry={faq.reload} />;
  } else if (faq.pending || !faq.data) {
    results = (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  } else if (!groups.length) {
    results = <NoSearchResults strings="faq" value={q} onClear={() => setUrl({ q: '' })} testId="faq-no-results" />;
  } else {
    results = (
      <Row gutter={[16, 24]}>
        <Col xs={24} lg={6}>
          <nav aria-label={t('faq.groupsNav')} className="pages-faq-nav">
            {groups.map(([key, group]) => (
              <a
                key={key}
                href={`#faq-${key}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(`faq-${key}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }}
              >
                <ContentIcon name={group.icon} /> <span>{group.title}</span>
              </a>
            ))}
          </nav>
        </Col>
        <Col xs={24} lg={18}>
          <Flex vertical gap={32}>
            {groups.map(([key, group]) => (
              <Group key={key} id={key} group={group} />
            ))}
          </Flex>
        </Col>
      </Row>
    );
  }

  return (
    <>
      <SearchBanner
        testId="faq-search"
        strings="faq"
        value={q}
        onSearch={(value) => setUrl({ q: value }, { replace: true })}
        found={faq.data && !faq.pending && searching ? count : undefined}
      />
      {results}
      <section className="pages-faq-contact" aria-labelledby="faq-contact">
        <Typography.Title level={3} id="faq-contact" style={{ textAlign: 'center', marginBottom: 4 }}>
          {t('faq.contact.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('faq.contact.subtitle')}
        </Typography.Paragraph>
        <Row gutter={[16, 16]} justify="center">
          <Col xs={24} md={10}>
            <Card className="pages-faq-contact-card">
              <PhoneOutlined aria-hidden="true" className="pages-faq-contact-icon" />
              <Typography.Title level={4} style={{ margin: '8px 0 4px' }}>
                <a href="tel:+4420794600958">
                  <bdi dir="ltr">+44 20 7946 0958</bdi>
                </a>
              </Typography.Title>
              <Typography.Text type="secondary">{t('faq.contact.phone')}</Typography.Text>
            </Card>
          </Col>
          <Col xs={24} md={10}>
            <Card className="pages-faq-contact-card">
              <MailOutlined aria-hidden="true" className="pages-faq-contact-icon" />
              <Typography.Title level={4} style={{ margin: '8px 0 4px' }}>
                <a href="mailto:support@demo.com">
                  <bdi dir="ltr">support@demo.com</bdi>
                </a>
              </Typography.Title>
              <Typography.Text type="secondary">{t('faq.contact.email')}</Typography.Text>
            </Card>
          </Col>
        </Row>
      </section>
    </>
  );
}

export default FaqPage;
