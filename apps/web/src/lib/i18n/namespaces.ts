/**
 * Every namespace and its English file, which types its keys. A feature that gets texts adds its line here (and
 * its `locales/` folder); the catalogue tests check every locale against these files.
 */
import type common from '@/locales/en.json';

export type Catalogs = {
  common: typeof common;
};
