// The message's text with a small formatting toolbar: bold, italic, bulleted and numbered lists and links, over a
// contentEditable box and the browser's own editing commands (`document.execCommand`: no editor package, so the
// composer stays light). What it holds is HTML: pasted or dropped markup is sanitised before it enters the box (so
// nothing pasted can run in it), and the composer sanitises the whole text again when it sends (email.format.ts).
// Ctrl+B and Ctrl+I are the browser's own; Tab leaves the box.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Input, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isWebAddress } from '@live-agent/contracts';
import { UI_NAMESPACE } from '@live-agent/ui-kit';
import { sanitizeHtml } from '@live-agent/ui-kit/safe-html';
import { NAMESPACE } from '../../../i18n';
import { escapeHtml } from '../email.format';

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';

const COMMANDS: Array<{ command: Command; key: string; icon: React.ReactNode }> = [
  { command: 'bold', key: 'bold', icon: <BoldOutlined /> },
  { command: 'italic', key: 'italic', icon: <ItalicOutlined /> },
  { command: 'insertUnorderedList', key: 'bulletList', icon: <UnorderedListOutlined /> },
  { command: 'insertOrderedList', key: 'numberedList', icon: <OrderedListOutlined /> },
];

// execCommand is deprecated but is every browser's editing command set, and has no replacement yet; where it is
// missing (jsdom), the buttons do nothing rather than fail.
const run = (command: string, value?: string) =>
  typeof document.execCommand === 'function' && document.execCommand(command, false, value);
const isOn = (command: Command) =>
  typeof document.queryCommandState === 'function' && document.queryCommandState(command);

export function MessageEditor({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  placeholder: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: rulesT } = useTranslation(UI_NAMESPACE);
  const box = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [active, setActive] = useState<Command[]>([]);
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('https://');
  const [addressProblem, setAddressProblem] = useState<string | null>(null);

  // The box is not controlled by React (the caret would jump): only a value from outside (a reopened draft, Undo)
  // is written into it.
  useLayoutEffect(() => {
    if (box.current && box.current.innerHTML !== value) box.current.innerHTML = sanitizeHtml(value);
  }, [value]);

  // The toolbar says which formats the caret is in.
  useEffect(() => {
    const onSelection = () => {
      if (!box.current?.contains(document.getSelection()?.anchorNode ?? null)) return;
      setActive(COMMANDS.map(({ command }) => command).filter(isOn));
    };
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
  }, []);

  const changed = () => onChange(box.current?.innerHTML ?? '');
  const insertClean = (html: string, text: string) => {
    const clean = html ? sanitizeHtml(html) : escapeHtml(text).replace(/\n/g, '<br>');
    if (!run('insertHTML', clean) && box.current) {
      // Without the editing commands: in place of the selection, or at the end.
      const selection = document.getSelection();
      const range =
        selection?.rangeCount && box.current.contains(selection.anchorNode) ? selection.getRangeAt(0) : null;
      const fragment = document.createRange().createContextualFragment(clean);
      if (range) {
        range.deleteContents();
        range.insertNode(fragment);
      } else box.current.append(fragment);
    }
    changed();
  };
  const format = (command: Command) => {
    box.current?.focus();
    run(command);
    setActive(COMMANDS.map((item) => item.command).filter(isOn));
    changed();
  };
  const startLink = () => {
    const selection = document.getSelection();
    saved.current =
      selection && selection.rangeCount && box.current?.contains(selection.anchorNode)
        ? selection.getRangeAt(0).cloneRange()
        : null;
    setAddressProblem(null);
    setLinking(true);
  };
  const addLink = () => {
    const url = address.trim();
    if (!isWebAddress(url)) {
      setAddressProblem(rulesT('rules.url'));
      return;
    }
    box.current?.focus();
    const selection = document.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    // A link over the selected words, or the address itself where nothing is selected.
    if (selection?.isCollapsed) run('insertHTML', `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    else run('createLink', url);
    setLinking(false);
    setAddress('https://');
    changed();
  };

  return (
    <div className="email-editor">
      <div className="email-editor-toolbar" role="toolbar" aria-label={t('compose.formatting')}>
        {COMMANDS.map(({ command, key, icon }) => (
          <Tooltip key={command} title={t(`compose.format.${key}`)}>
            <Button
              type={active.includes(command) ? 'primary' : 'text'}
              size="small"
              icon={icon}
              aria-label={t(`compose.format.${key}`)}
              aria-pressed={active.includes(command)}
              // Keeps the selection in the text while the button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => format(command)}
            />
          </Tooltip>
        ))}
        <Tooltip title={t('compose.format.link')}>
          <Button
            type={linking ? 'primary' : 'text'}
            size="small"
            icon={<LinkOutlined />}
            aria-label={t('compose.format.link')}
            aria-expanded={linking}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => (linking ? setLinking(false) : startLink())}
          />
        </Tooltip>
      </div>
      {linking && (
        <div className="email-editor-link">
          <Input
            size="small"
            autoFocus
            aria-label={t('compose.format.linkAddress')}
            value={address}
            status={addressProblem ? 'error' : undefined}
            onChange={(event) => {
              setAddress(event.target.value);
              setAddressProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                setLinking(false);
                box.current?.focus();
              }
            }}
          />
          <Button size="small" type="primary" onClick={addLink}>
            {t('compose.format.addLink')}
          </Button>
          {addressProblem && (
            <span className="email-field-error" role="alert">
              {addressProblem}
            </span>
          )}
        </div>
      )}
      <div
        ref={box}
        className="email-composer-text email-editor-box"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline
        aria-label={label}
        data-placeholder={placeholder}
        tabIndex={0}
        onInput={changed}
        onPaste={(event) => {
          event.preventDefault();
          insertClean(event.clipboardData.getData('text/html'), event.clipboardData.getData('text/plain'));
        }}
        onDrop={(event) => {
          // Files are the composer's (attachments); dropped text or markup enters cleaned.
          if (event.dataTransfer.files.length) return;
          event.preventDefault();
          insertClean(event.dataTransfer.getData('text/html'), event.dataTransfer.getData('text/plain'));
        }}
      />
    </div>
  );
}
