// The mail screen's URLs (docs/demo-api.md, Email): /apps/email (the inbox), /apps/email/:folder,
// /apps/email/label/:label, and the open mail below either (/apps/email/inbox/12, /apps/email/label/company/12),
// with the search as `?q=`. Also the labels' colours, which the list, the reader and the sidebar share.
import type { Params } from 'react-router-dom';
import { EMAIL_LABELS, EMAIL_VIEWS, type EmailLabel, type EmailListQuery, type EmailView } from '@live-agent/contracts';
import { urlParam } from '@live-agent/ui-kit';

export const BASE = '/apps/email';

export function listPath({ folder, label }: { folder?: EmailView | null; label?: EmailLabel | null }): string {
  if (label) return `${BASE}/label/${label}`;
  if (folder && folder !== 'inbox') return `${BASE}/${folder}`;
  return BASE;
}

export function mailPath(view: { folder?: EmailView | null; label?: EmailLabel | null }, id: number): string {
  if (view.label) return `${BASE}/label/${view.label}/${id}`;
  return `${BASE}/${view.folder ?? 'inbox'}/${id}`;
}

export const isView = (value: string | undefined): value is EmailView =>
  !!value && (EMAIL_VIEWS as readonly string[]).includes(value);
export const isLabel = (value: string | undefined): value is EmailLabel =>
  !!value && (EMAIL_LABELS as readonly string[]).includes(value);

/** The list a view asks for: only what is set travels, so the server's default (the inbox) applies; a label view
 * sends no folder. The routes module (its prefetch) and the page ask with it alike: one question, one request. */
export function listQuery({ folder, label, q }: { folder: EmailView; label: EmailLabel | null; q: string }) {
  const query: EmailListQuery = label ? { label } : { folder };
  if (q.trim()) query.q = q.trim();
  return query;
}

/** The search kept in the URL. */
export const EMAIL_SEARCH = { q: urlParam.text() };

/**
 * What a mail URL's path names: a label, else a folder (the inbox at /apps/email), and the open mail's id. `unknown`:
 * a segment names nothing (the page shows a 404, and nothing is asked for).
 */
export function mailRouteOf(route: Readonly<Params<string>>) {
  const label: EmailLabel | null = isLabel(route.label) ? route.label : null;
  const folder: EmailView | null = label
    ? null
    : route.folder === undefined
      ? 'inbox'
      : isView(route.folder)
        ? route.folder
        : null;
  const mailId = route.id === undefined ? null : /^\d+$/.test(route.id) ? Number(route.id) : NaN;
  const unknown = (route.label !== undefined && !label) || (!label && !folder) || Number.isNaN(mailId);
  return { label, folder, mailId, unknown };
}

/** Mid-tone colours that read as dots and, through ColorTag, as tags in both skins. */
export const LABEL_COLORS: Record<EmailLabel, string> = {
  personal: '#28c76f',
  company: '#7367f0',
  important: '#ff9f43',
  private: '#ea5455',
};
