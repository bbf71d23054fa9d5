// Create / edit drawer of a template: the fields with client rules mirroring the server's, variable buttons
// that insert at the caret, and a live preview of the body as a sample customer would read it.
import { useEffect, useMemo, useRef } from 'react';
import { Button, Col, Flex, Form, Input, Row, Select, Switch, Tooltip, Typography, type FormInstance } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FormDrawer, lengthCount, useFormRules, type FormRules } from '@live-agent/ui-kit';
import {
  TEMPLATE_SCOPES,
  templateInputSchema,
  type ConversationTemplate,
  type ConversationTemplateInput,
  type TemplateScope,
} from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { type CategoryOption, type DepartmentOption } from '../conversationTemplates.types';
import { templateRules } from '../conversationTemplates.rules';
import { insertAtCursor, TEMPLATE_VARIABLES, variableToken, type TemplateVariable } from '../templateVariables';
import { CategoryDot } from './TemplateTags';
import { TemplatePreview } from './TemplatePreview';

interface FormValues {
  title: string;
  shortcut: string;
  scope: TemplateScope;
  departmentId?: number | null;
  categoryId?: number | null;
  body: string;
  isActive: boolean;
}

const NEW_TEMPLATE: Partial<FormValues> = {
  title: '',
  shortcut: '',
  scope: 'global',
  departmentId: null,
  categoryId: null,
  body: '',
  isActive: true,
};

/** Form values → the API's payload (a department only with department scope; blanks become null). */
export function toPayload(values: FormValues): ConversationTemplateInput {
  return {
    title: values.title.trim(),
    shortcut: values.shortcut.trim(),
    body: values.body,
    scope: values.scope,
    departmentId: values.scope === 'department' ? (values.departmentId ?? null) : null,
    categoryId: values.categoryId ?? null,
    isActive: values.isActive,
  };
}

/** Scope, and the department when the scope is "department" (watching here keeps typing elsewhere cheap). */
function ScopeFields({
  form,
  departments,
  rules,
}: {
  form: FormInstance<FormValues>;
  departments: DepartmentOption[];
  rules: ReturnType<typeof templateRules>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const scope = Form.useWatch('scope', form);
  const scopeOptions = TEMPLATE_SCOPES.map((value) => ({
    value,
    label: t(`templates.scope.${value}`),
    hint: t(`templates.scopeHint.${value}`),
  }));
  return (
    <Row gutter={16}>
      <Col xs={24} md={scope === 'department' ? 12 : 24}>
        <Form.Item name="scope" label={t('templates.fields.scope')} rules={rules.scope}>
          <Select
            options={scopeOptions}
            optionRender={(option) => (
              <Flex vertical>
                <span>{option.data.label}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {option.data.hint}
                </Typography.Text>
              </Flex>
            )}
          />
        </Form.Item>
      </Col>
      {scope === 'department' ? (
        <Col xs={24} md={12}>
          <Form.Item name="departmentId" label={t('templates.fields.department')} rules={rules.departmentId}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('templates.form.departmentPlaceholder')}
              options={departments.map((department) => ({ value: department.id, label: department.name }))}
            />
          </Form.Item>
        </Col>
      ) : null}
    </Row>
  );
}

/** The body as the customer will read it, updated as it is typed. */
function LivePreview({ form }: { form: FormInstance<FormValues> }) {
  const body = Form.useWatch('body', form) ?? '';
  return (
    <div style={{ marginBottom: 24 }}>
      <TemplatePreview body={body} />
    </div>
  );
}

