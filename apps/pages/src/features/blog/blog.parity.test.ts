// The blog's forms and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the blog's schemas in contracts).
import axios from 'axios';
import { getAccessToken } from '@live-agent/auth';
import { formServerDisagreements, signIn } from '@live-agent/ui-kit/testing';
import { blogCommentRules, blogEditRules } from './blog.rules';
import { englishFormRules, setupScreenTest } from '../../test/render';

setupScreenTest();

const post = async (path: string, body: object) => {
  const answer = await axios.post(path, body, {
    headers: { Authorization: `Bearer ${getAccessToken()}` },
    validateStatus: () => true,
  });
  return answer.status === 422 ? (answer.data.errors as Record<string, string[]>) : {};
};

it('refuses in the post form exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const serverErrors = async (field: string, value: string) =>
    (await post('/blog/list/data/edit', { id: 3, [field]: value }))[field] ?? [];
  expect(await formServerDisagreements({ fields: blogEditRules(englishFormRules()), serverErrors })).toEqual([]);
}, 120_000);

it('refuses in the comment form exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const comment = { postId: 1, name: 'Ana Sousa', email: 'ana@example.com', website: '', comment: 'Nice post!' };
  const serverErrors = async (field: string, value: string) =>
    (await post('/blog/list/data/comment', { ...comment, [field]: value }))[field] ?? [];
  expect(await formServerDisagreements({ fields: blogCommentRules(englishFormRules()), serverErrors })).toEqual([]);
}, 120_000);
