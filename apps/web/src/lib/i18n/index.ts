export {
  activateLocale,
  addLoadedCatalog,
  i18n,
  loadNamespace,
  type MessageKey,
  type Namespace,
  type PageLocale,
  pageLocale,
  translate,
} from './i18n';
export { type Translate, useT } from './use-t';
export { withElement } from './with-element';
