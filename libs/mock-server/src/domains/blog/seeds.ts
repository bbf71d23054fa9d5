// The blog's seed: twelve posts by five authors over the last weeks, each with a few comments, all placed at
// fixed offsets from the server's clock. Post 4 carries hostile markup on purpose (a script, an onerror, a
// javascript: link) so the client's sanitising is exercised by real data, not only by tests.
import type { BlogCategory, BlogStatus } from '@live-agent/contracts';
import { initialsAvatar, svgDataUrl } from '../../images';
import { slugOf } from '@live-agent/contracts';

export interface StoredPost {
  id: number;
  title: string;
  slug: string;
  authorName: string;
  /** ISO instant. */
  posted: string;
  tags: BlogCategory[];
  status: BlogStatus;
  excerpt: string;
  content: string;
  featuredImage: string;
}

export interface StoredComment {
  id: number;
  postId: number;
  userFullName: string;
  email: string;
  website: string;
  commentText: string;
  commentedAt: string;
}

const HOUR_MS = 60 * 60 * 1000;
const COLORS = ['#7367f0', '#28c76f', '#ea5455', '#ff9f43', '#00cfe8', '#4b4b4b'];

/** A wide coloured banner with the post's first letters: a stand-in photo that needs no network. */
function banner(index: number): string {
  const color = COLORS[index % COLORS.length];
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320">` +
      `<rect width="640" height="320" fill="${color}"/>` +
      `<circle cx="${120 + index * 37}" cy="${90 + (index % 4) * 40}" r="${60 + (index % 3) * 25}" fill="#ffffff" fill-opacity="0.18"/>` +
      `<rect x="${340 - index * 9}" y="170" width="220" height="90" rx="12" fill="#ffffff" fill-opacity="0.14"/>` +
      `</svg>`,
  );
}

const AUTHORS = ['Ghani Pradita', 'Jorge Griffin', 'Claudia Neal', 'Fred Boone', 'Willie Clark'];

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

const POSTS: Array<
  Omit<StoredPost, 'id' | 'posted' | 'featuredImage' | 'authorName' | 'slug' | 'status'> & {
    daysAgo: number;
    status?: BlogStatus;
  }
