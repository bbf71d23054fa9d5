// Writing a message: Enter sends, Shift+Enter adds a line, a blank message is not sent, and near the limit a
// counter shows (over it, sending waits until the text is shortened: nothing is cut off; the message is the
// server's, from the message's schema: chat.rules.ts). The draft of each conversation is kept while another is open.
import { useState, type KeyboardEvent } from 'react';
import { Button, Input, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '@live-agent/contracts';
import { UI_NAMESPACE } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { messageProblem } from '../chat.rules';

/** From this many characters on, the counter shows. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

const drafts = new Map<number, string>();

export function Composer({
  contactId,
  name,
  onSend,
}: {
  contactId: number;
  name: string;
  onSend: (message: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: rulesT } = useTranslation(UI_NAMESPACE);
  const [text, setText] = useState(() => drafts.get(contactId) ?? '');
  const length = text.trim().length;
  // A blank message only keeps Send disabled; what else is wrong (too long) shows in place of the counter.
  const problem = length === 0 ? null : messageProblem(rulesT, text);
  const tooLong = problem !== null;

  const change = (value: string) => {
    setText(value);
    drafts.set(contactId, value);
  };

  const send = () => {
    if (length === 0 || tooLong) return;
    onSend(text.trim());
    change('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="chat-composer-field">
        <Input.TextArea
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 6 }}
          placeholder={t('composer.placeholder')}
          aria-label={t('composer.label', { name })}
          aria-describedby="chat-composer-hint"
          aria-invalid={tooLong || undefined}
          status={tooLong ? 'error' : undefined}
          data-testid="composer"
        />
        <div className="chat-composer-help" id="chat-composer-hint">
          <Typography.Text type="secondary" className="chat-composer-hint">
            {t('composer.hint')}
          </Typography.Text>
          {length >= COUNTER_FROM || tooLong ? (
            <Typography.Text type={tooLong ? 'danger' : 'secondary'} aria-live="polite" data-testid="composer-counter">
              {tooLong ? problem : t('composer.counter', { count: length, max: CHAT_MESSAGE_MAX })}
            </Typography.Text>
          ) : null}
        </div>
      </div>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SendOutlined />}
        disabled={length === 0 || tooLong}
        aria-label={t('composer.send')}
      >
        <span className="chat-composer-send-text">{t('composer.send')}</span>
      </Button>
    </form>
  );
}
