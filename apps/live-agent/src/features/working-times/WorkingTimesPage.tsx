// Settings › Working Times: the organisation's opening hours and each department's own, in a
// list beside an editor. The organisation's working time always exists (it cannot be deleted); departments
// get their own with Add. Saving is a create (POST) for a new one, an update (PUT) otherwise.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Col, Empty, Flex, Modal, Row, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LoadFailedResult, PageHeader, UnsavedChangesPrompt } from '@live-agent/ui-kit';
import type { WorkingTime } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { WorkingTimeEditor } from './components/WorkingTimeEditor';
import { WorkingTimesList } from './components/WorkingTimesList';
import { workingTimes } from '../../api/resources';
import { LISTS } from '../../crud/lists';
import { useResourceList } from '../../crud/useResourceList';
import { useDepartments } from '../../lookups/lookups';
import { toRequest } from './workingTimes.form';
import type { WorkingTimeFormValues } from './workingTimes.types';
import './workingTimes.css';

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

function WorkingTimesPage(_props: { tab?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { state, retry, openCreate, openEdit, closeForm, save, remove, canManage } = useResourceList(
    workingTimes,
    LISTS.workingTimes,
  );
  const departments = useDepartments();
  const [modal, modalHolder] = Modal.useModal();
  const dirty = useRef(false);
  // The same as `dirty`, as state: leaving the page (menu, back, reload) asks while it is true.
  const [unsaved, setUnsaved] = useState(false);

  const departmentName = departments.nameOf;

  // The organisation's hours first, then the departments' by department name.
  const items = useMemo(
    () =>
      [...state.data].sort((a, b) => {
        if (a.scope !== b.scope) return a.scope === 'organization' ? -1 : 1;
        const nameA = a.departmentId !== null ? departmentName(a.departmentId) : a.name;
        const nameB = b.departmentId !== null ? departmentName(b.departmentId) : b.name;
        return nameA.localeCompare(nameB) || a.id - b.id;
      }),
    [state.data, departmentName],
  );

  const organizationHours = items.find((item) => item.scope === 'organization');
  const takenDepartmentIds = items
    .filter((item) => item.scope === 'department' && item.departmentId !== null)
    .map((item) => item.departmentId as number);
  const isNew = state.formOpen && state.selected === null;
  const editing = isNew ? null : (state.selected as WorkingTime | null);

  // Something is always open in the editor: the organisation's hours unless the user picked another.
  useEffect(() => {
    if (state.status === 'ready' && !state.selected && !state.formOpen && items.length) openEdit(items[0]);
  }, [state.status, state.selected, state.formOpen, items, openEdit]);

  /** Runs `action` now, or after the user agrees to drop unsaved edits. */
  const leaveEditor = (action: () => void) => {
    if (!dirty.current) {
      action();
      return;
    }
    modal.confirm({
      title: t('workingTimes.leave.title'),
      content: t('workingTimes.leave.body'),
      okText: t('workingTimes.leave.discard'),
      cancelText: t('workingTimes.leave.stay'),
      okButtonProps: { danger: true },
      onOk: () => {
        dirty.current = false;
        setUnsaved(false);
        action();
      },
    });
  };

  const submit = (values: WorkingTimeFormValues) => {
    save(toRequest(values, editing?.scope ?? 'department'), editing?.id);
  };

  const addButton = canManage ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => leaveEditor(openCreate)} disabled={isNew}>
      {t('workingTimes.add')}
    </Button>
  ) : null;

  let body;
  if (state.status === 'error' && state.data.length === 0) {
    body = <LoadFailedResult title={t('common.loadFailed')} onRetry={retry} retryLabel={t('common.retry')} />;
  } else if ((state.status === 'loading' || state.status === 'idle') && state.data.length === 0) {
    body = (
      <Flex justify="center" className="wt-loading">
        <Spin size="large" description={t('workingTimes.loading')} />
      </Flex>
    );
  } else {
    body = (
      <Row gutter={[16, 16]} align="top">
        <Col xs={24} lg={9} xxl={8}>
          <Card
            title={t('workingTimes.list.title')}
            extra={<span className="wt-count">{t('workingTimes.list.count', { count: state.total })}</span>}
            className="wt-list-card"
          >
            {items.length ? (
              <WorkingTimesList
                items={items}
                selectedId={isNew ? null : (editing?.id ?? null)}
                departmentName={departmentName}
                canManage={canManage}
                onSelect={(item) => {
                  if (item.id !== editing?.id || isNew) leaveEditor(() => openEdit(item));
                }}
                onDelete={(item) => remove(item)}
              />
            ) : (
              <Empty description={t('workingTimes.list.empty')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={15} xxl={16}>
          {isNew || editing ? (
            <WorkingTimeEditor
              key={isNew ? 'new' : editing!.id}
              record={editing}
              departments={departments.departments}
              takenDepartmentIds={takenDepartmentIds}
              defaultTimezone={organizationHours?.timezone ?? browserTimeZone()}
              saving={state.saving}
              fieldErrors={state.fieldErrors}
              canManage={canManage}
              onSave={submit}
              onCancel={() => {
                dirty.current = false;
                setUnsaved(false);
                closeForm();
              }}
              onDirtyChange={(value) => {
                dirty.current = value;
                setUnsaved(value);
              }}
            />
          ) : (
            <Card>
              <Empty description={t('workingTimes.editor.nothingSelected')} />
            </Card>
          )}
        </Col>
      </Row>
    );
  }

  return (
    <div className="wt-page">
      {modalHolder}
      <UnsavedChangesPrompt when={unsaved} />
      <PageHeader title={t('workingTimes.title')} subtitle={t('workingTimes.subtitle')} extra={addButton} />
      {body}
    </div>
  );
}

export default WorkingTimesPage;
