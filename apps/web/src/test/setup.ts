import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';
import { useContentTypeStore } from '@/lib/content-type-store';
import { ALL_NAMESPACES, activateLocale } from '@/lib/i18n/i18n';
import { takeUndeclaredProcedures } from './fake-trpc';

// Components render their texts in English, every namespace loaded, as a page whose texts have arrived.
await activateLocale('en', ALL_NAMESPACES);

// Route chunks are lazy: their first import in a test run is transformed on demand and can take a while.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  // Module state outlives a test: put the movies/TV choice back to its default.
  useContentTypeStore.setState({ contentType: 'movies' });
  // So is react-hot-toast's list: a toast left by one test must not answer the next test's query.
  toast.remove();
  const undeclared = takeUndeclaredProcedures();
  if (undeclared.length > 0) {
    throw new Error(
      `The page asked the fake tRPC door for ${undeclared.join(', ')}, which this test does not declare: ` +
        'give each a handler, or `undefined` to answer NOT_FOUND.',
    );
  }
});
