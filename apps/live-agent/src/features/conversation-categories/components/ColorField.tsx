// The category colour as one form value ('#rrggbb'): antd's ColorPicker (hex only, no alpha) for the mouse,
// and a hex text box beside it for the keyboard and for pasting a brand colour. The form validates the text.
import { useRef } from 'react';
import { ColorPicker, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { isHexColor } from '@live-agent/contracts';
import { CATEGORY_PRESETS, DEFAULT_CATEGORY_COLOR } from '../conversationCategories.types';

export interface ColorFieldProps {
  /** Given by Form.Item so its label points at the text box. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

export function ColorField({ id, value = '', onChange }: ColorFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  // While the text is not a colour yet, the swatch keeps showing the last one that was.
  const lastValid = useRef(DEFAULT_CATEGORY_COLOR);
  if (isHexColor(value)) lastValid.current = value;
  return (
    <Space.Compact>
      <ColorPicker
        format="hex"
        disabledAlpha
        value={lastValid.current}
        onChange={(color) => onChange?.(color.toHexString().toLowerCase())}
        presets={[{ label: t('categories.form.presets'), colors: CATEGORY_PRESETS, defaultOpen: true }]}
        aria-label={t('categories.form.pickColor')}
      />
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value.trim())}
        placeholder="#7367f0"
        className="la-category-hex"
        spellCheck={false}
        autoComplete="off"
      />
    </Space.Compact>
  );
}
