// One example of a showcase page: a titled card with the working example and, under it, the example's own source
// (imported with `?raw`, so what is shown is what runs) behind a "Show code" switch, with a copy button.
import { useId, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { CodeOutlined, CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import './showcase.css';

export interface ExampleProps {
  /** The example's heading (an h2: the page's title is its one h1). */
  title: ReactNode;
  /** One line on what the example shows. */
  description?: ReactNode;
  /** The example's source file's text (`import source from './MyExample.tsx?raw'`). */
  source?: string;
  children: ReactNode;
}

export function Example({ title, description, source, children }: ExampleProps) {
  const { t } = useTranslation(NAMESPACE);
  const [codeShown, setCodeShown] = useState(false);
  const codeId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(source ?? '');
      toast.success(t('showcase.copied'));
    } catch {
      toast.error(t('showcase.copyFailed'));
    }
  };
  return (
    <Card
      className="showcase-example"
      title={
        <Typography.Title level={2} className="showcase-example-title">
          {title}
        </Typography.Title>
      }
      extra={
        source ? (
          <Button
            type="text"
            size="small"
            icon={<CodeOutlined />}
            aria-expanded={codeShown}
            aria-controls={codeId}
            onClick={() => setCodeShown((shown) => !shown)}
          >
            {codeShown ? t('showcase.hideCode') : t('showcase.showCode')}
          </Button>
        ) : null
      }
    >
      {description ? (
        <Typography.Paragraph type="secondary" className="showcase-example-description">
          {description}
        </Typography.Paragraph>
      ) : null}
      <div className="showcase-example-body">{children}</div>
      {source && codeShown ? (
        <div className="showcase-code" id={codeId}>
          <Flex justify="end">
            <Button size="small" icon={<CopyOutlined />} onClick={copy}>
              {t('showcase.copyCode')}
            </Button>
          </Flex>
          {/* Source code reads left to right in every language. */}
          <pre
            dir="ltr"
            role="region"
            tabIndex={0}
            aria-label={t('showcase.codeOf', { title: typeof title === 'string' ? title : '' })}
          >
            <code>{source}</code>
          </pre>
        </div>
      ) : null}
    </Card>
  );
}
