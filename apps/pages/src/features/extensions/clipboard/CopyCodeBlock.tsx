// Copy a code block: the button sits at the block's end corner (on the left in right-to-left languages).
import { Button } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useCopy } from './useCopy';
import { CopyStatus } from './CopyStatus';

const SNIPPET = `<script src="/widget.js" data-team="support" defer></script>`;

export function CopyCodeBlock() {
  const { t } = useTranslation(NAMESPACE);
  const { copy, state, message } = useCopy();
  return (
    <div>
      <div style={{ position: 'relative' }}>
        <pre
          className="ext-editor-source"
          dir="ltr"
          role="region"
          tabIndex={0}
          aria-label={t('extensions.clipboard.snippet')}
        >
          <code>{SNIPPET}</code>
        </pre>
        <Button
          size="small"
          icon={<CopyOutlined />}
          aria-label={t('extensions.clipboard.copySnippet')}
          onClick={() => copy(SNIPPET)}
          style={{ position: 'absolute', insetBlockStart: 4, insetInlineEnd: 4 }}
        />
      </div>
      <CopyStatus state={state} message={message} />
    </div>
  );
}
