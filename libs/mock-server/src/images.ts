// Inline SVG images as data: URLs. Seed data needs avatars, logos and file icons, and linking to
import { initialsOf } from '@live-agent/contracts';
// image files would tie the mock server to one app's asset folder (and to the network).

/** Wraps SVG markup as a data: URL usable in <img src>. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Text for an SVG text node: markup characters escaped (a name like "& Co Ltd" must not break the image). */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const AVATAR_COLORS = ['#7367f0', '#28c76f', '#ea5455', '#ff9f43', '#00cfe8', '#82868b'];

/**
 * Avatars drawn so far, by name. Seeding draws the same few hundred names on every start (a test starts a server per
 * test, the page one per load): drawing them again was most of the data tables' seed time and a fifth of a server's
 * start (31 ms → 25 ms). Bounded, for names people type.
 */
const drawnAvatars = new Map<string, string>();
const MAX_DRAWN_AVATARS = 4096;

/** A round avatar with the initials of `name`; the colour follows from the name, so it is stable. */
export function initialsAvatar(name: string): string {
  let avatar = drawnAvatars.get(name);
  if (avatar === undefined) {
    if (drawnAvatars.size >= MAX_DRAWN_AVATARS) drawnAvatars.clear();
    avatar = drawAvatar(name);
    drawnAvatars.set(name, avatar);
  }
  return avatar;
}

function drawAvatar(name: string): string {
  // Control characters are not allowed in XML at all.
  const initials = initialsOf(name.replace(/\p{Cc}/gu, ' '));
  let sum = 0;
  for (const char of name) sum += char.charCodeAt(0);
  const color = AVATAR_COLORS[sum % AVATAR_COLORS.length];
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
      `<text x="32" y="40" font-family="Arial,sans-serif" font-size="24" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
      `</svg>`,
  );
}

/** A small document icon with the file extension on it (e.g. 'PDF'). */
export function fileIcon(extension: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="40" viewBox="0 0 32 40">` +
      `<path d="M2 0h20l10 10v28a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V2a2 2 0 0 1 2-2z" fill="#7367f0"/>` +
      `<path d="M22 0v10h10z" fill="#b9b3f7"/>` +
      `<text x="16" y="31" font-family="Arial,sans-serif" font-size="9" fill="#fff" text-anchor="middle">${escapeXml(extension.toUpperCase())}</text>` +
      `</svg>`,
  );
}
