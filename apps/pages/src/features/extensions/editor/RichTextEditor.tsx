// A small rich-text editor: a contentEditable area with a toolbar (bold, italic, underline, lists, link). What it
// holds is run through ui-kit's sanitizeHtml and shown beside it, rendered and as HTML source. Pasted HTML is
// cleaned before it enters the area, so `<img src=x onerror=…>` never reaches the DOM with its handler.
import { useEffect, useRef, useState, type ClipboardEvent, type ReactNode } from 'react';
import { Button, Flex, Input, Tooltip, Typography } from 'antd';
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined } from '@ant-design/icons';
import { UnderlineOutlined, UnorderedListOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@live-agent/ui-kit/safe-html';
import { NAMESPACE } from '../../../i18n';

const HOSTILE = '<p>Hello</p><img src=x onerror=alert(1)><a href="javascript:alert(2)">click</a>';
const SAFE_URL = /^(https?:\/\/|mailto:)\S+$/i;

export function RichTextEditor() {
  const { t } = useTranslation(NAMESPACE);
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  // The first text only, read once: later language switches leave what the user wrote alone.
  const [initial] = useState(() => sanitizeHtml(t('extensions.editor.initial')));
  const [html, setHtml] = useState('');
  const [url, setUrl] = useState('https://');
  const [urlError, setUrlError] = useState(false);
  const clean = sanitizeHtml(html);

  const sync = () => setHtml(area.current?.innerHTML ?? '');
  useEffect(() => {
    const node = area.current;
    if (!node) return;
    node.innerHTML = initial;
    setHtml(node.innerHTML);
  }, [initial]);

  const keepSelection = () => {
    const selection = window.getSelection();
    if (selection?.rangeCount && area.current?.contains(selection.anchorNode)) saved.current = selection.getRangeAt(0);
  };
  const restoreSelection = () => {
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
  };
  const run = (command: string, value?: string) => {
    restoreSelection();
    document.execCommand?.(command, false, value);
    sync();
  };
  // Sanitised HTML goes in where the caret is (execCommand where the browser has it, a Range where it has not).
  const insert = (dirty: string) => {
    const safe = sanitizeHtml(dirty);
    restoreSelection();
    if (!document.execCommand?.('insertHTML', false, safe) && area.current) {
      const range = document.createRange();
      range.selectNodeContents(area.current);
      range.collapse(false);
      range.insertNode(range.createContextualFragment(safe));
    }
    sync();
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    keepSelection();
    const pasted = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    insert(pasted || text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`));
  };
  const addLink = () => {
    const ok = SAFE_URL.test(url.trim());
    setUrlError(!ok);
    if (ok) run('createLink', url.trim());
  };

  const tool = (label: string, icon: ReactNode, command: string) => (
    <Tooltip title={label}>
      <Button
        aria-label={label}
        icon={icon}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => run(command)}
      />
    </Tooltip>
  );

  return (
    <div className="ext-panes">
      <div>
        <div className="ext-editor-toolbar" role="toolbar" aria-label={t('extensions.editor.toolbar')}>
          {tool(t('extensions.editor.bold'), <BoldOutlined />, 'bold')}
          {tool(t('extensions.editor.italic'), <ItalicOutlined />, 'italic')}
          {tool(t('extensions.editor.underline'), <UnderlineOutlined />, 'underline')}
          {tool(t('extensions.editor.bullets'), <UnorderedListOutlined />, 'insertUnorderedList')}
          {tool(t('extensions.editor.numbers'), <OrderedListOutlined />, 'insertOrderedList')}
        </div>
        <Flex gap={4} style={{ marginBottom: 8 }}>
          <Input
            size="small"
            dir="ltr"
            value={url}
            status={urlError ? 'error' : undefined}
            aria-label={t('extensions.editor.linkAddress')}
            aria-invalid={urlError}
            aria-describedby={urlError ? 'ext-editor-url-error' : undefined}
            onChange={(event) => setUrl(event.target.value)}
          />
          <Button
            size="small"
            icon={<LinkOutlined />}
            onMouseDown={(event) => event.preventDefault()}
            onClick={addLink}
          >
            {t('extensions.editor.link')}
          </Button>
        </Flex>
        {urlError && (
          <Typography.Text type="danger" id="ext-editor-url-error" role="alert">
            {t('extensions.editor.badLink')}
          </Typography.Text>
        )}
        <div
          ref={area}
          className="ext-editor-area"
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={t('extensions.editor.area')}
          tabIndex={0}
          onInput={sync}
          onKeyUp={keepSelection}
          onMouseUp={keepSelection}
          onBlur={keepSelection}
          onPaste={onPaste}
        />
        <Button style={{ marginTop: 8 }} icon={<WarningOutlined />} onClick={() => insert(HOSTILE)}>
          {t('extensions.editor.pasteHostile')}
        </Button>
      </div>
      <div>
        <Typography.Title level={3} style={{ fontSize: 14 }}>
          {t('extensions.editor.rendered')}
        </Typography.Title>
        <div className="ext-editor-output" data-testid="editor-rendered" dangerouslySetInnerHTML={{ __html: clean }} />
        <Typography.Title level={3} style={{ fontSize: 14, marginTop: 12 }}>
          {t('extensions.editor.source')}
        </Typography.Title>
        <pre
          className="ext-editor-source"
          dir="ltr"
          role="region"
          tabIndex={0}
          aria-label={t('extensions.editor.source')}
        >
          <code data-testid="editor-source">{clean}</code>
        </pre>
      </div>
    </div>
  );
}
