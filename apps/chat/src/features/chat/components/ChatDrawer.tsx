// The chat screen's side drawers (a contact's details, the user's own profile): one width and look, their buttons
// at the end of the footer, the person they are about at their top.
import type { ReactNode } from 'react';
import { Avatar, Drawer, Flex, Typography } from 'antd';
import { initialsOf } from '@live-agent/contracts';

export function ChatDrawer({
  open,
  onClose,
  title,
  testId,
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  /** The footer's buttons. */
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={400}
      title={title}
      rootClassName="chat-drawer"
      data-testid={testId}
      footer={
        <Flex justify="end" gap={8}>
          {footer}
        </Flex>
      }
    >
      {children}
    </Drawer>
  );
}

/** The person a drawer is about: their picture (or initials) and name, and what `children` add under them. */
export function DrawerPerson({
  person,
  children,
}: {
  person: { avatar: string; fullName: string };
  children?: ReactNode;
}) {
  return (
    <Flex vertical align="center" gap={4} className="chat-drawer-person">
      <Avatar size={72} src={person.avatar} alt="">
        {initialsOf(person.fullName)}
      </Avatar>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {person.fullName}
      </Typography.Title>
      {children}
    </Flex>
  );
}
