// The blog forms' rules: the post's and the comment's schemas in @live-agent/contracts, which the server checks a
// save and a comment with (docs/demo-api.md, Blog), so a mistake shows by its field as it is typed, in the server's
// words. Whether a slug is taken depends on the other posts: only the server's 422 says that, by the same field.
import { blogCommentSchema, blogExcerptSchema, blogSlugSchema, blogTitleSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

/** A post's title, slug and excerpt (the fields typed as text). */
export function blogEditRules(rules: FormRules) {
  return {
    blogTitle: rules.of(blogTitleSchema),
    slug: rules.of(blogSlugSchema),
    excerpt: rules.of(blogExcerptSchema),
  };
}

/** A comment's name, e-mail, website and text. */
export function blogCommentRules(rules: FormRules) {
  return rules.fields(blogCommentSchema.shape, ['name', 'email', 'website', 'comment']);
}
