// An employee's status 1–5 as a labelled, coloured tag (the labels are translated; the colours only repeat them).
import { useTranslation } from 'react-i18next';
import type { EmployeeStatus } from '@live-agent/contracts';
import { ColorTag } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';

const COLORS: Record<EmployeeStatus, string> = { 1: '#7367f0', 2: '#28c76f', 3: '#ea5455', 4: '#ff9f43', 5: '#00cfe8' };

export function EmployeeStatusTag({ status }: { status: EmployeeStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <ColorTag color={COLORS[status]}>{t(`dataTables.statuses.${status}`)}</ColorTag>;
}
