// The blog's forms and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the blog's schemas in contracts).
import { formServerDisagreements, sentFieldErrors, signIn } from '@live-agent/ui-kit/testing';
import { blogCommentRules, blogEditRules } from './blog.rules';
import { englishFormRules, setupScreenTest } from '../../test/render';

setupScreenTest();

it('refuses in the post form exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const serverErrors = async (field: string, value: string) =>
    sentFieldErrors({ url: '/blog/list/data/edit', body: { id: 3, [field]: value }, key: field });
  expect(await formServerDisagreements({ fields: blogEditRules(englishFormRules()), serverErrors })).toEqual([]);
}, 120_000);

it('refuses in the comment form exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const comment = { postId: 1, name: 'Ana Sousa', email: 'ana@example.com', website: '', comment: 'Nice post!' };
  const serverErrors = async (field: string, value: string) =>
    sentFieldErrors({ url: '/blog/list/data/comment', body: { ...comment, [field]: value }, key: field });
  expect(await formServerDisagreements({ fields: blogCommentRules(englishFormRules()), serverErrors })).toEqual([]);
}, 120_000);
