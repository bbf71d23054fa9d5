// The three demo accounts of docs/demo-api.md, auth, as the mock server sends them (test fixtures only).
import type { UserData } from '@live-agent/contracts';

export const adminUser: UserData = {
  id: 1,
  fullName: 'John Doe',
  username: 'johndoe',
  email: 'admin@demo.com',
  avatar: '',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
  extras: { eCommerceCartItemsCount: 5 },
};

export const clientUser: UserData = {
  id: 2,
  fullName: 'Jane Doe',
  username: 'janedoe',
  email: 'client@demo.com',
  avatar: '',
  role: 'client',
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
  extras: { eCommerceCartItemsCount: 5 },
};

export const agentUser: UserData = {
  id: 3,
  fullName: 'Alex Agent',
  username: 'alexagent',
  email: 'agent@demo.com',
  avatar: '',
  role: 'agent',
  ability: [
    { action: 'read', subject: 'Dashboard' },
    { action: 'read', subject: 'ConversationTemplate' },
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'ACL' },
  ],
  extras: { eCommerceCartItemsCount: 0 },
};
