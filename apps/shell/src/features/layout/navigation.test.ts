import { createMongoAbility } from '@casl/ability';
import { allLeaves, visibleNavigation } from './navigation';

const admin = createMongoAbility([{ action: 'manage', subject: 'all' }]);
const client = createMongoAbility([
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
]);
const agent = createMongoAbility([
  { action: 'read', subject: 'Dashboard' },
  { action: 'read', subject: 'ConversationTemplate' },
  { action: 'manage', subject: 'AgentDesk' },
  { action: 'read', subject: 'Auth' },
  { action: 'read', subject: 'ACL' },
]);
const allOn = () => true;

const paths = (sections: ReturnType<typeof visibleNavigation>) => allLeaves(sections).map((leaf) => leaf.path);

describe('visibleNavigation', () => {
  it('lists every product section first, in order, for an admin', () => {
    const sections = visibleNavigation((a, s) => admin.can(a, s), allOn);
    expect(sections[0].key).toBe('product');
    expect(paths([sections[0]])).toEqual([
      '/live-agent/dashboard',
      '/live-agent/inbox',
      '/live-agent/monitor',
      '/live-agent/admins',
      '/live-agent/agents',
      '/live-agent/conversation-templates',
      '/live-agent/chatbot-analysis',
      '/live-agent/agent-performance',
      '/live-agent/agent-analysis',
      '/live-agent/chat-report',
      '/live-agent/communications-report',
      '/live-agent/settings/general',
      '/live-agent/settings/working-times',
      '/live-agent/settings/comments',
      '/live-agent/settings/conversation-categories',
    ]);
    expect(sections.map((s) => s.key)).toEqual(['product', 'apps', 'pages', 'userInterface']);
  });

  it('shows a client only the access-control page', () => {
    expect(paths(visibleNavigation((a, s) => client.can(a, s), allOn))).toEqual(['/access-control']);
  });

  it('shows an agent the dashboard, its inbox, templates and access control, no admin screens', () => {
    expect(paths(visibleNavigation((a, s) => agent.can(a, s), allOn))).toEqual([
      '/live-agent/dashboard',
      '/live-agent/inbox',
      '/live-agent/conversation-templates',
      '/access-control',
    ]);
  });

  it('drops the items of a remote that is turned off, and empty groups with them', () => {
    const sections = visibleNavigation(
      (a, s) => admin.can(a, s),
      (remote) => remote !== 'commerceInvoice',
    );
    const visible = paths(sections);
    expect(visible).not.toContain('/apps/ecommerce/shop');
    expect(visible).not.toContain('/apps/invoice/list');
    expect(visible).toContain('/apps/email');
    const apps = sections.find((s) => s.key === 'apps')!;
    expect(apps.items.map((item) => item.key)).not.toContain('invoice');
  });
});
