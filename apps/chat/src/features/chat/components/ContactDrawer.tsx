// The contact's details (avatar, name, role, status, about), read only; Escape closes it.
import { Avatar, Button, Descriptions, Drawer, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatContact } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { useStatusColor } from './StatusAvatar';
import { initialsOf } from '@live-agent/contracts';

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
    <Drawer
      open={open}
      onClose={onClose}
      size={400}
      title={t('contact.title')}
      rootClassName="chat-drawer"
      data-testid="contact-drawer"
      footer={
        <Flex justify="end">
          <Button onClick={onClose}>{t('contact.close')}</Button>
        </Flex>
      }
    >
      <Flex vertical align="center" gap={4} className="chat-drawer-person">
        <Avatar size={72} src={contact.avatar} alt="">
          {initialsOf(contact.fullName)}
        </Avatar>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {contact.fullName}
        </Typography.Title>
      </Flex>
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
    </Drawer>
  );
}
