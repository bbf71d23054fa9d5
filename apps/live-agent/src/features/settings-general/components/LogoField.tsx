// The logo control of General Settings: the current logo or a preview of the chosen file, a button to choose
// another (contracts' logo rule: PNG, JPEG, GIF, WebP or SVG up to 1 MB, which the form's rule explains for a refused
// file) and one to remove it.
// Its value is the pending change (keep / replace / remove), so the form can check it and reset it.
import { useEffect, useState } from 'react';
import { Avatar, Button, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, PictureOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { LOGO_MAX_BYTES, LOGO_TYPES, logoProblem } from '@live-agent/contracts';
import type { LogoChange } from '../organizationSettings.types';

/** A displayable URL for a chosen file: an object URL (revoked when the file changes or the field goes). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return undefined;
    }
    if (typeof URL.createObjectURL === 'function') {
      const url = URL.createObjectURL(file);
      setPreview(url);
      return () => URL.revokeObjectURL(url);
    }
    // Environments without object URLs (older engines, jsdom) read the file instead.
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current) setPreview(typeof reader.result === 'string' ? reader.result : null);
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
      reader.abort();
    };
  }, [file]);
  return preview;
}

export function LogoField({
  value = { kind: 'keep' },
  onChange,
  current,
  name,
  disabled,
  id,
}: {
  value?: LogoChange;
  onChange?: (change: LogoChange) => void;
  /** The saved logo ('' when none). */
  current: string;
  /** The organisation name, for the image's alt text. */
  name: string;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const chosen = value.kind === 'replace' && logoProblem(value.file) === null ? value.file : null;
  const preview = usePreview(chosen);
  // A refused file shows nothing new (the form's rule says why); the saved logo stays in view meanwhile.
  const shown = value.kind === 'remove' ? '' : chosen ? (preview ?? '') : current;

  return (
    <Flex gap={16} align="center" wrap>
      <Avatar
        shape="square"
        size={80}
        src={shown || undefined}
        alt={shown ? t('general.logo.alt', { name }) : undefined}
        icon={shown ? undefined : <PictureOutlined />}
        className="la-logo-preview"
        data-testid="logo-preview"
        style={{ flex: 'none', background: shown ? 'transparent' : undefined }}
      />
      <Flex vertical gap={6}>
        <Flex gap={8} wrap>
          <Upload
            id={id}
            accept={LOGO_TYPES.join(',')}
            showUploadList={false}
            maxCount={1}
            disabled={disabled}
            beforeUpload={(file) => {
              onChange?.({ kind: 'replace', file });
              // Nothing is uploaded here: the file goes with the form's save.
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={disabled}>
              {current || value.kind === 'replace' ? t('general.logo.change') : t('general.logo.upload')}
            </Button>
          </Upload>
          {shown ? (
            <Button icon={<DeleteOutlined />} danger disabled={disabled} onClick={() => onChange?.({ kind: 'remove' })}>
              {t('general.logo.remove')}
            </Button>
          ) : null}
          {value.kind !== 'keep' ? (
            <Button
              icon={<UndoOutlined />}
              type="text"
              disabled={disabled}
              onClick={() => onChange?.({ kind: 'keep' })}
            >
              {t('general.logo.undo')}
            </Button>
          ) : null}
        </Flex>
        <Typography.Text type="secondary">
          {chosen
            ? t('general.logo.pending', { file: chosen.name })
            : value.kind === 'remove'
              ? t('general.logo.removing')
              : t('general.logo.hint', { max: LOGO_MAX_BYTES / 1024 / 1024 })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