export function TemplateFormDrawer({
  open,
  selected,
  saving,
  fieldErrors,
  departments,
  categories,
  onClose,
  onSave,
}: {
  open: boolean;
  selected: ConversationTemplate | null;
  saving: boolean;
  fieldErrors: Record<string, string[]> | null;
  departments: DepartmentOption[];
  categories: CategoryOption[];
  onClose: () => void;
  onSave: (values: ConversationTemplateInput, id?: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const formRules: FormRules = useFormRules();
  const rules = useMemo(() => templateRules(formRules), [formRules]);
  const [form] = Form.useForm<FormValues>();
  const bodyRef = useRef<TextAreaRef>(null);
  // Where the caret was last in the body; null until the user has been there (then variables go at the end).
  const caret = useRef<{ start: number; end: number } | null>(null);
  useEffect(() => {
    caret.current = null;
  }, [open, selected]);

  const initialValues = useMemo<Partial<FormValues>>(
    () =>
      selected
        ? {
            title: selected.title,
            shortcut: selected.shortcut,
            scope: selected.scope,
            departmentId: selected.departmentId,
            categoryId: selected.categoryId,
            body: selected.body,
            isActive: selected.isActive,
          }
        : NEW_TEMPLATE,
    [selected],
  );

  const rememberCaret = () => {
    const element = bodyRef.current?.resizableTextArea?.textArea;
    if (element) caret.current = { start: element.selectionStart, end: element.selectionEnd };
  };

  const insertVariable = (name: TemplateVariable) => {
    const current: string = form.getFieldValue('body') ?? '';
    const at = caret.current ?? { start: current.length, end: current.length };
    const next = insertAtCursor(current, at.start, at.end, variableToken(name));
    form.setFields([{ name: 'body', value: next.text, errors: [] }]);
    caret.current = { start: next.caret, end: next.caret };
    // Back to the body with the caret after the inserted variable, so typing just goes on.
    const element = bodyRef.current?.resizableTextArea?.textArea;
    if (element) {
      element.focus();
      requestAnimationFrame(() => element.setSelectionRange(next.caret, next.caret));
    }
  };

  const categoryOptions = categories.map((category) => ({
    value: category.id,
    name: category.name,
    label: (
      <Flex align="center" gap={8}>
        <CategoryDot color={category.color} />
        <span>{category.name}</span>
        {category.isActive ? null : <Typography.Text type="secondary">({t('common.inactive')})</Typography.Text>}
      </Flex>
    ),
  }));

  return (
    <FormDrawer<FormValues>
      title={selected ? t('templates.form.editTitle', { title: selected.title }) : t('templates.form.newTitle')}
      open={open}
      form={form}
      saving={saving}
      fieldErrors={fieldErrors}
      onClose={onClose}
      onSubmit={(values) => onSave(toPayload(values), selected?.id)}
      width={720}
      initialValues={initialValues}
      testId="template-drawer"
      keepDraft={selected ? `template:edit:${selected.id}` : 'template:new'}
    >
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item name="title" label={t('templates.fields.title')} rules={rules.title}>
            <Input count={lengthCount(templateInputSchema.shape.title)} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            name="shortcut"
            label={t('templates.fields.shortcut')}
            tooltip={t('templates.form.shortcutHelp')}
            normalize={(value: string) => value?.replace(/^\//, '')}
            rules={rules.shortcut}
          >
            <Input
              prefix="/"
              count={lengthCount(templateInputSchema.shape.shortcut, { show: false })}
              autoComplete="off"
              spellCheck={false}
              className="ct-shortcut-input"
            />
          </Form.Item>
        </Col>
      </Row>
      <ScopeFields form={form} departments={departments} rules={rules} />
      <Form.Item name="categoryId" label={t('templates.fields.category')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'name' }}
          placeholder={t('templates.noCategory')}
          options={categoryOptions}
        />
      </Form.Item>
      <Form.Item
        name="body"
        label={t('templates.fields.body')}
        rules={rules.body}
        extra={
          <Flex
            wrap
            gap={6}
            align="center"
            className="ct-variable-bar"
            role="group"
            aria-label={t('templates.form.insertVariable')}
          >
            <Typography.Text type="secondary">{t('templates.form.insertVariable')}:</Typography.Text>
            {TEMPLATE_VARIABLES.map((name) => (
              <Tooltip key={name} title={variableToken(name)}>
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => insertVariable(name)}
                  aria-label={t('templates.form.insertNamed', {
                    name: t(`templates.variables.${name}`),
                    token: variableToken(name),
                  })}
                >
                  {t(`templates.variables.${name}`)}
                </Button>
              </Tooltip>
            ))}
          </Flex>
        }
      >
        <Input.TextArea
          ref={bodyRef}
          rows={6}
          count={lengthCount(templateInputSchema.shape.body)}
          className="ct-body-input"
          placeholder={t('templates.form.bodyPlaceholder', { token: variableToken('customer.name') })}
          onSelect={rememberCaret}
          onKeyUp={rememberCaret}
          onClick={rememberCaret}
          onChange={rememberCaret}
        />
      </Form.Item>
      <LivePreview form={form} />
      <Form.Item name="isActive" label={t('templates.fields.isActive')} valuePropName="checked">
        <Switch checkedChildren={t('common.active')} unCheckedChildren={t('common.inactive')} />
      </Form.Item>
    </FormDrawer>
  );
}
