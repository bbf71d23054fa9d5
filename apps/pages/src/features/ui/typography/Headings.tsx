import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

export default function Headings() {
  const { t } = useTranslation(NAMESPACE);
  const { token } = theme.useToken();
  // A page has one h1 (its title) and its sections' h2: here the sizes of levels 1 and 2 are shown on plain text,
  // and levels 3 to 5 as real headings under this example's h2.
  const sample = t('uiShowcase.typography.sample');
  return (
    <Flex vertical gap={4}>
      <div style={{ fontSize: token.fontSizeHeading1, lineHeight: token.lineHeightHeading1, fontWeight: 600 }}>
        <bdi>h1 · {sample}</bdi>
      </div>
      <div style={{ fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2, fontWeight: 600 }}>
        <bdi>h2 · {sample}</bdi>
      </div>
      <Typography.Title level={3} style={{ margin: 0 }}>
        <bdi>h3 · {sample}</bdi>
      </Typography.Title>
      <Typography.Title level={4} style={{ margin: 0 }}>
        <bdi>h4 · {sample}</bdi>
      </Typography.Title>
      <Typography.Title level={5} style={{ margin: 0 }}>
        <bdi>h5 · {sample}</bdi>
      </Typography.Title>
    </Flex>
  );
}
