// The create/edit form of a conversation category: name (unique: the server says so under the field),
// description, colour, parent (another top-level category; a category with sub-categories stays at the
// top, as categories are two levels deep), the departments that use it (none = all) and whether it is active.
import { useMemo } from 'react';
import { Form, Input, Select } from 'antd';
import { FormDrawer, type EditDrawerProps } from '@live-agent/ui-kit';
import type { ConversationCategory, ConversationCategoryInput } from '@live-agent/contracts';
import { useFieldRules } from '../../../crud/fieldRules';
import { ScopeFields } from '../../../crud/OrderedListPage';
import { categoryRules } from '../conversationCategories.rules';
import { CATEGORY_DESCRIPTION_MAX, DEFAULT_CATEGORY_COLOR, draftOf } from '../conversationCategories.types';
import { ColorField } from './ColorField';

export interface CategoryDrawerProps extends EditDrawerProps<ConversationCategoryInput> {
  category: ConversationCategory | null;
  /** Every category, for the parent choices. */
  categories: readonly ConversationCategory[];
  departmentOptions: { value: number; label: string }[];
  departmentsLoading: boolean;
}

/** Top-level categories other than `self`: where a category may be placed. */
export function parentChoices(categories: readonly ConversationCategory[], self: ConversationCategory | null) {
  return categories
    .filter((category) => category.parentId === null && category.id !== self?.id)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

export function CategoryDrawer({
  category,
  categories,
  departmentOptions,
  departmentsLoading,
  onSubmit,
  ...drawer
}: CategoryDrawerProps) {
  const { t, rules } = useFieldRules(categoryRules);
  const [form] = Form.useForm<ConversationCategoryInput>();
  const initialValues = useMemo<ConversationCategoryInput>(
    () =>
      category
        ? draftOf(category)
        : {
            name: '',
            description: '',
            color: DEFAULT_CATEGORY_COLOR,
            parentId: null,
            departmentIds: [],
            isActive: true,
          },
    [category],
  );
  const hasChildren = category !== null && categories.some((other) => other.parentId === category.id);
  const parentOptions = useMemo(
    () => parentChoices(categories, category).map((parent) => ({ value: parent.id, label: parent.name })),
    [categories, category],
  );

  return (
    <FormDrawer<ConversationCategoryInput>
      title={category ? t('categories.form.editTitle') : t('categories.form.createTitle')}
      {...drawer}
      form={form}
      initialValues={initialValues}
      testId="category-drawer"
      onSubmit={(values) =>
        onSubmit({
          name: values.name.trim(),
          description: (values.description ?? '').trim(),
          color: (values.color ?? '').trim().toLowerCase(),
          parentId: values.parentId ?? null,
          departmentIds: values.departmentIds ?? [],
          isActive: values.isActive,
        })
      }
    >
      <Form.Item name="name" label={t('categories.fields.name')} rules={rules.name}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('categories.fields.description')} rules={rules.description}>
        <Input.TextArea rows={2} count={{ show: true, max: CATEGORY_DESCRIPTION_MAX }} />
      </Form.Item>
      <Form.Item
        name="color"
        label={t('categories.fields.color')}
        extra={t('categories.form.colorHelp')}
        rules={rules.color}
      >
        <ColorField />
      </Form.Item>
      <Form.Item
        name="parentId"
        label={t('categories.fields.parent')}
        extra={hasChildren ? t('categories.form.parentLocked') : t('categories.form.parentHelp')}
        // No parent is null in the API and "nothing chosen" (the placeholder) in the Select.
        getValueProps={(value: number | null) => ({ value: value ?? undefined })}
        normalize={(value: number | undefined) => value ?? null}
      >
        <Select
          allowClear
          disabled={hasChildren}
          placeholder={t('categories.form.noParent')}
          options={parentOptions}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="parent-select"
        />
      </Form.Item>
      <ScopeFields prefix="categories" departmentOptions={departmentOptions} departmentsLoading={departmentsLoading} />
    </FormDrawer>
  );
}
