// A context menu on list rows: right-click a row, or focus it and press Shift+F10 or the Menu key. The actions
// change the row where you can see it: pin moves it to the top, read/unread changes its weight, archive removes it.
import { useState, type KeyboardEvent } from 'react';
import { Button, Dropdown, Flex, Tag, Typography, type MenuProps } from 'antd';
import { InboxOutlined, PushpinFilled, PushpinOutlined, EyeOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

interface Conversation {
  id: string;
  pinned: boolean;
  unread: boolean;
}
const START: Conversation[] = [
  { id: 'refund', pinned: false, unread: true },
  { id: 'delivery', pinned: false, unread: false },
  { id: 'password', pinned: false, unread: true },
  { id: 'invoice', pinned: false, unread: false },
];

export function ConversationMenu() {
  const { t } = useTranslation(NAMESPACE);
  const [rows, setRows] = useState(START);
  const [openId, setOpenId] = useState<string | null>(null);
  const sorted = [...rows.filter((row) => row.pinned), ...rows.filter((row) => !row.pinned)];
  const change = (id: string, next: Partial<Conversation>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...next } : row)));

  const menu = (row: Conversation): MenuProps => ({
    items: [
      {
        key: 'pin',
        icon: row.pinned ? <PushpinOutlined /> : <PushpinFilled />,
        label: t(row.pinned ? 'extensions.contextMenu.unpin' : 'extensions.contextMenu.pin'),
      },
      {
        key: 'read',
        icon: row.unread ? <EyeOutlined /> : <EyeInvisibleOutlined />,
        label: t(row.unread ? 'extensions.contextMenu.markRead' : 'extensions.contextMenu.markUnread'),
      },
      { type: 'divider' },
      { key: 'archive', icon: <InboxOutlined />, danger: true, label: t('extensions.contextMenu.archive') },
    ],
    onClick: ({ key }) => {
      setOpenId(null);
      if (key === 'pin') change(row.id, { pinned: !row.pinned });
      if (key === 'read') change(row.id, { unread: !row.unread });
      if (key === 'archive') setRows((current) => current.filter((other) => other.id !== row.id));
    },
  });
  // Shift+F10 and the Menu key are the keyboard's right-click; Enter and Space open it too, as on any button.
  const onKeyDown = (event: KeyboardEvent, id: string) => {
    if (['ContextMenu', 'Enter', ' '].includes(event.key) || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      setOpenId(id);
    }
  };

  return (
    <Flex vertical gap={8}>
      {sorted.length === 0 && <Typography.Text type="secondary">{t('extensions.contextMenu.empty')}</Typography.Text>}
      <ul className="ext-rows">
        {sorted.map((row) => {
          const name = t(`extensions.contextMenu.rows.${row.id}`);
          return (
            <li key={row.id} className="ext-row">
              <Dropdown
                trigger={['contextMenu']}
                menu={menu(row)}
                open={openId === row.id}
                onOpenChange={(open) => setOpenId(open ? row.id : null)}
                autoFocus
              >
                <div
                  role="button"
                  tabIndex={0}
                  aria-haspopup="menu"
                  aria-expanded={openId === row.id}
                  className="ext-context-row"
                  onKeyDown={(event) => onKeyDown(event, row.id)}
                  data-testid={`context-row-${row.id}`}
                >
                  {row.pinned && <PushpinFilled aria-hidden />}
                  <Typography.Text strong={row.unread}>{name}</Typography.Text>
                  {row.unread && <Tag>{t('extensions.contextMenu.unread')}</Tag>}
                  {row.pinned && <Tag>{t('extensions.contextMenu.pinned')}</Tag>}
                </div>
              </Dropdown>
            </li>
          );
        })}
      </ul>
      {rows.length < START.length && (
        <Button
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            setRows((current) => [...current, ...START.filter((row) => !current.some((kept) => kept.id === row.id))])
          }
        >
          {t('extensions.contextMenu.restore')}
        </Button>
      )}
    </Flex>
  );
}
