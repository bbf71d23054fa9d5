// Read-only view of a template (for users who may not change templates): its details, the body as written
// and the body as a sample customer would read it.
import { Button, Descriptions, Drawer, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConversationTemplate } from '@live-agent/contracts';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import type { CategoryOption, DepartmentOption } from '../conversationTemplates.types';
import { CategoryLabel, ScopeTag } from './TemplateTags';
import { TemplatePreview } from './TemplatePreview';

export function TemplateViewDrawer({
  template,
  departments,
  categories,
  onClose,
}: {
  template: ConversationTemplate | null;
  departments: DepartmentOption[];
  categories: CategoryOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const department = departments.find((item) => item.id === template?.departmentId);
  const category = categories.find((item) => item.id === template?.categoryId);

  return (
    <Drawer
      open={template !== null}
      onClose={onClose}
      size={640}
      title={template?.title}
      data-testid="template-view"
      footer={
        <Flex justify="end">
          <Button onClick={onClose}>{t('templates.view.close')}</Button>
        </Flex>
      }
    >
      {template ? (
        <Flex vertical gap={16}>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              {
                key: 'shortcut',
                label: t('templates.fields.shortcut'),
                children: <Typography.Text code>/{template.shortcut}</Typography.Text>,
              },
              {
                key: 'scope',
                label: t('templates.fields.scope'),
                children: <ScopeTag scope={template.scope} departmentName={department?.name} />,
              },
              {
                key: 'category',
                label: t('templates.fields.category'),
                children: <CategoryLabel category={category} />,
              },
              { key: 'usage', label: t('templates.fields.usageCount'), children: format.integer(template.usageCount) },
              {
                key: 'status',
                label: t('templates.fields.isActive'),
                children: template.isActive ? (
                  <Tag color="success">{t('common.active')}</Tag>
                ) : (
                  <Tag>{t('common.inactive')}</Tag>
                ),
              },
            ]}
          />
          <div>
            <Typography.Text strong>{t('templates.fields.body')}</Typography.Text>
            <Typography.Paragraph copyable={{ text: template.body }} style={{ whiteSpace: 'pre-wrap', marginTop: 8 }}>
              <Typography.Text code>{template.body}</Typography.Text>
            </Typography.Paragraph>
          </div>
          <TemplatePreview body={template.body} />
        </Flex>
      ) : null}
    </Drawer>
  );
}
