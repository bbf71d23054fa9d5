// Add and edit a task in one drawer (antd Form). Rules (todo.rules): the title is required; the due date, when
// given, must be a real calendar day. In edit mode the drawer also deletes (soft) or restores the task.
import { useEffect, useMemo } from 'react';
import { Avatar, Button, Drawer, Flex, Form, Input, Select, Space, Tag } from 'antd';
import { DateField, lengthCount, useFormRules } from '@live-agent/ui-kit';
import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  addTaskSchema,
  taskFieldsSchema,
  TASK_TAGS,
  type Task,
  type TaskAssignee,
  type TaskTag,
} from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { TAG_COLORS } from '../todo.format';
import { type TaskDraft } from '../todo.types';
import { dueDayOf, taskRules } from '../todo.rules';

interface FormValues {
  title: string;
  assignee?: string;
  dueDate?: Dayjs | null;
  tags: TaskTag[];
  description?: string;
}

const DAY_FORMAT = 'YYYY-MM-DD';

export function TaskDrawer({
  open,
  task,
  assignees,
  saving,
  onClose,
  onSubmit,
  onDelete,
  onRestore,
}: {
  open: boolean;
  /** The task being edited, or null to add one. */
  task: Task | null;
  assignees: TaskAssignee[];
  saving: boolean;
  onClose: () => void;
  onSubmit: (draft: TaskDraft) => void;
  onDelete: (task: Task) => void;
  onRestore: (task: Task) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<FormValues>();
  const formRules = useFormRules();
  const rules = useMemo(() => taskRules(formRules), [formRules]);

  // Each opening starts from the task (or a blank one), never from the last drawer's leftovers.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      title: task?.title ?? '',
      assignee: task?.assignee?.fullName,
      dueDate: task?.dueDate ? dayjs(task.dueDate, DAY_FORMAT) : null,
      tags: task?.tags ?? [],
      description: task?.description ?? '',
    });
  }, [open, task, form]);

  // The task's own assignee stays selectable even when no loaded list shows that person.
  const people =
    task?.assignee && !assignees.some((person) => person.fullName === task.assignee!.fullName)
      ? [task.assignee, ...assignees]
      : assignees;

  function submit(values: FormValues) {
    onSubmit({
      ...(task ?? { isCompleted: false, isDeleted: false, isImportant: false }),
      title: values.title.trim(),
      assignee: people.find((person) => person.fullName === values.assignee) ?? null,
      dueDate: dueDayOf(values.dueDate),
      tags: values.tags ?? [],
      description: values.description?.trim() ?? '',
    });
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={440}
      title={t(task ? 'todo.drawer.editTitle' : 'todo.drawer.addTitle')}
      data-testid="task-drawer"
      footer={
        <Flex justify="space-between" gap={8}>
          <span>
            {task && !task.isDeleted ? (
              <Button danger icon={<DeleteOutlined />} onClick={() => onDelete(task)} disabled={saving}>
                {t('todo.delete')}
              </Button>
            ) : null}
            {task?.isDeleted ? (
              <Button icon={<UndoOutlined />} onClick={() => onRestore(task)} disabled={saving}>
                {t('todo.restore')}
              </Button>
            ) : null}
          </span>
          <Space>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={saving} disabled={task?.isDeleted} onClick={() => form.submit()}>
              {t(task ? 'common.save' : 'todo.drawer.add')}
            </Button>
          </Space>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark="optional" disabled={task?.isDeleted}>
        <Form.Item name="title" label={t('todo.form.title')} rules={rules.title}>
          <Input autoFocus count={lengthCount(addTaskSchema.shape.title)} />
        </Form.Item>
        <Form.Item name="assignee" label={t('todo.form.assignee')}>
          <Select
            allowClear
            showSearch
            placeholder={t('todo.unassigned')}
            options={people.map((person) => ({
              value: person.fullName,
              label: (
                <Space size={8}>
                  <Avatar size={20} src={person.avatar} alt="" />
                  {person.fullName}
                </Space>
              ),
            }))}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
          />
        </Form.Item>
        <Form.Item name="dueDate" label={t('todo.form.dueDate')} rules={rules.dueDate}>
          <DateField style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="tags" label={t('todo.form.tags')}>
          <Select
            mode="multiple"
            allowClear
            options={TASK_TAGS.map((tag) => ({ value: tag, label: t(`todo.tags.${tag}`) }))}
            tagRender={({ value, label, closable, onClose: close }) => (
              <Tag
                color={TAG_COLORS[value as TaskTag]}
                closable={closable}
                onClose={close}
                style={{ marginInlineEnd: 4 }}
              >
                {label}
              </Tag>
            )}
          />
        </Form.Item>
        <Form.Item name="description" label={t('todo.form.description')} rules={rules.description}>
          <Input.TextArea rows={5} count={lengthCount(taskFieldsSchema.shape.description)} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
