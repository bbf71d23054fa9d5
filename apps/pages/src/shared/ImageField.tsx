// The image control of the pages' forms (a user's or the account's picture, AvatarField; a post's featured image,
// features/blog): the current image beside a button to choose another (JPG, PNG or GIF of at most 800 KB, read here
// into a data URL that the form saves) and one to remove it. A refused file changes nothing and says why, next to
// the button. Which images are taken is the contracts' avatarProblem, the very rule the server checks the saved data
// URL with.
import { useState, type ReactNode } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarProblem } from '@live-agent/contracts';

/** The limit the messages name, in KB. */
const MAX_KB = AVATAR_MAX_BYTES / 1024;

/** A chosen file as a data URL (what the forms save). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export interface ImageFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

export function ImageField({
  value = '',
  onChange,
  id,
  preview,
  strings,
  testId,
}: ImageFieldProps & {
  /** The current image (or what stands for none). */
  preview: ReactNode;
  /** Where the field's texts are: `<strings>.upload`, `.remove`, `.hint`, `.unreadable` and one per refusal. */
  strings: string;
  /** Names the refusal's message for the tests: `<testId>-problem`. */
  testId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Flex gap={16} align="center" wrap>
      {preview}
      <Flex vertical gap={6} style={{ minWidth: 0 }}>
        <Flex gap={8} wrap>
          <Upload
            id={id}
            accept={AVATAR_TYPES.join(',')}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              const refused = avatarProblem(file);
              setProblem(refused ? t(`${strings}.${refused}`, { name: file.name, max: MAX_KB }) : null);
              if (!refused)
                void readAsDataUrl(file).then(
                  (url) => onChange?.(url),
                  () => setProblem(t(`${strings}.unreadable`)),
                );
              // Nothing is uploaded here: the image goes with the form's save.
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} type="primary" ghost>
              {t(`${strings}.upload`)}
            </Button>
          </Upload>
          {value ? (
            <Button
              icon={<DeleteOutlined />}
              onClick={() => {
                setProblem(null);
                onChange?.('');
              }}
            >
              {t(`${strings}.remove`)}
            </Button>
          ) : null}
        </Flex>
        {problem ? (
          <Typography.Text type="danger" role="alert" data-testid={`${testId}-problem`}>
            {problem}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t(`${strings}.hint`, { max: MAX_KB })}</Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
