// Several files at once, dropped on the area or chosen with the button. Each file's type and size are checked
// before it is read (a refused file is named in the message); each accepted file shows its own progress bar as
// FileReader reads it, and images get a preview from an object URL that is revoked when the file is removed.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Progress, Typography, Upload, type UploadProps } from 'antd';
import { DeleteOutlined, FileOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

const TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'application/pdf', 'text/plain', 'text/csv'];
const MAX_BYTES = 2 * 1024 * 1024;

interface Entry {
  uid: string;
  name: string;
  size: number;
  percent: number;
  done: boolean;
  preview?: string;
}

export function MultiUpload() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const kilobytes = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
  const limit = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte' }).format(MAX_BYTES / 1024 ** 2);
  const update = (uid: string, change: Partial<Entry>) =>
    setEntries((current) => current.map((entry) => (entry.uid === uid ? { ...entry, ...change } : entry)));

  const props: UploadProps = {
    multiple: true,
    showUploadList: false,
    accept: TYPES.join(','),
    beforeUpload: (file) => {
      const refusal = !TYPES.includes(file.type)
        ? t('extensions.fileUpload.wrongType', { name: file.name })
        : file.size > MAX_BYTES
          ? t('extensions.fileUpload.tooLarge', { name: file.name, max: limit })
          : null;
      if (refusal) setRefusals((current) => [...current, refusal]);
      return refusal ? Upload.LIST_IGNORE : true;
    },
    // Reading the file stands in for sending it: its progress events drive the file's own bar.
    customRequest: ({ file }) => {
      const blob = file as File & { uid: string };
      const preview = blob.type.startsWith('image/') ? URL.createObjectURL(blob) : undefined;
      if (preview) previews.current.add(preview);
      setEntries((current) => [
        ...current,
        { uid: blob.uid, name: blob.name, size: blob.size, percent: 0, done: false, preview },
      ]);
      const reader = new FileReader();
      reader.onprogress = (event) => {
        if (event.lengthComputable) update(blob.uid, { percent: Math.round((event.loaded / event.total) * 100) });
      };
      reader.onload = () => update(blob.uid, { percent: 100, done: true });
      reader.readAsArrayBuffer(blob);
    },
  };

  const remove = (entry: Entry) => {
    if (entry.preview) {
      URL.revokeObjectURL(entry.preview);
      previews.current.delete(entry.preview);
    }
    setEntries((current) => current.filter((other) => other.uid !== entry.uid));
  };

  return (
    <Flex vertical gap={12}>
      <Upload.Dragger {...props}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('extensions.fileUpload.drop')}</p>
        <p className="ant-upload-hint">{t('extensions.fileUpload.hint', { max: limit })}</p>
      </Upload.Dragger>
      <Flex gap={8} wrap align="center">
        <Upload {...props}>
          <Button icon={<UploadOutlined />}>{t('extensions.fileUpload.choose')}</Button>
        </Upload>
        {refusals.length > 0 && <Button onClick={() => setRefusals([])}>{t('extensions.fileUpload.dismiss')}</Button>}
      </Flex>
      {refusals.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('extensions.fileUpload.refused', { count: refusals.length })}
          description={
            <ul className="ext-plain-list">
              {refusals.map((refusal, index) => (
                <li key={index}>{refusal}</li>
              ))}
            </ul>
          }
        />
      )}
      <section aria-label={t('extensions.fileUpload.listLabel')}>
        {entries.length === 0 ? (
          <Typography.Text type="secondary">{t('extensions.fileUpload.empty')}</Typography.Text>
        ) : (
          <ul className="ext-rows">
            {entries.map((entry) => (
              <li key={entry.uid} className="ext-row" data-testid="upload-entry">
                {entry.preview ? (
                  <img
                    className="ext-preview"
                    src={entry.preview}
                    alt={t('extensions.fileUpload.preview', { name: entry.name })}
                  />
                ) : (
                  <FileOutlined aria-hidden style={{ fontSize: 32 }} />
                )}
                <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Text ellipsis>{entry.name}</Typography.Text>
                  <Typography.Text type="secondary">
                    {kilobytes.format(entry.size / 1024)} ·{' '}
                    {entry.done ? t('extensions.fileUpload.read') : t('extensions.fileUpload.reading')}
                  </Typography.Text>
                  <Progress
                    percent={entry.percent}
                    size="small"
                    status={entry.done ? 'success' : 'active'}
                    aria-label={t('extensions.fileUpload.progress', { name: entry.name })}
                  />
                </Flex>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('extensions.fileUpload.remove', { name: entry.name })}
                  onClick={() => remove(entry)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Flex>
  );
}
