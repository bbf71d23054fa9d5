// The switch an example turns something on with (loading, animated, accordion), its visible label beside it: the
// label names the switch and a click on it flips the switch.
import { useId } from 'react';
import { Flex, Switch } from 'antd';

export function LabelledSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <Flex gap={8} align="center">
      <Switch id={id} checked={checked} onChange={onChange} />
      <label htmlFor={id}>{label}</label>
    </Flex>
  );
}
