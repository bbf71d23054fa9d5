// Compose, the folders with their counters, Starred, and the labels. Each entry is a URL, so a reload or a
// shared link keeps the view; the search does not travel (a new folder starts a new list).
import { Badge, Button, Menu } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  ExclamationCircleOutlined,
  FileTextOutlined,
  InboxOutlined,
  SendOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EMAIL_LABELS, type EmailLabel, type EmailsMeta, type EmailView } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { LABEL_COLORS, listPath } from '../email.paths';

const ICONS: Record<EmailView, React.ReactNode> = {
  inbox: <InboxOutlined />,
  sent: <SendOutlined />,
  draft: <FileTextOutlined />,
  starred: <StarOutlined />,
  spam: <ExclamationCircleOutlined />,
  trash: <DeleteOutlined />,
};

const VIEWS: EmailView[] = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'];

export function EmailSidebar({
  folder,
  label,
  meta,
  onNavigate,
  onCompose,
}: {
  folder: EmailView | null;
  label: EmailLabel | null;
  meta: EmailsMeta;
  onNavigate: (path: string) => void;
  onCompose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const counter = (view: EmailView) => (view === 'inbox' || view === 'draft' || view === 'spam' ? meta[view] : 0);
  const selected = label ? `label:${label}` : (folder ?? 'inbox');
  return (
    <nav aria-label={t('sidebar.label')} data-testid="email-folders">
      <Button type="primary" block icon={<EditOutlined />} onClick={onCompose}>
        {t('compose.open')}
      </Button>
      <Menu
        mode="inline"
        className="email-menu"
        selectedKeys={[selected]}
        onClick={({ key }) =>
          onNavigate(
            key.startsWith('label:')
              ? listPath({ label: key.slice(6) as EmailLabel })
              : listPath({ folder: key as EmailView }),
          )
        }
        items={[
          ...VIEWS.map((view) => {
            const count = counter(view);
            return {
              key: view,
              icon: ICONS[view],
              // The count is in the name too, so a screen reader hears "Inbox, 7 unread".
              label: (
                <span
                  className="email-menu-entry"
                  aria-label={count ? t(`counter.${view}`, { count, folder: t(`folders.${view}`) }) : undefined}
                >
                  <span>{t(`folders.${view}`)}</span>
                  {count > 0 && (
                    <Badge
                      count={count}
                      className={`email-counter email-counter-${view}`}
                      data-testid={`counter-${view}`}
                      aria-hidden
                    />
                  )}
                </span>
              ),
            };
          }),
          {
            type: 'group' as const,
            key: 'labels',
            label: t('labels.title'),
            children: EMAIL_LABELS.map((name) => ({
              key: `label:${name}`,
              label: <Badge color={LABEL_COLORS[name]} text={t(`labels.${name}`)} />,
            })),
          },
        ]}
      />
    </nav>
  );
}
