import { Flex, Steps } from 'antd';
import { SmileOutlined, SolutionOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function StepsBasic() {
  const { t } = useTranslation(NAMESPACE);
  const step = (key: string) => t(`uiShowcase.steps.${key}`);
  return (
    <Flex vertical gap={24}>
      <Steps
        current={1}
        items={[
          { title: step('account'), content: step('accountText') },
          { title: step('team'), content: step('teamText') },
          { title: step('done') },
        ]}
      />
      <Steps
        size="small"
        current={1}
        status="error"
        items={[
          { title: step('account'), icon: <UserOutlined /> },
          { title: step('verify'), icon: <SolutionOutlined />, content: step('verifyFailed') },
          { title: step('done'), icon: <SmileOutlined /> },
        ]}
      />
    </Flex>
  );
}
