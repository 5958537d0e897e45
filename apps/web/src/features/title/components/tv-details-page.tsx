import type { TitleDetail } from '@kinora/domain';
import { AddToListSlot, MarkWatchedSlot, TitleRatingSlot } from '@/components/title-page-slots';
import { WatchLaterButton } from '@/components/watch-later-button';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { PeopleLine } from './people-line';
import { SeasonAccordion } from './season-accordion';
import { TitleDetailsGate } from './title-details-gate';
import { Fact } from './title-facts';
import { TitleHero } from './title-hero';
import { CastSection, SimilarSection, TitleSections } from './title-sections';
import { TrailerButton } from './trailer-button';
import { WhereToWatch } from './where-to-watch';

/** /tv/details?id&name (docs/product/title-pages.md). */
export function TvDetailsPage({ id, name }: { id: number | undefined; name: string }) {
  return (
    <TitleDetailsGate media="tv" id={id} name={name}>
      {(show, showId) => <TvDetails show={show} id={showId} name={name} />}
    </TitleDetailsGate>
  );
}

function TvDetails({ show, id, name }: { show: TitleDetail; id: number; name: string }) {
  const t = useT('title');
  const title = show.name ?? name;
  return (
    <article>
      <TitleHero
        detail={show}
        title={title}
        facts={
          <>
            <TitleRatingSlot media="tv" id={id} title={title} />
            <Fact label={t('firstAiredLabel')}>{formatDate(show.first_air_date)}</Fact>
            {show.number_of_seasons !== undefined && (
              <Fact>{t('seasonCount', { count: show.number_of_seasons })}</Fact>
            )}
            {show.number_of_episodes !== undefined && (
              <Fact>{t('episodeCount', { count: show.number_of_episodes })}</Fact>
            )}
          </>
        }
      >
        <PeopleLine label={t('createdByLabel')} people={show.created_by ?? []} />
        <div className="mt-6 flex flex-wrap gap-3">
          <WatchLaterButton target={{ type: 'tv', id }} label={t('listButton')} />
          <AddToListSlot target={{ type: 'tv', id }} />
          <MarkWatchedSlot target={{ media_type: 'tv', id }} name={t('wholeShow', { title })} />
          <TrailerButton media="tv" id={id} title={title} />
        </div>
      </TitleHero>
      <TitleSections>
        <SeasonAccordion show={{ id, name: title }} seasons={show.seasons ?? []} />
        <WhereToWatch media="tv" id={id} />
        <CastSection media="tv" id={id} />
        <SimilarSection media="tv" id={id} />
      </TitleSections>
    </article>
  );
}
