// CSV import of templates. The file is read and checked in the browser first (required fields, shortcut
// format, shortcuts repeated in the file, unknown department or category names); only a file without
// problems is sent, and the server imports all rows or none, answering a refusal (e.g. a shortcut already
// in use) with per-row errors shown in the same report. Nothing is ever half-imported.
import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Modal, Progress, Spin, Table, Typography, Upload } from 'antd';
import { CheckCircleOutlined, DownloadOutlined, InboxOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { reportApiError } from '@live-agent/auth';
import { validationFailureOf } from '@live-agent/store';
import { downloadCsv, parseCsvRecords, toast } from '@live-agent/ui-kit';
import type { ConversationTemplateInput, ImportRowError } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { useTemplatesImportMutation } from '../../../api/resources';
import { mapImportRecords, rowErrorsOf, sampleTemplatesCsv, type IssueMessage } from '../templateCsv';
import { useTemplateLookups } from '../templateLookups';

/** The server's refusal of the last import: its summary and per-row errors (CSV column names). */
interface Refusal {
  message: string | null;
  rowErrors: ImportRowError[];
}

interface ParsedFile {
  name: string;
  rows: ConversationTemplateInput[];
  errors: ImportRowError[];
}

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

export function TemplateImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const lookups = useTemplateLookups();
  const [importRows, { isLoading: importing }] = useTemplatesImportMutation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [parsed, setParsed] = useState<ParsedFile | null>(null);
  const [readFailed, setReadFailed] = useState(false);

  const close = () => {
    if (importing) return;
    setParsed(null);
    setReadFailed(false);
    setRefusal(null);
    onClose();
  };

  /** All or nothing: a success toasts and closes (its tag refreshes the list); a refusal is reported here. */
  const submit = async (rows: ConversationTemplateInput[]) => {
    setRefusal(null);
    try {
      const result = await importRows({ rows }).unwrap();
      toast.success(t('templates.import.done', { count: result?.data?.length ?? rows.length }));
      setParsed(null);
      onClose();
    } catch (error) {
      const failure = validationFailureOf(error);
      const body = (error as { response?: { data?: Parameters<typeof rowErrorsOf>[0] } }).response?.data;
      // `errors.rows` carries the summary ("2 rows have errors. Nothing was imported."); `message` is generic.
      if (failure)
        setRefusal({ message: body?.errors?.rows?.[0] ?? body?.message ?? null, rowErrors: rowErrorsOf(body) });
      else {
        setRefusal({ message: null, rowErrors: [] });
        reportApiError(error, toast.error);
      }
    }
  };

  const message: IssueMessage = (code, params) => t(`templates.import.issues.${code}`, params);

  const chooseFile = async (file: Blob & { name?: string }) => {
    setRefusal(null);
    setReadFailed(false);
    try {
      const text = await readText(file);
      const mapped = mapImportRecords(parseCsvRecords(text), lookups, message);
      setParsed({ name: file.name ?? 'import.csv', ...mapped });
    } catch {
      setParsed(null);
      setReadFailed(true);
    }
  };

  const report = useMemo<ImportRowError[]>(() => {
    if (parsed?.errors.length) return parsed.errors;
    return refusal?.rowErrors ?? [];
  }, [parsed, refusal]);

  const clientFailed = Boolean(parsed?.errors.length);
  const serverFailed = refusal !== null;
  const ready = parsed !== null && !clientFailed && parsed.rows.length > 0;
  const problemRows = new Set(report.map((item) => item.row)).size;
  // Problems of the file as a whole (empty, a missing column) are said as they are, not counted as "rows".
  const fileProblems = report.every((item) => item.row === 0);

  const downloadSample = () => downloadCsv('conversation-templates-sample.csv', sampleTemplatesCsv(lookups));

  return (
    <Modal
      open={open}
      title={t('templates.import.title')}
      onCancel={close}
      width={760}
      destroyOnHidden
      mask={{ closable: !importing }}
      closable={!importing}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close} disabled={importing}>
            {t('templates.import.cancel')}
          </Button>
          <Button
            type="primary"
            disabled={!ready || (serverFailed && refusal.rowErrors.length > 0)}
            loading={importing}
            onClick={() => parsed && void submit(parsed.rows)}
          >
            {ready ? t('templates.import.submitCount', { count: parsed.rows.length }) : t('templates.import.submit')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12} data-testid="template-import">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('templates.import.intro')}{' '}
          <Typography.Text code>title, shortcut, scope, department, category, body, isActive</Typography.Text>
        </Typography.Paragraph>
        <div>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={downloadSample}
            style={{ paddingInline: 0 }}
            disabled={lookups.status !== 'ready'}
          >
            {t('templates.import.sample')}
          </Button>
        </div>

        {lookups.status === 'error' ? (
          <Alert
            type="error"
            showIcon
            title={t('templates.import.lookupsFailed')}
            action={
              <Button size="small" icon={<ReloadOutlined />} onClick={lookups.retry}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : null}

        <Spin spinning={lookups.status === 'loading' || lookups.status === 'idle'}>
          <Upload.Dragger
            accept=".csv,text/csv"
            multiple={false}
            showUploadList={false}
            disabled={importing || lookups.status !== 'ready'}
            beforeUpload={(file) => {
              void chooseFile(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('templates.import.drop')}</p>
            <p className="ant-upload-hint">{t('templates.import.hint')}</p>
          </Upload.Dragger>
        </Spin>

        {readFailed ? <Alert type="error" showIcon title={t('templates.import.readFailed')} /> : null}

        {parsed && ready && !serverFailed && !importing ? (
          <Alert
            type="success"
            showIcon
            icon={<CheckCircleOutlined />}
            title={t('templates.import.ready', { count: parsed.rows.length, file: parsed.name })}
          />
        ) : null}

        {importing && parsed ? (
          <div role="status" aria-live="polite">
            <Typography.Text>{t('templates.import.importing', { count: parsed.rows.length })}</Typography.Text>
            <Progress percent={100} status="active" showInfo={false} />
          </div>
        ) : null}

        {report.length ? (
          <div className="ct-import-report" data-testid="import-report">
            <Alert
              type="error"
              showIcon
              title={
                serverFailed && refusal.message && !clientFailed
                  ? refusal.message
                  : fileProblems
                    ? report.map((item) => item.message).join(' ')
                    : t('templates.import.failed', { count: problemRows })
              }
              description={t('templates.import.fixAndRetry')}
            />
            <Table<ImportRowError & { key: number }>
              className="ct-import-report"
              size="small"
              aria-label={t('templates.import.reportLabel')}
              dataSource={report.map((item, index) => ({ ...item, key: index }))}
              pagination={report.length > 8 ? { pageSize: 8, size: 'small', showSizeChanger: false } : false}
              columns={[
                {
                  key: 'row',
                  dataIndex: 'row',
                  title: t('templates.import.row'),
                  width: 80,
                  render: (row: number) => (row > 0 ? row : '—'),
                },
                {
                  key: 'field',
                  dataIndex: 'field',
                  title: t('templates.import.column'),
                  width: 130,
                  render: (field: string) => (field ? <Typography.Text code>{field}</Typography.Text> : '—'),
                },
                { key: 'message', dataIndex: 'message', title: t('templates.import.problem') },
              ]}
            />
          </div>
        ) : null}

        {serverFailed && !report.length && refusal.message ? (
          <Alert type="error" showIcon title={refusal.message} />
        ) : null}
      </Flex>
    </Modal>
  );
}
