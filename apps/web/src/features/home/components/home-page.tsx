import { SESSION_KEYS } from '@kinora/domain';
import { type ReactNode, useEffect } from 'react';
import { SegmentedControl } from '@/components/segmented-control';
import { type ContentType, useContentTypeStore } from '@/lib/content-type-store';
import { type MessageKey, useT } from '@/lib/i18n';
import { sessionStore } from '@/lib/storage';
import { useSearchParamOnce } from '@/lib/use-search-param-once';
import { ContinueWatchingRow } from './continue-watching-row';
import { CategoryRow, categoryRows, MEDIA_OF_CONTENT_TYPE, PopularPeopleRow } from './home-rows';
import { PicksRows } from './picks-rows';
import { TrendingHero } from './trending-hero';

interface HomePageProps {
  /** Rows of other features right after Continue watching (the calendar's "Coming up"), composed by the app. */
  afterContinueWatching?: ReactNode;
}

/**
 * The signed-in home: trending hero, Continue watching and the picks rows (once something was watched or
 * listed), the chosen catalogue's category rows, then popular people.
 */
export function HomePage({ afterContinueWatching }: HomePageProps) {
  // The server queued a new account's welcome e-mail itself: the marker only leaves the URL.
  const t = useT('home');
  const tc = useT('common');
  useSearchParamOnce(AUTH_USER_PARAM);
  useResetTvSessionFlags();
  const contentType = useContentTypeStore((state) => state.contentType);
  const media = MEDIA_OF_CONTENT_TYPE[contentType];

  return (
    <>
      <title>{tc('documentTitle', { title: t('heading') })}</title>
      <h1 className="sr-only">{t('heading')}</h1>
      <TrendingHero media={media} headerAction={<ContentTypeSwitch />} />
      <div className="flex flex-col gap-8 px-4 pt-2 pb-10 sm:px-8 lg:gap-10 lg:px-12">
        <ContinueWatchingRow />
        {afterContinueWatching}
        <PicksRows />
        {categoryRows(media).map((row, index) => (
          <CategoryRow key={row.category} media={media} isAboveFold={index === 0} {...row} />
        ))}
        <PopularPeopleRow />
      </div>
    </>
  );
}

/** Sign-up lands on `/?authUser=new`, sign-in (and Google's callback) on `/?authUser=old`. */
const AUTH_USER_PARAM = 'authUser';

/**
 * Loading home ends any "back from the player" journey, so a later TV page opens fresh
 * instead of re-opening the season (and scroll position) it remembered.
 */
function useResetTvSessionFlags(): void {
  useEffect(() => {
    sessionStore.setItem(SESSION_KEYS.NAVIGATING_FROM_TV_PAGE, 'false');
    // "openseason to null": removed, so readers get null from getItem rather than the string 'null'.
    sessionStore.removeItem(SESSION_KEYS.OPEN_SEASON);
  }, []);
}

const OPTIONS = [
  { value: 'movies', label: 'catalogueMovies' },
  { value: 'tv', label: 'catalogueTv' },
] as const satisfies readonly { value: ContentType; label: MessageKey<'home'> }[];

/**
 * The movies / TV switch on the page itself, the same store the navigation's Movies and Tvshow items set: on
 * phones those items sit in the More drawer, and this keeps the choice one tap away.
 */
function ContentTypeSwitch() {
  const contentType = useContentTypeStore((state) => state.contentType);
  const setContentType = useContentTypeStore((state) => state.setContentType);
  const t = useT('home');
  const options = OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }));
  return (
    <SegmentedControl
      label={t('catalogueLabel')}
      options={options}
      value={contentType}
      onChange={setContentType}
    />
  );
}
