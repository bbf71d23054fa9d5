// The blog forms' title and comment rules, in one place: the forms apply them and the tests run every hostile input through them
// (docs/architecture.md, Conventions).
import type { FormRule } from 'antd';
import type { PageRules } from '../../shared/rules';
import { BLOG_COMMENT_MAX, BLOG_TITLE_MAX } from '@live-agent/contracts';

/** A post's title: required (not blank), at most BLOG_TITLE_MAX characters. */
export const blogTitleRules = (rules: PageRules): FormRule[] => [rules.required, rules.maxLength(BLOG_TITLE_MAX)];

/** A comment's text: required (not blank), at most BLOG_COMMENT_MAX characters. */
export const blogCommentRules = (rules: PageRules): FormRule[] => [rules.required, rules.maxLength(BLOG_COMMENT_MAX)];
