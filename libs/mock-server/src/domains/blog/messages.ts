// The blog domain's own validation texts in the four languages; required, e-mail, too long ... come from the kit.
import { defineCatalogue, type CommonMessages } from '../../kit/messages';

export interface BlogMessages extends CommonMessages {
  slug: string;
  slugTaken: string;
  image: string;
  url: string;
}

export const BLOG_MESSAGES = defineCatalogue<BlogMessages>({
  en: {
    slug: 'Use lowercase letters and digits joined by single dashes, e.g. my-first-post.',
    slugTaken: 'Another post already uses this slug.',
    image: 'Use a JPG, PNG or GIF image of at most 800 KB.',
    url: 'Enter a web address starting with http:// or https://.',
  },
  de: {
    slug: 'Verwenden Sie Kleinbuchstaben und Ziffern, verbunden durch einzelne Bindestriche, z. B. mein-erster-beitrag.',
    slugTaken: 'Ein anderer Beitrag verwendet diesen Slug bereits.',
    image: 'Verwenden Sie ein JPG-, PNG- oder GIF-Bild von höchstens 800 KB.',
    url: 'Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.',
  },
  fr: {
    slug: 'Utilisez des lettres minuscules et des chiffres reliés par des tirets simples, par ex. mon-premier-article.',
    slugTaken: 'Un autre article utilise déjà ce slug.',
    image: 'Utilisez une image JPG, PNG ou GIF de 800 Ko au maximum.',
    url: 'Saisissez une adresse web commençant par http:// ou https://.',
  },
  pt: {
    slug: 'Use letras minúsculas e dígitos unidos por hífenes simples, p. ex. o-meu-primeiro-artigo.',
    slugTaken: 'Outro artigo já usa este slug.',
    image: 'Use uma imagem JPG, PNG ou GIF de no máximo 800 KB.',
    url: 'Introduza um endereço web que comece por http:// ou https://.',
  },
});
