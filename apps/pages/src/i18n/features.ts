// Every string of this remote in all four languages: the shared words and screen titles (./<lang>.json) and the
// features' (./strings/<lang>.ts), as the tests load them. The page never imports this file: it fetches one
// language's feature strings at a time (featureStrings in ./index.ts).
import en from './en.json';
import de from './de.json';
import fr from './fr.json';
import pt from './pt.json';
import { mergeFeatureStrings } from './index';
import * as featuresEn from './strings/en';
import * as featuresDe from './strings/de';
import * as featuresFr from './strings/fr';
import * as featuresPt from './strings/pt';

export const resources = {
  en: { ...en, ...mergeFeatureStrings(featuresEn) },
  de: { ...de, ...mergeFeatureStrings(featuresDe) },
  fr: { ...fr, ...mergeFeatureStrings(featuresFr) },
  pt: { ...pt, ...mergeFeatureStrings(featuresPt) },
};
