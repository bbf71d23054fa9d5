// The picture control of the user edit and account settings forms: the current picture (or initials) in the
// pages' image field (ImageField.tsx), whose texts are the remote's `avatar.*`.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { ImageField, type ImageFieldProps } from './ImageField';
import { PersonAvatar } from './PersonAvatar';

export function AvatarField({
  name,
  ...field
}: ImageFieldProps & {
  /** The person's name: initials when there is no picture, and the image's alt text. */
  name: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ImageField
      {...field}
      strings="avatar"
      testId="avatar"
      preview={
        <span data-testid="avatar-preview" style={{ flex: 'none' }}>
          <PersonAvatar
            name={name}
            src={field.value ?? ''}
            size={88}
            shape="square"
            alt={t('avatar.alt', { name })}
            style={{ fontSize: 30 }}
          />
        </span>
      }
    />
  );
}
