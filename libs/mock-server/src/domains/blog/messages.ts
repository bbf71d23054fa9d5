// The blog domain's own validation texts in the four languages, those that depend on what is stored; the rules' texts
// (required, too long, the slug's and the website's format ...) come from the kit, which reads them from contracts.
import { defineCatalogue, type CommonMessages } from '../../kit/messages';

export interface BlogMessages extends CommonMessages {
  slugTaken: string;
  image: string;
}

export const BLOG_MESSAGES = defineCatalogue<BlogMessages>({
  en: {
    slugTaken: 'Another post already uses this slug.',
    image: 'Use a JPG, PNG or GIF image of at most 800 KB.',
  },
  de: {
    slugTaken: 'Ein anderer Beitrag verwendet diesen Slug bereits.',
    image: 'Verwenden Sie ein JPG-, PNG- oder GIF-Bild von höchstens 800 KB.',
  },
  fr: {
    slugTaken: 'Un autre article utilise déjà ce slug.',
    image: 'Utilisez une image JPG, PNG ou GIF de 800 Ko au maximum.',
  },
  pt: {
    slugTaken: 'Outro artigo já usa este slug.',
    image: 'Use uma imagem JPG, PNG ou GIF de no máximo 800 KB.',
  },
});
