// Files picked or dropped, checked in the page (type and size) and listed; nothing leaves the browser in the demo.
import { useState } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import { DeleteOutlined, InboxOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'application/pdf'];

export function FileUpload() {
  const { t } = useTranslation(NAMESPACE);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const keep = (file: File) => {
    const problem = !TYPES.includes(file.type) ? 'type' : file.size > MAX_BYTES ? 'size' : null;
    if (problem) toast.error(t(`formElements.upload.files.${problem}`, { name: file.name }));
    else setFiles((list) => [...list, { uid: `${file.name}-${list.length}`, name: file.name, status: 'done' }]);
    // Kept in the page: the demo sends nothing.
    return false;
  };
  const props = {
    accept: TYPES.join(','),
    multiple: true,
    beforeUpload: keep,
    fileList: files,
    // Decorative icons: the remove button is named by antd's locale ("Datei entfernen"), the file by its name.
    iconRender: () => <PaperClipOutlined aria-hidden />,
    showUploadList: { removeIcon: <DeleteOutlined aria-hidden /> },
    onRemove: (file: UploadFile) => setFiles((list) => list.filter((kept) => kept.uid !== file.uid)),
  };
  return (
    <div className="elements-stack">
      <Upload {...props}>
        <Button icon={<UploadOutlined aria-hidden />}>{t('formElements.upload.files.pick')}</Button>
      </Upload>
      <Upload.Dragger {...props} fileList={[]} aria-label={t('formElements.upload.files.drop')}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p>{t('formElements.upload.files.drop')}</p>
        <p className="ant-upload-hint">{t('formElements.upload.files.hint')}</p>
      </Upload.Dragger>
    </div>
  );
}
