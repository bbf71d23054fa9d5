// The navbar search and bookmarks (docs/demo-api.md, Search and bookmarks) as the server answers them (strict
// objects), and the bookmark toggle it is sent.
import { z } from '../rules/schema';

const about = (description: string) => z.describe(description);

/** A page the search can open. */
export const searchPageSchema = z.strictObject({
  id: z.int(),
  title: z.string(),
  link: z.string().check(about('The app route it opens.')),
  icon: z.string().check(about('An antd icon name such as `DashboardOutlined`.')),
  isBookmarked: z.boolean(),
});

export const searchFileSchema = z.strictObject({
  id: z.int(),
  title: z.string(),
  by: z.string(),
  size: z.string().check(about('As shown: `4.2 mb`, `120 kb`.')),
  file: z.string().check(about('Image URL (a data: URL in the demo) of the file type’s icon.')),
});

export const searchContactSchema = z.strictObject({
  id: z.int(),
  title: z.string(),
  email: z.string(),
  img: z.string().check(about('Avatar image URL.')),
  date: z.string().check(about('`YYYY-MM-DD`.')),
});

export const searchGroupSchema = z.discriminatedUnion('groupTitle', [
  z.strictObject({ groupTitle: z.literal('Pages'), data: z.array(searchPageSchema) }),
  z.strictObject({ groupTitle: z.literal('Files'), data: z.array(searchFileSchema) }),
  z.strictObject({ groupTitle: z.literal('Contacts'), data: z.array(searchContactSchema) }),
]);

/** GET /api/main-search/data: every item of each group (the client decides how many to show). */
export const mainSearchResponseSchema = z.strictObject({ searchArr: z.array(searchGroupSchema) });

/** GET /api/bookmarks/data. */
export const bookmarksResponseSchema = z.strictObject({
  suggestions: z.array(searchPageSchema).check(about('Every page.')),
  bookmarks: z.array(searchPageSchema).check(about('The pages with isBookmarked true.')),
});

/** POST /api/bookmarks/update toggles the page's isBookmarked. */
export const bookmarkUpdateRequestSchema = z.object({ id: z.int() });
