// Small display pieces shared by the table, the view drawer and the form: scope tag and category label.
import { Flex, Tag, Typography } from 'antd';
import { GlobalOutlined, LockOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TemplateScope } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import type { CategoryOption } from '../conversationTemplates.types';

const SCOPE_LOOK: Record<TemplateScope, { color: string; icon: React.ReactNode }> = {
  global: { color: 'blue', icon: <GlobalOutlined /> },
  department: { color: 'purple', icon: <TeamOutlined /> },
  private: { color: 'default', icon: <LockOutlined /> },
};

/** Global / the department's name / Private, each with its own colour. */
export function ScopeTag({ scope, departmentName }: { scope: TemplateScope; departmentName?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const look = SCOPE_LOOK[scope] ?? SCOPE_LOOK.global;
  const text = scope === 'department' && departmentName ? departmentName : t(`templates.scope.${scope}`);
  return (
    <Tag color={look.color} icon={look.icon} title={t(`templates.scope.${scope}`)}>
      {text}
    </Tag>
  );
}

export function CategoryDot({ color }: { color: string }) {
  return <span className="ct-category-dot" style={{ background: color }} aria-hidden />;
}

/** The category's colour dot and name, or a muted "No category". */
export function CategoryLabel({ category }: { category: CategoryOption | undefined | null }) {
  const { t } = useTranslation(NAMESPACE);
  if (!category) return <Typography.Text type="secondary">{t('templates.noCategory')}</Typography.Text>;
  return (
    <Flex align="center" gap={8} component="span" style={{ display: 'inline-flex' }}>
      <CategoryDot color={category.color} />
      <span>{category.name}</span>
    </Flex>
  );
}
