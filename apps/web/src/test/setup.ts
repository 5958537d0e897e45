import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';
import { useContentTypeStore } from '@/lib/content-type-store';

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
});
