// A logo must really be an image, whatever its name or declared type says (docs/demo-api.md, Organization):
// the bytes start like a PNG, JPEG, GIF or WebP file, or the text parses as XML whose root is <svg> with no
// script and no event-handler attribute (an SVG logo is shown on every page, so it must not run code).
// Data URLs given as the image string are decoded and checked the same way.

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

function isRasterImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || // PNG
    startsWith(bytes, [0xff, 0xd8, 0xff]) || // JPEG
    startsWith(bytes, ascii('GIF87a')) ||
    startsWith(bytes, ascii('GIF89a')) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
  );
}

/** Attributes that run code: on* handlers, and links to javascript: URLs. */
const runsCode = (attribute: Attr) =>
  /^on/i.test(attribute.localName) ||
  (/href$/i.test(attribute.localName) && /^\s*(javascript|vbscript):/i.test(attribute.value));

/** Whether the text is an SVG document without scripts or event handlers. */
export function isSafeSvg(text: string): boolean {
  let document: Document;
  try {
    document = new DOMParser().parseFromString(text.replace(/^\uFEFF/, ''), 'image/svg+xml');
  } catch {
    return false;
  }
  const root = document.documentElement;
  if (!root || root.localName !== 'svg' || document.getElementsByTagName('parsererror').length > 0) return false;
  for (const element of [root, ...Array.from(root.getElementsByTagName('*'))]) {
    if (element.localName.toLowerCase() === 'script') return false;
    if (Array.from(element.attributes).some(runsCode)) return false;
  }
  return true;
}

/** Whether the bytes are a PNG, JPEG, GIF, WebP or safe SVG image. */
export function isImageContent(bytes: Uint8Array): boolean {
  if (isRasterImage(bytes)) return true;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return isSafeSvg(text);
}

/** The bytes of a `data:` URL, or null when it is not one (or is malformed). */
export function dataUrlBytes(url: string): Uint8Array | null {
  const match = /^data:([^,]*),(.*)$/s.exec(url.trim());
  if (!match) return null;
  try {
    if (/;base64$/i.test(match[1]))
      return Uint8Array.from(atob(match[2].replace(/\s+/g, '')), (char) => char.charCodeAt(0));
    return new TextEncoder().encode(decodeURIComponent(match[2]));
  } catch {
    return null;
  }
}

/** Whether a logo given as a string is acceptable: a data URL must hold an image; a script URL never is. */
export function isAcceptableLogoUrl(url: string): boolean {
  if (/^\s*(javascript|vbscript):/i.test(url)) return false;
  if (!/^\s*data:/i.test(url)) return true;
  const bytes = dataUrlBytes(url);
  return bytes !== null && isImageContent(bytes);
}

/** A Blob's bytes; FileReader works the same in browsers and jsdom. */
export function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
