// Every live-agent string in all four languages: the shared words and screen titles (./<lang>.json) and every
// feature's (./strings/<lang>.ts), as the tests load them. The page never imports this file: it fetches each screen's
// part of them in one language at a time (SCREEN_STRINGS in ./index.ts).
import en from './en.json';
import de from './de.json';
import fr from './fr.json';
import pt from './pt.json';
import featuresEn from './strings/en';
import featuresDe from './strings/de';
import featuresFr from './strings/fr';
import featuresPt from './strings/pt';

export const resources = {
  en: { ...en, ...featuresEn },
  de: { ...de, ...featuresDe },
  fr: { ...fr, ...featuresFr },
  pt: { ...pt, ...featuresPt },
};
