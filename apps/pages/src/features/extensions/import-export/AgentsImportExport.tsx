// A table exported as CSV (papaparse) or Excel (exceljs, loaded only when asked for), and imported back from a
// .csv or .xlsx file: each row is checked, bad rows are listed with their line and reason, good rows are added,
// and a file that cannot be read changes nothing.
import { useRef, useState } from 'react';
import { Alert, Button, Flex, Table, Upload } from 'antd';
import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import Papa from 'papaparse';
import { useTranslation } from 'react-i18next';
import { downloadCsv, useTableAccessibility } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { checkRecords, COLUMNS, START_AGENTS, type Agent, type ImportResult } from './agents';

const read = (file: Blob, as: 'text' | 'buffer') =>
  new Promise<string | ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    if (as === 'text') reader.readAsText(file);
    else reader.readAsArrayBuffer(file);
  });

async function recordsOf(file: File): Promise<{ header: string[]; records: Record<string, string>[] }> {
  if (/\.xlsx$/i.test(file.name)) {
    const { Workbook } = await import(/* webpackChunkName: "exceljs" */ 'exceljs');
    const workbook = new Workbook();
    await workbook.xlsx.load((await read(file, 'buffer')) as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) =>
      rows.push(COLUMNS.map((_, index) => String(row.getCell(index + 1).text ?? ''))),
    );
    const [first = [], ...body] = rows;
    const header = first.map((name) => name.trim().toLowerCase());
    return {
      header,
      records: body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index]]))),
    };
  }
  const parsed = Papa.parse<Record<string, string>>(String(await read(file, 'text')), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (header) =>
      header
        .replace(/^\uFEFF/, '')
        .trim()
        .toLowerCase(),
  });
  if (!parsed.meta.fields?.length) throw new Error('no header');
  return { header: parsed.meta.fields, records: parsed.data };
}

export function AgentsImportExport() {
  const { t } = useTranslation(NAMESPACE);
  const [agents, setAgents] = useState<Agent[]>(START_AGENTS);
  const [result, setResult] = useState<(ImportResult & { file: string }) | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const table = useRef<HTMLDivElement>(null);
  useTableAccessibility(table, t('extensions.importExport.tableLabel'));

  const exportCsv = () =>
    downloadCsv(
      'agents.csv',
      Papa.unparse(
        { fields: [...COLUMNS], data: agents.map((agent) => COLUMNS.map((column) => agent[column])) },
        { escapeFormulae: true },
      ),
    );

  const exportExcel = async () => {
    const { Workbook } = await import(/* webpackChunkName: "exceljs" */ 'exceljs');
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('Agents');
    sheet.addRow([...COLUMNS]);
    agents.forEach((agent) => sheet.addRow(COLUMNS.map((column) => agent[column])));
    const buffer = await workbook.xlsx.writeBuffer();
    const url = URL.createObjectURL(
      new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'agents.xlsx';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url));
  };

  const importFile = async (file: File) => {
    setResult(null);
    setFileError(null);
    try {
      const { header, records } = await recordsOf(file);
      const checked = checkRecords(header, records);
      if (!checked)
        return setFileError(
          t('extensions.importExport.wrongColumns', { name: file.name, columns: COLUMNS.join(', ') }),
        );
      setAgents((current) => {
        let next = Math.max(0, ...current.map((agent) => agent.id));
        return [...current, ...checked.valid.map((agent) => ({ ...agent, id: ++next }))];
      });
      setResult({ ...checked, file: file.name });
    } catch {
      setFileError(t('extensions.importExport.unreadable', { name: file.name }));
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Button icon={<DownloadOutlined />} onClick={exportCsv}>
          {t('extensions.importExport.exportCsv')}
        </Button>
        <Button icon={<FileExcelOutlined />} onClick={exportExcel}>
          {t('extensions.importExport.exportExcel')}
        </Button>
        <Upload accept=".csv,.xlsx" showUploadList={false} beforeUpload={(file) => (importFile(file), false)}>
          <Button icon={<UploadOutlined />}>{t('extensions.importExport.import')}</Button>
        </Upload>
      </Flex>
      {fileError && <Alert type="error" showIcon role="alert" title={fileError} />}
      {result && (
        <Alert
          type={result.problems.length ? 'warning' : 'success'}
          showIcon
          role="status"
          title={t('extensions.importExport.imported', { count: result.valid.length, name: result.file })}
          description={
            result.problems.length > 0 && (
              <>
                {t('extensions.importExport.skipped', { count: result.problems.length })}
                <ul className="ext-plain-list" data-testid="import-problems">
                  {result.problems.map((problem) => (
                    <li key={problem.line}>
                      {t(`extensions.importExport.problems.${problem.problem}`, {
                        line: problem.line,
                        value: problem.value,
                      })}
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        />
      )}
      <div ref={table}>
        <Table<Agent>
          rowKey="id"
          size="small"
          dataSource={agents}
          pagination={false}
          scroll={{ x: 'max-content' }}
          aria-label={t('extensions.importExport.tableLabel')}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('extensions.importExport.columns.name') },
            { key: 'email', dataIndex: 'email', title: t('extensions.importExport.columns.email') },
            {
              key: 'department',
              dataIndex: 'department',
              title: t('extensions.importExport.columns.department'),
              render: (department: Agent['department']) => t(`extensions.importExport.departments.${department}`),
            },
            { key: 'chats', dataIndex: 'chats', title: t('extensions.importExport.columns.chats'), align: 'end' },
          ]}
        />
      </div>
    </Flex>
  );
}
