// The theme customizer (eslint.config.mjs: a feature is imported through its index.ts only), downloaded when first
// opened.
import { lazyWhenOpened } from '../../app/lazyWhenOpened';

export const Customizer = lazyWhenOpened(() => import('./Customizer').then((module) => module.Customizer));
