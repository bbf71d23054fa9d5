// Icons and text before and after the value, a clear button and a password's show/hide toggle, each named in
// the page's language.
import { Input } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useClearable } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

export function InputAffixes() {
  const { t } = useTranslation(NAMESPACE);
  const clearable = useClearable();
  const label = (key: string) => t(`formElements.input.affixes.${key}`);
  // The eye is the toggle's only content: it names it (antd would expose the icon's internal name).
  const eye = (visible: boolean) =>
    visible ? <EyeOutlined aria-label={label('hide')} /> : <EyeInvisibleOutlined aria-label={label('show')} />;
  return (
    <div className="elements-stack">
      <Input aria-label={label('user')} prefix={<UserOutlined aria-hidden />} placeholder={label('user')} />
      <Input aria-label={label('price')} prefix="€" suffix="EUR" inputMode="decimal" />
      <Input aria-label={label('search')} suffix={<SearchOutlined aria-hidden />} allowClear={clearable} />
      <Input.Password aria-label={label('password')} prefix={<LockOutlined aria-hidden />} iconRender={eye} />
    </div>
  );
}
