// The composer's files: picked with the Attach button or dropped on the composer, each checked by the schema the
// server checks with (contracts: type and size; the count) before it is read, so a refused file is named at once and
// never uploaded. An accepted file is read as a `data:` URL, which is what travels and what the sent mail offers for
// download.
import { useRef } from 'react';
import { Button, Typography } from 'antd';
import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_ATTACHMENT_TYPES,
  EMAIL_ATTACHMENTS_MAX,
  checkAgainst,
  emailAttachmentFileSchema,
  type EmailAttachmentUpload,
} from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { fileSize } from '../email.format';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/**
 * Checks `files` against what the mail holds already and reads the accepted ones: the refusals come back as texts
 * at once, the accepted files once read.
 */
export function attachFilesWith(
  t: (key: string, values?: Record<string, unknown>) => string,
  held: () => number,
  onAdd: (files: EmailAttachmentUpload[]) => void,
  onProblems: (problems: string[]) => void,
) {
  return (files: FileList | File[]) => {
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of Array.from(files)) {
      const checked = checkAgainst(emailAttachmentFileSchema, {
        fileName: file.name,
        type: file.type,
        size: file.size,
      });
      if (!checked.ok) {
        problems.push(...(checked.issues[''] ?? []).map(({ key, values }) => t(`rules.${key}`, values)));
      } else if (held() + accepted.length >= EMAIL_ATTACHMENTS_MAX) {
        const tooMany = t('rules.attachmentCount', { max: EMAIL_ATTACHMENTS_MAX });
        if (!problems.includes(tooMany)) problems.push(tooMany);
      } else accepted.push(file);
    }
    onProblems(problems);
    if (!accepted.length) return;
    void Promise.all(
      accepted.map(async (file) => {
        try {
          const content = await readAsDataUrl(file);
          return { fileName: file.name, type: file.type, size: file.size, content };
        } catch {
          return file.name;
        }
      }),
    ).then((read) => {
      const unread = read.filter((item): item is string => typeof item === 'string');
      if (unread.length) onProblems(unread.map((name) => t('rules.attachmentBroken', { name })));
      onAdd(read.filter((item): item is EmailAttachmentUpload => typeof item !== 'string'));
    });
  };
}

export function AttachButton({ onFiles }: { onFiles: (files: FileList) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button icon={<PaperClipOutlined />} onClick={() => input.current?.click()} data-testid="compose-attach">
        {t('compose.attach')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={EMAIL_ATTACHMENT_TYPES.join(',')}
        aria-label={t('compose.attach')}
        data-testid="compose-file-input"
        onChange={(event) => {
          if (event.target.files?.length) onFiles(event.target.files);
          // The same file may be picked again after it was removed.
          event.target.value = '';
        }}
      />
    </>
  );
}

export function AttachmentList({
  files,
  problems,
  onRemove,
}: {
  files: ReadonlyArray<Pick<EmailAttachmentUpload, 'fileName' | 'size'>>;
  problems: string[];
  onRemove: (index: number) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <>
      {files.length > 0 && (
        <ul className="email-composer-files" aria-label={t('compose.attachments')}>
          {files.map((file, index) => (
            <li key={`${file.fileName}-${index}`} className="email-composer-file">
              <PaperClipOutlined aria-hidden />
              <span className="email-attachment-name">{file.fileName}</span>
              <Typography.Text type="secondary">{fileSize(file.size, i18n.language)}</Typography.Text>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('compose.removeAttachment', { name: file.fileName })}
                title={t('compose.removeAttachment', { name: file.fileName })}
                onClick={() => onRemove(index)}
              />
            </li>
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <span className="email-field-error" role="alert" data-testid="compose-file-problems">
          {problems.join(' ')}
        </span>
      )}
    </>
  );
}
