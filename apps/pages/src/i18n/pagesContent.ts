// The strings of the FAQ, knowledge base, pricing and misc (coming soon, maintenance) features, one object per
// language, spread into the remote's feature strings by features.ts.
import faqEn from '../features/faq/locales/en.json';
import faqDe from '../features/faq/locales/de.json';
import faqFr from '../features/faq/locales/fr.json';
import faqPt from '../features/faq/locales/pt.json';
import kbEn from '../features/knowledge-base/locales/en.json';
import kbDe from '../features/knowledge-base/locales/de.json';
import kbFr from '../features/knowledge-base/locales/fr.json';
import kbPt from '../features/knowledge-base/locales/pt.json';
import pricingEn from '../features/pricing/locales/en.json';
import pricingDe from '../features/pricing/locales/de.json';
import pricingFr from '../features/pricing/locales/fr.json';
import pricingPt from '../features/pricing/locales/pt.json';
import miscEn from '../features/misc/locales/en.json';
import miscDe from '../features/misc/locales/de.json';
import miscFr from '../features/misc/locales/fr.json';
import miscPt from '../features/misc/locales/pt.json';

export const pagesContentStrings = {
  en: { ...faqEn, ...kbEn, ...pricingEn, ...miscEn },
  de: { ...faqDe, ...kbDe, ...pricingDe, ...miscDe },
  fr: { ...faqFr, ...kbFr, ...pricingFr, ...miscFr },
  pt: { ...faqPt, ...kbPt, ...pricingPt, ...miscPt },
};
