// The organisation settings' own message (a logo's content); every other message of PUT /organization is one
// of the kit's common ones (kit/messages.ts) or a rule's (the logo's type and size: contracts' `logo`), in the
// request's language.
import type { Request } from 'miragejs';
import { defineCatalogue, type CommonMessages, type Language } from '../../kit/messages';

export interface OrganizationMessages extends CommonMessages {
  /** The file (or data URL) is not really a PNG, JPEG, GIF, WebP or script-free SVG. */
  imageContent: string;
}

const CATALOGUE = defineCatalogue<OrganizationMessages>({
  en: {
    imageContent: 'This file is not a valid image. Use PNG, JPEG, GIF, WebP or SVG (without scripts).',
  },
  de: {
    imageContent: 'Diese Datei ist kein gültiges Bild. Verwenden Sie PNG, JPEG, GIF, WebP oder SVG (ohne Skripte).',
  },
  fr: {
    imageContent: 'Ce fichier n’est pas une image valide. Utilisez PNG, JPEG, GIF, WebP ou SVG (sans scripts).',
  },
  pt: {
    imageContent: 'Este ficheiro não é uma imagem válida. Use PNG, JPEG, GIF, WebP ou SVG (sem scripts).',
  },
});

export function organizationMessagesIn(language: Language): OrganizationMessages {
  return CATALOGUE.in(language);
}

/** The messages for the request's Accept-Language. */
export function organizationMessagesFor(request: Request): OrganizationMessages {
  return CATALOGUE.for(request);
}
