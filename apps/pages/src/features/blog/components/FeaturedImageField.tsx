// The featured image of the blog edit form: a preview (or an empty frame) in the pages' image field
// (shared/ImageField.tsx: the same rule and limits as the pictures of the user forms), whose texts are
// `blog.edit.image.*`.
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { ImageField, type ImageFieldProps } from '../../../shared/ImageField';

export function FeaturedImageField(field: ImageFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ImageField
      {...field}
      strings="blog.edit.image"
      testId="featured"
      preview={
        field.value ? (
          <img
            src={field.value}
            alt={t('blog.edit.image.alt')}
            className="pages-blog-image-preview"
            data-testid="featured-preview"
          />
        ) : (
          <span className="pages-blog-image-empty" data-testid="featured-preview">
            <PictureOutlined aria-hidden /> <span style={{ marginInlineStart: 6 }}>{t('blog.edit.image.none')}</span>
          </span>
        )
      }
    />
  );
}
