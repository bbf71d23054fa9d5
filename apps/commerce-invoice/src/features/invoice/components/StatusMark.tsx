// An invoice's status as a small coloured mark whose tooltip says what the status means, with the balance and the
// due date. The mark takes focus, so the tooltip opens from the keyboard too; its name says the status aloud.
import type { ReactNode } from 'react';
import { Tag, Tooltip } from 'antd';
import {
  CheckCircleOutlined,
  DownloadOutlined,
  EditOutlined,
  ExclamationCircleOutlined,
  PieChartOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceStatus } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { balanceOf, useInvoiceFormat } from '../invoice.format';

/** The translation key of a status ('Partial Payment' → 'PartialPayment'). */
export const statusKey = (status: InvoiceStatus) => status.replace(/\s+/g, '');

const LOOK: Record<InvoiceStatus, { color: string; icon: ReactNode }> = {
  Paid: { color: 'success', icon: <CheckCircleOutlined /> },
  Downloaded: { color: 'processing', icon: <DownloadOutlined /> },
  Sent: { color: 'cyan', icon: <SendOutlined /> },
  Draft: { color: 'default', icon: <EditOutlined /> },
  'Partial Payment': { color: 'warning', icon: <PieChartOutlined /> },
  'Past Due': { color: 'error', icon: <ExclamationCircleOutlined /> },
};

export function StatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation(NAMESPACE);
  const look = LOOK[status];
  return (
    <Tag color={look.color} icon={look.icon} data-status={status}>
      {t(`invoice.statuses.${statusKey(status)}`)}
    </Tag>
  );
}

export function StatusMark({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useInvoiceFormat();
  const status = invoice.invoiceStatus;
  const look = LOOK[status];
  const name = t(`invoice.statuses.${statusKey(status)}`);
  const title = (
    <span>
      <strong>{name}</strong>: {t(`invoice.meanings.${statusKey(status)}`)}
      <br />
      {t('invoice.statusDetail', { balance: format.money(balanceOf(invoice)), due: format.day(invoice.dueDate) })}
    </span>
  );
  return (
    <Tooltip title={title} trigger={['hover', 'focus']}>
      <Tag
        color={look.color}
        className="la-invoice-mark"
        tabIndex={0}
        role="img"
        aria-label={t('invoice.statusMark', { id: invoice.id, status: name })}
        data-status={status}
      >
        {look.icon}
      </Tag>
    </Tooltip>
  );
}
