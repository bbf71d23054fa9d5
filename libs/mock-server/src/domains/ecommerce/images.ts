// Product pictures as inline SVG (like the avatars of images.ts): a tinted card with a simple drawing of the
// category, so the shop looks like a shop without image files or the network.
import { svgDataUrl } from '../../images';

const TINTS: Record<string, [string, string]> = {
  Phones: ['#e8e6fd', '#7367f0'],
  Audio: ['#dff7e9', '#28c76f'],
  Computers: ['#e0f9fc', '#00a8c6'],
  Wearables: ['#fff0e1', '#ff9f43'],
  'TV & Video': ['#fce4e4', '#ea5455'],
  Cameras: ['#ececee', '#4b4b4b'],
  'Smart Home': ['#e6f4ea', '#1e9e5a'],
  Accessories: ['#efe9fb', '#8e44ad'],
  Gaming: ['#e3ecfd', '#3b5bdb'],
};

const DRAWINGS: Record<string, string> = {
  Phones:
    '<rect x="82" y="40" width="76" height="140" rx="12"/><rect x="90" y="54" width="60" height="104" rx="4" fill="#fff" opacity=".55"/><circle cx="120" cy="168" r="5" fill="#fff"/>',
  Audio:
    '<path d="M70 120a50 50 0 0 1 100 0" fill="none" stroke-width="12"/><rect x="58" y="112" width="28" height="52" rx="10"/><rect x="154" y="112" width="28" height="52" rx="10"/>',
  Computers:
    '<rect x="56" y="56" width="128" height="84" rx="8"/><rect x="66" y="66" width="108" height="64" rx="3" fill="#fff" opacity=".55"/><path d="M40 148h160l-12 18H52z"/>',
  Wearables:
    '<rect x="100" y="40" width="40" height="36" rx="6"/><rect x="100" y="144" width="40" height="36" rx="6"/><rect x="84" y="70" width="72" height="80" rx="18"/><circle cx="120" cy="110" r="24" fill="#fff" opacity=".55"/>',
  'TV & Video':
    '<rect x="40" y="52" width="160" height="100" rx="8"/><rect x="50" y="62" width="140" height="80" rx="3" fill="#fff" opacity=".55"/><path d="M96 170h48l-8-18h-32z"/>',
  Cameras:
    '<rect x="50" y="72" width="140" height="92" rx="14"/><rect x="76" y="58" width="40" height="20" rx="4"/><circle cx="120" cy="118" r="30" fill="#fff" opacity=".55"/><circle cx="120" cy="118" r="16"/>',
  'Smart Home':
    '<path d="M120 44 48 104h18v66h108v-66h18z"/><rect x="104" y="124" width="32" height="46" fill="#fff" opacity=".55"/>',
  Accessories:
    '<rect x="44" y="86" width="152" height="60" rx="10"/><g fill="#fff" opacity=".55"><rect x="56" y="96" width="16" height="12" rx="2"/><rect x="78" y="96" width="16" height="12" rx="2"/><rect x="100" y="96" width="16" height="12" rx="2"/><rect x="122" y="96" width="16" height="12" rx="2"/><rect x="144" y="96" width="16" height="12" rx="2"/><rect x="166" y="96" width="16" height="12" rx="2"/><rect x="70" y="120" width="100" height="12" rx="2"/></g>',
  Gaming:
    '<path d="M62 86h116c18 0 30 40 30 62 0 16-14 20-24 10l-20-20H72l-20 20c-10 10-24 6-24-10 0-22 16-62 34-62z"/><g fill="#fff" opacity=".6"><rect x="66" y="106" width="28" height="8" rx="2"/><rect x="76" y="96" width="8" height="28" rx="2"/><circle cx="160" cy="104" r="6"/><circle cx="174" cy="118" r="6"/></g>',
};

export function productImage(category: string): string {
  const [background, ink] = TINTS[category] ?? ['#eeeeee', '#555555'];
  const drawing = DRAWINGS[category] ?? '<circle cx="120" cy="110" r="50"/>';
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="220" viewBox="0 0 240 220">` +
      `<rect width="240" height="220" rx="16" fill="${background}"/>` +
      `<g fill="${ink}" stroke="${ink}">${drawing}</g>` +
      `</svg>`,
  );
}
