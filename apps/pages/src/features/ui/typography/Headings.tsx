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
        h1 · {sample}
      </div>
      <div style={{ fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2, fontWeight: 600 }}>
        h2 · {sample}
      </div>
      <Typography.Title level={3} style={{ margin: 0 }}>
        h3 · {sample}
      </Typography.Title>
      <Typography.Title level={4} style={{ margin: 0 }}>
        h4 · {sample}
      </Typography.Title>
      <Typography.Title level={5} style={{ margin: 0 }}>
        h5 · {sample}
      </Typography.Title>
    </Flex>
  );
}
