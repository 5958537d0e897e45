import { use } from 'react';
import {
  i18n,
  isNamespaceLoaded,
  loadNamespace,
  type MessageKey,
  type MessageValues,
  type Namespace,
} from './i18n';

export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

/**
 * The texts of one namespace, for a component: `const t = useT('home'); t('rowTrending')`. The page's namespaces
 * are normally loaded with its code (app/route-namespaces.ts); one that is not yet here suspends the component
 * until it is, so a text is never shown as its key.
 */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  if (!isNamespaceLoaded(namespace)) use(loadNamespace(namespace));
  return (key, values) => i18n._(`${namespace}.${key}`, values);
}
