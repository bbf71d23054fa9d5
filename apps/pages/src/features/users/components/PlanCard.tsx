// The plan card of the view screen: the user's plan, its price and what it gives, and an upgrade dialog that
// saves the chosen plan (an update of the user: useUserDetail).
import { useState } from 'react';
import { Button, Card, Flex, Modal, Radio, Typography, theme } from 'antd';
import { RocketOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { USER_PLANS, type User, type UserPlan } from '@live-agent/contracts';
import { ColorTag, useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { PLAN_PRICES } from '../users.plans';

export function PlanCard({
  user,
  saving,
  onChangePlan,
}: {
  user: User;
  saving: boolean;
  onChangePlan: (plan: UserPlan) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<UserPlan>(user.currentPlan);
  const price = (plan: UserPlan) => t('users.plan.perMonth', { price: format.currency(PLAN_PRICES[plan], 'USD') });
  const top = user.currentPlan === 'enterprise';

  return (
    <Card
      title={t('users.plan.title')}
      extra={<ColorTag color={token.colorPrimary}>{t(`users.plans.${user.currentPlan}`)}</ColorTag>}
      data-testid="plan-card"
    >
      <div className="pages-plan-price">{price(user.currentPlan)}</div>
      <Typography.Paragraph type="secondary">{t(`users.plan.benefits.${user.currentPlan}`)}</Typography.Paragraph>
      <Button
        type="primary"
        icon={<RocketOutlined />}
        block
        disabled={top}
        onClick={() => {
          setChoice(user.currentPlan);
          setOpen(true);
        }}
      >
        {top ? t('users.plan.highest') : t('users.plan.upgrade')}
      </Button>
      <Modal
        title={t('users.plan.dialogTitle', { name: user.fullName })}
        open={open}
        okText={t('users.plan.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: choice === user.currentPlan, loading: saving }}
        onOk={() => {
          onChangePlan(choice);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        <Radio.Group
          value={choice}
          onChange={(event) => setChoice(event.target.value as UserPlan)}
          aria-label={t('users.plan.choose')}
        >
          <Flex vertical gap={8}>
            {USER_PLANS.map((plan) => (
              <Radio key={plan} value={plan}>
                <Flex vertical>
                  <Typography.Text strong>
                    {t(`users.plans.${plan}`)} · {price(plan)}
                  </Typography.Text>
                  <Typography.Text type="secondary">{t(`users.plan.benefits.${plan}`)}</Typography.Text>
                </Flex>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Modal>
    </Card>
  );
}
