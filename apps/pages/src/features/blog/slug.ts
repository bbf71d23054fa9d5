// The address part a title suggests: lowercase letters and digits joined by dashes, accents dropped, cut to the
// server's limit (docs/demo-api.md, Blog).
import { BLOG_SLUG_MAX } from '@live-agent/contracts';

export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-+$/, '');
}
