// The contact's details (avatar, name, role, status, about), read only; Escape closes it.
import { Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatContact } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { ChatDrawer, DrawerPerson } from './ChatDrawer';
import { useStatusColor } from './StatusAvatar';

export function ContactDrawer({
  contact,
  open,
  onClose,
}: {
  contact: ChatContact;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const color = useStatusColor();
  return (
    <ChatDrawer
      open={open}
      onClose={onClose}
      title={t('contact.title')}
      testId="contact-drawer"
      footer={<Button onClick={onClose}>{t('contact.close')}</Button>}
    >
      <DrawerPerson person={contact} />
      <Descriptions
        column={1}
        items={[
          { key: 'role', label: t('contact.role'), children: contact.role },
          {
            key: 'status',
            label: t('contact.status'),
            children: (
              <span>
                <span className="chat-status-dot" style={{ background: color(contact.status) }} aria-hidden />{' '}
                {t(`status.${contact.status}`)}
              </span>
            ),
          },
          { key: 'about', label: t('contact.about'), children: contact.about },
        ]}
      />
    </ChatDrawer>
  );
}
