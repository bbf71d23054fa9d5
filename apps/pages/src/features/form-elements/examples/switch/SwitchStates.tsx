// On and off, small, with text, loading and disabled; each switch is named by its label.
import { useState } from 'react';
import { Flex, Switch, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export function SwitchStates() {
  const { t } = useTranslation(NAMESPACE);
  const [notify, setNotify] = useState(true);
  const label = (key: string) => t(`formElements.switch.states.${key}`);
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" align="center">
        <Switch aria-label={label('notify')} checked={notify} onChange={setNotify} />
        <Typography.Text>{notify ? label('on') : label('off')}</Typography.Text>
      </Flex>
      <Switch aria-label={label('small')} size="small" defaultChecked />
      <Switch
        aria-label={label('icons')}
        checkedChildren={<CheckOutlined aria-hidden />}
        unCheckedChildren={<CloseOutlined aria-hidden />}
        defaultChecked
      />
      <Switch aria-label={label('text')} checkedChildren={label('on')} unCheckedChildren={label('off')} />
      <Switch aria-label={label('loading')} loading defaultChecked />
      <Switch aria-label={label('disabled')} disabled />
    </Flex>
  );
}
