// The pricing page (docs/demo-api.md, Pricing): a monthly / annual switch (kept in the URL), the three plans
// with their prices in the user's language, the popular plan marked, each plan's benefits, the account's
// current plan, and the questions people ask before buying. Changing plan is not part of the demo: Upgrade
// says so rather than doing nothing.
import { Button, Card, Col, Collapse, Flex, Row, Segmented, Skeleton, Tag, Typography } from 'antd';
import { CheckCircleOutlined, CrownOutlined, RocketOutlined, StarOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, toast, urlParam, useFormat, useUrlState } from '@live-agent/ui-kit';
import { PRICING_PLANS, type PricingPlanKey } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { LoadFailed } from '../../shared/LoadFailed';
import { usePricingQuery } from '../../api';
import { demoView } from '../../shared/demoQuery';
import './pricing.css';

const BILLING = ['monthly', 'annual'] as const;
const URL_SCHEMA = { billing: urlParam.oneOf(BILLING, 'monthly') };
const PLAN_ICONS: Record<PricingPlanKey, ReactNode> = {
  basic: <StarOutlined />,
  standard: <RocketOutlined />,
  enterprise: <CrownOutlined />,
};

function PricingPage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [{ billing }, setUrl] = useUrlState(URL_SCHEMA);
  const pricing = demoView(usePricingQuery());
  const data = pricing.data;

  if (pricing.status === 'error' && !data) {
    return (
      <>
        <PageHeader title={t('pricing.title')} />
        <LoadFailed title={t('pricing.loadFailed')} lines={pricing.error} onRetry={pricing.reload} />
      </>
    );
  }
  const money = (value: number) => format.currency(value, data?.currency ?? 'USD');
  const annual = billing === 'annual';

  return (
    <>
      <PageHeader title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
      <Flex vertical align="center" gap={12} style={{ marginBottom: 24, textAlign: 'center' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('pricing.heading')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('pricing.lead')}</Typography.Text>
        <Segmented
          aria-label={t('pricing.billing')}
          value={billing}
          onChange={(value) => setUrl({ billing: value as (typeof BILLING)[number] }, { replace: true })}
          options={[
            { value: 'monthly', label: t('pricing.monthly') },
            { value: 'annual', label: t('pricing.annual') },
          ]}
          data-testid="pricing-billing"
        />
        <Typography.Text strong className="pricing-save">
          {t('pricing.saveUpTo')}
        </Typography.Text>
      </Flex>
      {!data ? (
        <Row gutter={[16, 16]}>
          {PRICING_PLANS.map((key) => (
            <Col key={key} xs={24} lg={8}>
              <Card>
                <Skeleton active paragraph={{ rows: 7 }} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : (
        <Row gutter={[16, 16]} align="stretch">
          {PRICING_PLANS.map((key) => {
            const plan = data[key];
            const current = data.currentPlan === key;
            const price = annual ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
            return (
              <Col key={key} xs={24} lg={8}>
                <Card
                  className={`pricing-plan${plan.popular ? ' pricing-plan-popular' : ''}`}
                  data-testid={`pricing-plan-${key}`}
                >
                  <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
                    {/* The same height with or without a tag, so the plans line up. */}
                    <div className="pricing-plan-tags">
                      {plan.popular ? <Tag color="purple">{t('pricing.popular')}</Tag> : null}
                      {current ? <Tag color="green">{t('pricing.currentTag')}</Tag> : null}
                    </div>
                    <span className="pricing-plan-icon" aria-hidden="true">
                      {PLAN_ICONS[key]}
                    </span>
                    <Typography.Title level={3} style={{ margin: 0 }}>
                      {plan.title}
                    </Typography.Title>
                    <Typography.Text type="secondary">{plan.subtitle}</Typography.Text>
                    <div className="pricing-plan-price" data-testid={`pricing-price-${key}`}>
                      <span className="pricing-plan-amount">{money(price)}</span>
                      <span className="pricing-plan-per">{t('pricing.perMonth')}</span>
                    </div>
                    <Typography.Text type="secondary" data-testid={`pricing-total-${key}`} style={{ minHeight: 22 }}>
                      {annual && plan.yearlyPlan.totalAnnual > 0
                        ? t('pricing.perYear', { amount: money(plan.yearlyPlan.totalAnnual) })
                        : annual
                          ? t('pricing.free')
                          : ''}
                    </Typography.Text>
                  </Flex>
                  <Typography.Title level={4} className="pricing-benefits-title">
                    {t('pricing.benefits')}
                  </Typography.Title>
                  <ul className="pricing-benefits">
                    {plan.planBenefits.map((benefit) => (
                      <li key={benefit}>
                        <CheckCircleOutlined aria-hidden="true" /> <bdi>{benefit}</bdi>
                      </li>
                    ))}
                  </ul>
                  <Button
                    block
                    type={plan.popular && !current ? 'primary' : 'default'}
                    disabled={current}
                    onClick={() => toast.info(t('pricing.upgradeDemo', { plan: plan.title }))}
                  >
                    {current ? t('pricing.current') : t('pricing.upgrade')}
                  </Button>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
      <section className="pricing-faq" aria-labelledby="pricing-faq-title">
        <Typography.Title level={2} id="pricing-faq-title" style={{ textAlign: 'center' }}>
          {t('pricing.faqTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('pricing.faqSubtitle')}
        </Typography.Paragraph>
        {data ? (
          <Collapse
            className="pricing-faq-list"
            // The server's text, each in its own direction (FaqPage does the same).
            items={data.qandA.map((item, index) => ({
              key: String(index),
              label: <bdi>{item.question}</bdi>,
              children: (
                <Typography.Paragraph style={{ margin: 0 }} dir="auto">
                  {item.ans}
                </Typography.Paragraph>
              ),
            }))}
          />
        ) : (
          <Skeleton active />
        )}
      </section>
    </>
  );
}

export default PricingPage;
