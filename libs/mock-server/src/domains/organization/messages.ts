// The organisation settings' own messages (the logo); every other message of PUT /organization is one
// of the kit's common ones (kit/messages.ts), in the request's language.
import type { Request } from 'miragejs';
import { defineCatalogue, type CommonMessages, type Language } from '../../kit/messages';

export interface OrganizationMessages extends CommonMessages {
  imageType: string;
  imageSize: string;
  /** The file (or data URL) is not really a PNG, JPEG, GIF, WebP or script-free SVG. */
  imageContent: string;
}

const CATALOGUE = defineCatalogue<OrganizationMessages>({
  en: {
    imageType: 'Choose an image file.',
    imageSize: 'Choose an image of at most 2 MB.',
    imageContent: 'This file is not a valid image. Use PNG, JPEG, GIF, WebP or SVG (without scripts).',
  },
  de: {
    imageType: 'Wählen Sie eine Bilddatei.',
    imageSize: 'Wählen Sie ein Bild mit höchstens 2 MB.',
    imageContent: 'Diese Datei ist kein gültiges Bild. Verwenden Sie PNG, JPEG, GIF, WebP oder SVG (ohne Skripte).',
  },
  fr: {
    imageType: 'Choisissez un fichier image.',
    imageSize: 'Choisissez une image de 2 Mo maximum.',
    imageContent: 'Ce fichier n’est pas une image valide. Utilisez PNG, JPEG, GIF, WebP ou SVG (sans scripts).',
  },
  pt: {
    imageType: 'Escolha um ficheiro de imagem.',
    imageSize: 'Escolha uma imagem de no máximo 2 MB.',
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
