// The body as a customer would read it: variables filled from a sample customer, the signed-in agent and
// the organisation; unknown variables kept as typed and marked in warning colour.
import { useMemo } from 'react';
import { Alert, Flex, Tag, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectAuthUser, type WithAuthState } from '@live-agent/auth';
import { NAMESPACE } from '../../../i18n';
import { useOrganizationQuery } from '../../../api/resources';
import { fillTemplate, unknownVariables, type VariableValues } from '../templateVariables';

export const SAMPLE_CUSTOMER = { name: 'Maria Garcia', email: 'maria.garcia@example.com' };
export const SAMPLE_AGENT_NAME = 'Alex Morgan';
export const SAMPLE_ORGANIZATION_NAME = 'Acme Support';

/** Preview values: the sample customer, the signed-in user as agent, the organisation's name when known. */
export function useSampleValues(): VariableValues {
  const agentName = useSelector((state: WithAuthState) => selectAuthUser(state)?.fullName);
  // A nicety: without it (an agent may not read the organisation) the preview uses a sample name.
  const organizationName = useOrganizationQuery().data?.name;
  return useMemo(
    () => ({
      'customer.name': SAMPLE_CUSTOMER.name,
      'customer.email': SAMPLE_CUSTOMER.email,
      'agent.name': agentName || SAMPLE_AGENT_NAME,
      'organization.name': organizationName || SAMPLE_ORGANIZATION_NAME,
    }),
    [agentName, organizationName],
  );
}

export function TemplatePreview({ body, title }: { body: string; title?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const values = useSampleValues();
  const segments = useMemo(() => fillTemplate(body ?? '', values), [body, values]);
  const unknown = useMemo(() => unknownVariables(body ?? ''), [body]);
  const empty = !(body ?? '').trim();

  return (
    <section className="ct-preview" aria-label={title ?? t('templates.preview.title')}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong>
          <EyeOutlined /> {title ?? t('templates.preview.title')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('templates.preview.sample', { name: values['customer.name'], email: values['customer.email'] })}
        </Typography.Text>
      </Flex>
      <div className="ct-preview-bubble" data-testid="template-preview" aria-live="polite">
        {empty ? (
          <Typography.Text type="secondary" className="ct-preview-empty">
            {t('templates.preview.empty')}
          </Typography.Text>
        ) : (
          segments.map((segment, index) => {
            if (segment.kind === 'text') return <span key={index}>{segment.text}</span>;
            if (segment.kind === 'variable') {
              return (
                <span key={index} className="ct-preview-filled" title={`{{${segment.name}}}`}>
                  {segment.text}
                </span>
              );
            }
            return (
              <Tag key={index} color="warning" className="ct-preview-unknown">
                {segment.text}
              </Tag>
            );
          })
        )}
      </div>
      {unknown.length ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('templates.preview.unknown', { count: unknown.length, names: unknown.join(', ') })}
        />
      ) : null}
    </section>
  );
}
