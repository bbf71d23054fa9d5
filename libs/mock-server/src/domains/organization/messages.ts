// The organisation settings' own messages (the logo); every other message of PUT /organization is one
// of the kit's common ones (kit/messages.ts), in the request's language.
import type { Request } from 'miragejs';
import { defineCatalogue, type CommonMessages, type Language } from '../../kit/messages';

export interface OrganizationMessages extends CommonMessages {
  imageType: string;
  imageSize: string;
}

const CATALOGUE = defineCatalogue<OrganizationMessages>({
  en: { imageType: 'Choose an image file.', imageSize: 'Choose an image of at most 2 MB.' },
  de: { imageType: 'Wählen Sie eine Bilddatei.', imageSize: 'Wählen Sie ein Bild mit höchstens 2 MB.' },
  fr: { imageType: 'Choisissez un fichier image.', imageSize: 'Choisissez une image de 2 Mo maximum.' },
  pt: { imageType: 'Escolha um ficheiro de imagem.', imageSize: 'Escolha uma imagem de no máximo 2 MB.' },
});

export function organizationMessagesIn(language: Language): OrganizationMessages {
  return CATALOGUE.in(language);
}

/** The messages for the request's Accept-Language. */
export function organizationMessagesFor(request: Request): OrganizationMessages {
  return CATALOGUE.for(request);
}
