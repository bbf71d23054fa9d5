// What the user's role may do, module by module: a plain table with a yes/no in words for screen readers.
import { Card, Table, theme } from 'antd';
import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserRole } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { PERMISSION_ACTIONS, PERMISSION_MODULES, ROLE_PERMISSIONS, type PermissionModule } from '../users.plans';

export function PermissionsTable({ role }: { role: UserRole }) {
  const { t } = useTranslation(NAMESPACE);
  const { token } = theme.useToken();
  const rows = PERMISSION_MODULES.map((module) => ({ key: module, module }));
  return (
    <Card title={t('users.permissions.title')} data-testid="permissions">
      <Table<{ key: PermissionModule; module: PermissionModule }>
        aria-label={t('users.permissions.title')}
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'module',
            title: t('users.permissions.module'),
            render: (_, row) => t(`users.permissions.modules.${row.module}`),
          },
          ...PERMISSION_ACTIONS.map((action) => ({
            key: action,
            title: t(`users.permissions.actions.${action}`),
            align: 'center' as const,
            render: (_: unknown, row: { module: PermissionModule }) => {
              const allowed = ROLE_PERMISSIONS[role][row.module].includes(action);
              return (
                <span title={allowed ? t('common.yes') : t('common.no')}>
                  {allowed ? (
                    <CheckCircleFilled style={{ color: token.colorSuccessText }} aria-hidden />
                  ) : (
                    <MinusCircleOutlined aria-hidden style={{ opacity: 0.55 }} />
                  )}
                  <span className="la-sr-only">{allowed ? t('common.yes') : t('common.no')}</span>
                </span>
              );
            },
          })),
        ]}
      />
    </Card>
  );
}
