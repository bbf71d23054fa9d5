// The featured image of the blog edit form: a preview (or an empty frame), a button to choose another image (JPG,
// PNG or GIF of at most 800 KB, checked by the same rule as the pictures of the user forms, then read into a
// data URL the form saves) and one to remove it. A refused file changes nothing and says why.
import { useState } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { readAsDataUrl } from '../../../shared/AvatarField';
import { AVATAR_TYPES, avatarProblem } from '../../../shared/rules';

export function FeaturedImageField({
  value = '',
  onChange,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Flex gap={16} align="center" wrap>
      {value ? (
        <img
          src={value}
          alt={t('blog.edit.image.alt')}
          className="pages-blog-image-preview"
          data-testid="featured-preview"
        />
      ) : (
        <span className="pages-blog-image-empty" data-testid="featured-preview">
          <PictureOutlined aria-hidden /> <span style={{ marginInlineStart: 6 }}>{t('blog.edit.image.none')}</span>
        </span>
      )}
      <Flex vertical gap={6} style={{ minWidth: 0 }}>
        <Flex gap={8} wrap>
          <Upload
            id={id}
            accept={AVATAR_TYPES.join(',')}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              const refused = avatarProblem(file);
              setProblem(refused ? t(`blog.edit.image.${refused}`, { name: file.name }) : null);
              if (!refused)
                void readAsDataUrl(file).then(
                  (url) => onChange?.(url),
                  () => setProblem(t('blog.edit.image.unreadable')),
                );
              // Nothing is uploaded here: the image goes with the form's save.
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} type="primary" ghost>
              {t('blog.edit.image.upload')}
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
              {t('blog.edit.image.remove')}
            </Button>
          ) : null}
        </Flex>
        {problem ? (
          <Typography.Text type="danger" role="alert" data-testid="featured-problem">
            {problem}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('blog.edit.image.hint')}</Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
