import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

const { Text } = Typography;

export default function TextStyles() {
  const { t } = useTranslation(NAMESPACE);
  const k = (key: string) => t(`uiShowcase.typography.${key}`);
  return (
    <Flex vertical gap={6} align="start">
      <Text>{k('default')}</Text>
      <Text type="secondary">{k('secondary')}</Text>
      <Text type="success">{k('success')}</Text>
      <Text type="warning">{k('warning')}</Text>
      <Text type="danger">{k('danger')}</Text>
      <Flex gap={12} wrap>
        <Text strong>{k('strong')}</Text>
        <Text italic>{k('italic')}</Text>
        <Text underline>{k('underline')}</Text>
        <Text delete>{k('deleted')}</Text>
        <Text mark>{k('marked')}</Text>
        <Text code>npm run build</Text>
        <Text keyboard>Ctrl</Text>
        <Link to="/ui/colors">{k('link')}</Link>
      </Flex>
    </Flex>
  );
}