> = [
  {
    title: 'The Best Features Coming to iOS and Web Design',
    tags: ['quote', 'fashion'],
    excerpt: 'A look at the layout, type and motion ideas that are turning up in apps and on the web this season.',
    content:
      paragraphs(
        'Design moves in waves, and this one favours calm colour, generous spacing and motion that explains rather than decorates.',
        'We collected the ideas we keep seeing in shipping products, with notes on when they help and when they only add noise.',
      ) + '<h3>Typography first</h3><ul><li>Variable fonts</li><li>Larger body text</li><li>Fewer weights</li></ul>',
    daysAgo: 1,
  },
  {
    title: 'Latest Quirky Opening Sentence or Paragraph',
    tags: ['gaming', 'video'],
    excerpt: 'How the first line of a story decides whether anyone reads the second one.',
    content:
      paragraphs(
        'The first sentence is a promise. Make one you can keep, and the reader will follow you into the second.',
        'We gathered openings that surprised us and asked their writers how they found them.',
      ) + '<blockquote>Start in the middle of something.</blockquote>',
    daysAgo: 3,
  },
  {
    title: 'Share an Amazing and Shocking Fact or Statistic',
    tags: ['gaming'],
    excerpt: 'Numbers persuade when they are surprising, true and told with a little context.',
    content:
      paragraphs(
        'A statistic without a comparison is just a number. Put it next to something the reader knows and it becomes a story.',
        'Here are five figures from our support desk that changed how we plan shifts.',
      ) + '<ol><li>Most chats arrive before lunch.</li><li>Replies under a minute double the rating.</li></ol>',
    daysAgo: 5,
  },
  {
    title: 'Withhold a Compelling Piece of Information',
    tags: ['fashion', 'food'],
    excerpt: 'Curiosity is a gap between what we know and what we want to know. Leave one open, on purpose.',
    // Hostile on purpose: none of this may run or reach the page (the client sanitises every post).
    content:
      paragraphs(
        'Good writers hold something back until the reader is ready for it.',
        'Telling everything at once leaves nothing to discover.',
      ) +
      '<script>window.__blogHostile = "script";</script>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" onerror="window.__blogHostile = \'onerror\'">' +
      '<p><a href="javascript:window.__blogHostile=\'link\'">A link that must not run</a> and <b onclick="window.__blogHostile=\'click\'">bold text</b>.</p>' +
      '<iframe src="https://example.com"></iframe>',
    daysAgo: 8,
  },
  {
    title: 'Unadvertised Bonus Opening: Tell a Story',
    tags: ['video'],
    excerpt: 'People remember stories long after they forget the points they were meant to illustrate.',
    content: paragraphs(
      'Every product page can open with a person and a problem.',
      'We rewrote our help centre intros this way and measured the difference.',
    ),
    daysAgo: 11,
  },
  {
    title: 'Ask a Question That Matters to Your Reader',
    tags: ['quote', 'food'],
    excerpt: 'A question pulls the reader in, as long as it is one they actually ask themselves.',
    content: paragraphs(
      'The best questions are the ones customers type into the chat window word for word.',
      'Collect them for a week and you will have a month of posts.',
    ),
    daysAgo: 14,
  },
  {
    title: 'Simple Recipes for a Busy Support Team',
    tags: ['food'],
    excerpt: 'Five lunches that survive a long shift, a short break and a microwave queue.',
    content:
      paragraphs('Shift work is hard on routines. These recipes take twenty minutes on Sunday and feed you all week.') +
      '<ul><li>Lentil soup</li><li>Rice bowls</li><li>Overnight oats</li></ul>',
    daysAgo: 18,
    status: 'pending',
  },
  {
    title: 'What Game Designers Know About Onboarding',
    tags: ['gaming'],
    excerpt: 'The first level of a good game teaches everything without a single manual page.',
    content: paragraphs(
      'Games teach by letting players try safely. Product tours can do the same.',
      'We looked at three classics and what their first minutes have in common.',
    ),
    daysAgo: 23,
  },
  {
    title: 'A Short Video Guide to Canned Responses',
    tags: ['video', 'quote'],
    excerpt: 'Saved replies save time, as long as they still sound like a person wrote them.',
    content: paragraphs(
      'In this short guide we show how to keep canned responses friendly: short, specific, and easy to adapt.',
    ),
    daysAgo: 29,
  },
  {
    title: 'Dressing for the Camera on Video Calls',
    tags: ['fashion'],
    excerpt: 'Solid colours, soft light and a camera at eye level do more than a new shirt.',
    content: paragraphs(
      'You do not need a studio. A window in front of you and a plain wall behind you go a long way.',
    ),
    daysAgo: 34,
    status: 'draft',
  },
  {
    title: 'Quotes That Changed How We Answer Customers',
    tags: ['quote'],
    excerpt: 'Ten sentences from customers and colleagues that we keep coming back to.',
    content:
      paragraphs('Some feedback sticks. We wrote down the lines that changed our habits and why.') +
      '<blockquote>Tell me what happens next, not what went wrong.</blockquote>',
    daysAgo: 41,
  },
  {
    title: 'Street Food Lessons for Product Teams',
    tags: ['food', 'fashion'],
    excerpt: 'One dish, done well, served fast: what a food stall can teach a roadmap.',
    content: paragraphs(
      'A stall with a single dish and a long queue has understood focus better than most product plans.',
    ),
    daysAgo: 48,
  },
];

const COMMENTERS = ['Willie Clark', 'Louisa Norton', 'Kaya Dixon', 'Ray Perez', 'Ana Sousa', 'Lukas Weber'];
const COMMENT_TEXTS = [
  'Thanks for writing this up, it matches what we see every day.',
  'Great read. Sharing it with the team on Monday.',
  'I would love a follow-up with more examples.',
  'We tried this last month and it worked better than expected.',
];

export function buildBlog(now: Date): { posts: StoredPost[]; comments: StoredComment[] } {
  const posts = POSTS.map(({ daysAgo, status = 'published', ...post }, index): StoredPost => ({
    ...post,
    id: index + 1,
    slug: slugOf(post.title),
    authorName: AUTHORS[index % AUTHORS.length],
    posted: new Date(now.getTime() - daysAgo * 24 * HOUR_MS - (index % 5) * HOUR_MS).toISOString(),
    status,
    featuredImage: banner(index),
  }));
  const comments: StoredComment[] = [];
  posts.forEach((post, index) => {
    const count = (index * 7) % 4;
    for (let n = 0; n < count; n += 1) {
      const name = COMMENTERS[(index + n) % COMMENTERS.length];
      comments.push({
        id: comments.length + 1,
        postId: post.id,
        userFullName: name,
        email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
        website: '',
        commentText: COMMENT_TEXTS[(index + n) % COMMENT_TEXTS.length],
        commentedAt: new Date(new Date(post.posted).getTime() + (n + 1) * 5 * HOUR_MS).toISOString(),
      });
    }
  });
  return { posts, comments };
}

export const avatarOf = (name: string): string => initialsAvatar(name);
