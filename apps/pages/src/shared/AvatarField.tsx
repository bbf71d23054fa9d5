// The picture control of the user edit and account settings forms: the current picture (or initials), a
// button to choose another (JPG, PNG or GIF of at most 800 KB, read here into a data URL that the form saves)
// and one to remove it. A refused file changes nothing and says why, next to the button. Which pictures are
// taken is the contracts' avatarProblem, the very rule the server checks the saved data URL with.
import { useState } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarProblem } from '@live-agent/contracts';
import { PersonAvatar } from './PersonAvatar';

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

export function AvatarField({
  value = '',
  onChange,
  name,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  /** The person's name: initials when there is no picture, and the image's alt text. */
  name: string;
  id?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Flex gap={16} align="center" wrap>
      <span data-testid="avatar-preview" style={{ flex: 'none' }}>
        <PersonAvatar
          name={name}
          src={value}
          size={88}
          shape="square"
          alt={t('avatar.alt', { name })}
          style={{ fontSize: 30 }}
        />
      </span>
      <Flex vertical gap={6} style={{ minWidth: 0 }}>
        <Flex gap={8} wrap>
          <Upload
            id={id}
            accept={AVATAR_TYPES.join(',')}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              const refused = avatarProblem(file);
              setProblem(refused ? t(`avatar.${refused}`, { name: file.name, max: MAX_KB }) : null);
              if (!refused)
                void readAsDataUrl(file).then(
                  (url) => onChange?.(url),
                  () => setProblem(t('avatar.unreadable')),
                );
              // Nothing is uploaded here: the picture goes with the form's save.
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} type="primary" ghost>
              {t('avatar.upload')}
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
              {t('avatar.remove')}
            </Button>
          ) : null}
        </Flex>
        {problem ? (
          <Typography.Text type="danger" role="alert" data-testid="avatar-problem">
            {problem}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('avatar.hint', { max: MAX_KB })}</Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
