// The member table's columns, in the page's language: what the basic examples share.
import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import type { Member } from '../data';

export function useMemberColumns(): TableColumnsType<Member> {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return useMemo(
    () => [
      { key: 'name', dataIndex: 'name', title: t('tablesShowcase.fields.name') },
      {
        key: 'team',
        dataIndex: 'team',
        title: t('tablesShowcase.fields.team'),
        render: (team: Member['team']) => t(`tablesShowcase.teams.${team}`),
      },
      { key: 'city', dataIndex: 'city', title: t('tablesShowcase.fields.city') },
      {
        key: 'tickets',
        dataIndex: 'tickets',
        title: t('tablesShowcase.fields.tickets'),
        align: 'end',
        render: (value: number) => format.integer(value),
      },
    ],
    [t, format],
  );
}
