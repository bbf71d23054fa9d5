// The actions on one or several mails, shared by the list's bulk bar and the reader: read/unread, star, move,
// labels, trash; in the Trash: restore and delete forever (asked first). Icon buttons carry their names.
import { Button, Dropdown, Tooltip } from 'antd';
import {
  DeleteOutlined,
  FolderOutlined,
  MailOutlined,
  RollbackOutlined,
  StarFilled,
  StarOutlined,
  TagOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EMAIL_FOLDERS, EMAIL_LABELS, type Email, type EmailFolder, type EmailLabel } from '@live-agent/contracts';
import { Confirm } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { LABEL_COLORS } from '../email.paths';

export interface MailActionHandlers {
  onRead: (isRead: boolean) => void;
  onStar: (isStarred: boolean) => void;
  onMove: (folder: EmailFolder) => void;
  onLabel: (label: EmailLabel) => void;
  onTrash: () => void;
  onRestore: () => void;
  onDeleteForever: () => void;
}

function IconButton({
  label,
  icon,
  onClick,
  testId,
  danger,
}: {
  label: string;
  icon: React.ReactNode;
  onClick?: () => void;
  testId?: string;
  danger?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <Button type="text" icon={icon} aria-label={label} onClick={onClick} data-testid={testId} danger={danger} />
    </Tooltip>
  );
}

export function MailActions({
  mails,
  inTrash,
  handlers,
}: {
  mails: Email[];
  inTrash: boolean;
  handlers: MailActionHandlers;
}) {
  const { t } = useTranslation(NAMESPACE);
  const count = mails.length;
  const allRead = mails.every((mail) => mail.isRead);
  const allStarred = mails.every((mail) => mail.isStarred);
  const current = new Set(mails.map((mail) => mail.folder));

  if (inTrash) {
    return (
      <div className="email-actions" role="group" aria-label={t('actions.label')}>
        <IconButton
          label={t('actions.restore')}
          icon={<RollbackOutlined />}
          onClick={handlers.onRestore}
          testId="action-restore"
        />
        <Confirm
          title={t('actions.deleteForeverConfirm', { count })}
          okText={t('actions.deleteForever')}
          cancelText={t('actions.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={handlers.onDeleteForever}
        >
          <Button type="text" danger icon={<DeleteOutlined />} data-testid="action-delete-forever">
            {t('actions.deleteForever')}
          </Button>
        </Confirm>
      </div>
    );
  }

  return (
    <div className="email-actions" role="group" aria-label={t('actions.label')}>
      <IconButton
        label={allRead ? t('actions.markUnread') : t('actions.markRead')}
        icon={allRead ? <MailOutlined /> : <UndoOutlined />}
        onClick={() => handlers.onRead(!allRead)}
        testId="action-read"
      />
      <IconButton
        label={allStarred ? t('actions.unstar') : t('actions.star')}
        icon={allStarred ? <StarFilled className="email-star-on" /> : <StarOutlined />}
        onClick={() => handlers.onStar(!allStarred)}
        testId="action-star"
      />
      <Dropdown
        trigger={['click']}
        menu={{
          items: EMAIL_FOLDERS.filter(
            (folder) => folder !== 'trash' && !(current.size === 1 && current.has(folder)),
          ).map((folder) => ({
            key: folder,
            label: t(`folders.${folder}`),
          })),
          onClick: ({ key }) => handlers.onMove(key as EmailFolder),
        }}
      >
        <Button type="text" icon={<FolderOutlined />} aria-label={t('actions.move')} data-testid="action-move" />
      </Dropdown>
      <Dropdown
        trigger={['click']}
        menu={{
          items: EMAIL_LABELS.map((label) => ({
            key: label,
            label: (
              <span className="email-label-option">
                <span className="email-label-dot" style={{ background: LABEL_COLORS[label] }} />
                {t(`labels.${label}`)}
                {mails.every((mail) => mail.labels.includes(label)) ? ` ✓` : ''}
              </span>
            ),
          })),
          onClick: ({ key }) => handlers.onLabel(key as EmailLabel),
        }}
      >
        <Button type="text" icon={<TagOutlined />} aria-label={t('actions.labels')} data-testid="action-label" />
      </Dropdown>
      <IconButton
        label={t('actions.trash')}
        icon={<DeleteOutlined />}
        onClick={handlers.onTrash}
        testId="action-trash"
      />
    </div>
  );
}
