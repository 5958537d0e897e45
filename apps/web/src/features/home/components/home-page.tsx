import { useContentTypeStore } from '@/lib/content-type-store';
import { categoryRows, MEDIA_OF_CONTENT_TYPE } from '../categories';
import { useAuthUserParam } from '../hooks/use-auth-user-param';
import { useResetTvSessionFlags } from '../hooks/use-reset-tv-session-flags';
import { CategoryRow } from './category-row';
import { ContentTypeSwitch } from './content-type-switch';
import { PopularPeopleRow } from './popular-people-row';
import { TrendingHero } from './trending-hero';

/** The signed-in home: trending hero, the chosen catalogue's category rows, then popular people. */
export function HomePage() {
  useAuthUserParam();
  useResetTvSessionFlags();
  const contentType = useContentTypeStore((state) => state.contentType);
  const media = MEDIA_OF_CONTENT_TYPE[contentType];

  return (
    <>
      <title>Home - Kinora</title>
      <h1 className="sr-only">Home</h1>
      <TrendingHero media={media} headerAction={<ContentTypeSwitch />} />
      <div className="flex flex-col gap-8 px-4 pt-2 pb-10 sm:px-8 lg:gap-10 lg:px-12">
        {categoryRows(media).map((row, index) => (
          <CategoryRow key={row.category} media={media} isAboveFold={index === 0} {...row} />
        ))}
        <PopularPeopleRow />
      </div>
    </>
  );
}
