// The live monitor's forms and the server agree on every hostile input of the shared fixture, field by field: the
// composer (a whisper or a join), the transfer form and the close form (with and without a closing comment required
// by the organisation's settings) refuse exactly what the server refuses, in the same words (both from the bodies'
// schemas in contracts; conversation.rules.ts).
import type { Comment as ClosingComment, ConversationCategory, LiveConversation } from '@live-agent/contracts';
import { formServerDisagreements } from '@live-agent/ui-kit/testing';
import { closeRules, transferRules } from '../../components/conversation/conversation.rules';
import { composerDisagreements } from '../../components/conversation/composerParity.testing';
import { apiGet, englishFormRules, setupScreenTest, signIn } from '../../test/render';
import { serverFieldErrors } from '../../test/parity';

const server = setupScreenTest();

/** The first ongoing chat with an agent (the world of the history's last second has five going on). */
async function heldChat(): Promise<LiveConversation> {
  const rows = await apiGet<LiveConversation[]>('/live/conversations');
  return rows.find((row) => row.status === 'open' && row.agentId !== null)!;
}

beforeEach(() => signIn('admin'));

it('the composer refuses exactly what the server refuses, with the same message, for a whisper and a join', async () => {
  const row = await heldChat();
  expect(await composerDisagreements(row.id)).toEqual([
    [true, []],
    [false, []],
  ]);
}, 120_000);

it('the transfer form refuses exactly what the server refuses, with the same message', async () => {
  const row = await heldChat();
  const serverErrors = serverFieldErrors({ method: 'post', path: `/conversations/${row.id}/transfer`, valid: {} });
  expect(await formServerDisagreements({ fields: transferRules(englishFormRules()), serverErrors })).toEqual([]);
}, 120_000);

it.each([false, true])(
  'the close form refuses exactly what the server refuses, with the same message (a comment required: %s)',
  async (commentRequired) => {
    const row = await heldChat();
    const usable = (item: { isActive: boolean; departmentIds: number[] }) =>
      item.isActive && (item.departmentIds.length === 0 || item.departmentIds.includes(row.departmentId));
    const comment = (await apiGet<ClosingComment[]>('/comments/all')).find(usable)!;
    const categories = await apiGet<ConversationCategory[]>('/conversation-categories/all');
    const organization = server().db.organizations[0] as { id: string; settings: object };
    server().db.organizations.update(organization.id, {
      settings: { ...organization.settings, requireCommentOnClose: commentRequired },
    });
    // An accepted close would end the chat. So the body names a category that does not exist: the server checks the
    // records only once the body's rules hold, so it refuses every body those rules let through by the category
    // alone, and the fields under test get exactly the rules' verdict, on the same chat each time.
    const missingCategory = Math.max(...categories.map((category) => category.id)) + 1;
    const serverErrors = serverFieldErrors({
      method: 'post',
      path: `/conversations/${row.id}/close`,
      valid: { categoryIds: [missingCategory], ...(commentRequired && { commentId: comment.id }) },
    });
    const { commentId, closingNote } = closeRules(englishFormRules(), commentRequired);
    expect(await formServerDisagreements({ fields: { commentId, closingNote }, serverErrors })).toEqual([]);
    expect((await apiGet<LiveConversation[]>('/live/conversations')).some((item) => item.id === row.id)).toBe(true);
  },
  120_000,
);
