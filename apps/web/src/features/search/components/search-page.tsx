import { SEARCH, SEARCH_TYPES, SESSION_KEYS, type SearchType } from '@kinora/domain';
import { Link } from 'react-router';
import { OnMyServicesToggle } from '@/components/on-my-services-toggle';
import { useT } from '@/lib/i18n';
import { sessionStore } from '@/lib/storage';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOnMyServices } from '@/lib/use-on-my-services';
import { useStoredItem } from '@/lib/use-stored-item';
import { searchableQuery } from '../utils/search-query';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { TrendingSearches } from './trending-searches';

/**
 * Search (docs/product/search.md): the query runs 250 ms after typing stops and only from 3 characters;
 * below that the results clear at once and the trending suggestions come back.
 */
export function SearchPage() {
  const t = useT('search');
  const tc = useT('common');
  const { type, text, setType, setText } = useSearchMemory();
  const debouncedText = useDebouncedValue(text, SEARCH.DEBOUNCE_MS);
  const isSearching = searchableQuery(text) !== null;
  const query = searchableQuery(debouncedText);
  const services = useOnMyServices();
  // People stream nowhere: the toggle is for titles only.
  const onMyServices = services.isOn && type !== 'person';

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:px-8 lg:py-10">
      <title>{tc('documentTitle', { title: t('heading') })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('heading')}</h1>
      <p className="mt-2 mb-6 text-muted">
        {t('intro')}{' '}
        <Link to="/chat" className="link">
          {t('askAssistant')}
        </Link>
      </p>
      <SearchForm type={type} text={text} onTypeChange={setType} onTextChange={setText} />
      {type !== 'person' && (
        <div className="mt-4">
          <OnMyServicesToggle isOn={services.isOn} onChange={services.set} />
        </div>
      )}
      {isSearching ? (
        <SearchResults
          key={`${type}:${query}:${onMyServices}`}
          type={type}
          query={query}
          onMyServices={onMyServices}
        />
      ) : (
        <TrendingSearches />
      )}
    </section>
  );
}

const DEFAULT_TYPE: SearchType = 'movie';

function readType(stored: string | null): SearchType {
  return SEARCH_TYPES.find((type) => type === stored) ?? DEFAULT_TYPE;
}

/**
 * The search type and text, remembered for the tab, so coming back from a result shows
 * the same search again.
 */
function useSearchMemory() {
  const [storedType, setType] = useStoredItem(sessionStore, SESSION_KEYS.SEARCH_TYPE);
  const [storedText, setText] = useStoredItem(sessionStore, SESSION_KEYS.SEARCH_QUERY);
  return { type: readType(storedType), text: storedText ?? '', setType, setText };
}
