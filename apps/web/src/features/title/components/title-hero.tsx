import { IMAGE_SIZES, type TitleDetail } from '@kinora/domain';
import type { ReactNode } from 'react';
import { CatalogueImage } from '@/components/catalogue-image';
import { useT } from '@/lib/i18n';
import { GenreTags } from './genre-tags';
import { OverviewText } from './overview-text';
import { TitleFacts } from './title-facts';
import { TitleHeading } from './title-heading';

interface TitleHeroProps {
  detail: TitleDetail;
  title: string;
  /** The page's own facts after the age tag and the rating: release date, runtime, season count... */
  facts: ReactNode;
  /** Below the overview: the people line and the actions. */
  children: ReactNode;
}

/**
 * The top of a movie or show page: the backdrop at its original size (the poster when there is none) in a
 * fixed-ratio frame, so nothing moves as it loads, and over its fading lower edge the title, the facts, the
 * genres, the overview and the page's own lines and actions. The title is its logo when it has one.
 */
export function TitleHero({ detail, title, facts, children }: TitleHeroProps) {
  const t = useT('title');
  const backdropPath = detail.backdrop_path;
  // Already the viewer's language's poster where there is one: the catalogue chose it (catalogue-language.md).
  const posterPath = detail.poster_path;
  return (
    <section className="relative isolate">
      <title>{t('documentTitle', { title })}</title>
      <div className="relative aspect-video max-h-[70dvh] w-full overflow-hidden lg:aspect-[21/9]">
        <CatalogueImage
          path={backdropPath ?? posterPath}
          size={IMAGE_SIZES.HERO}
          alt={t('backdropAlt', { title })}
          eager
          className="h-full w-full"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-t from-ink via-ink/50 to-transparent"
        />
        {/* The side shade sits behind the text, which starts on the right in a right-to-left page. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 hidden bg-linear-to-r from-ink/80 to-transparent lg:block rtl:bg-linear-to-l"
        />
      </div>
      <div className="relative mx-auto mt-2 flex max-w-6xl gap-8 px-4 sm:-mt-28 sm:px-6 lg:-mt-56 lg:px-10">
        <div className="hidden w-48 shrink-0 lg:block xl:w-56">
          <CatalogueImage
            path={posterPath}
            alt={t('posterAlt', { title })}
            eager
            className="aspect-[2/3] w-full rounded-xl shadow-2xl shadow-black/60"
          />
        </div>
        <div className="min-w-0 flex-1">
          <TitleHeading title={title} logo={detail.logo} />
          <TitleFacts adult={detail.adult} rating={detail.vote_average}>
            {facts}
          </TitleFacts>
          <GenreTags genres={detail.genres} />
          <OverviewText text={detail.overview} />
          {children}
        </div>
      </div>
    </section>
  );
}
