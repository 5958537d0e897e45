import {
  DETAIL_GENRES,
  IMAGE_SIZES,
  type MediaType,
  OVERVIEW_MAX_CHARS,
  type TitleDetail,
} from '@kinora/domain';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { Skeleton } from '@/components/skeleton';
import { UnavailableMessage } from '@/components/status-message';
import { ageLabel, formatRating, truncate } from '@/lib/format';
import { personHref } from '@/lib/links';
import { useTitleDetails } from '../api/title-queries';

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
 * genres, the overview and the page's own lines and actions.
 */
export function TitleHero({ detail, title, facts, children }: TitleHeroProps) {
  const backdropPath = detail.backdrop_path;
  const posterPath = detail.poster_path;
  return (
    <section className="relative isolate">
      <title>{`${title} - Kinora`}</title>
      <div className="relative aspect-video max-h-[70dvh] w-full overflow-hidden lg:aspect-[21/9]">
        <CatalogueImage
          path={backdropPath ?? posterPath}
          size={IMAGE_SIZES.HERO}
          alt={`${title} backdrop`}
          eager
          className="h-full w-full"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-t from-ink via-ink/50 to-transparent"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 hidden bg-linear-to-r from-ink/80 to-transparent lg:block"
        />
      </div>
      <div className="relative mx-auto mt-2 flex max-w-6xl gap-8 px-4 sm:-mt-28 sm:px-6 lg:-mt-56 lg:px-10">
        <div className="hidden w-48 shrink-0 lg:block xl:w-56">
          <CatalogueImage
            path={posterPath}
            alt={`${title} poster`}
            eager
            className="aspect-[2/3] w-full rounded-xl shadow-2xl shadow-black/60"
          />
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {title}
          </h1>
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

interface TitleFactsProps {
  adult: boolean | undefined;
  rating: number | undefined;
  /** Further facts in reading order: release date, runtime, season count... */
  children?: ReactNode;
}

/** The fact line under a title: age tag, rating to one decimal, then the page's own facts. */
function TitleFacts({ adult, rating, children }: TitleFactsProps) {
  return (
    <ul className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
      <li>
        <span className="rounded border border-line bg-ink/60 px-1.5 py-0.5 text-xs font-semibold text-text">
          {ageLabel(adult)}
        </span>
      </li>
      <li>
        <span aria-hidden="true" className="text-accent">
          ★{' '}
        </span>
        <span className="sr-only">Rating </span>
        <span className="font-semibold text-text">{formatRating(rating)}</span>
      </li>
      {children}
    </ul>
  );
}

/** One labelled fact; the label is for screen readers, sighted people read it from the value's shape. */
export function Fact({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <li>
      {label && <span className="sr-only">{label} </span>}
      {children}
    </li>
  );
}

/** Up to DETAIL_GENRES.LARGE_SCREEN genres; the ones past DETAIL_GENRES.SMALL_SCREEN hide on small screens. */
function GenreTags({ genres }: { genres: readonly { id: number; name: string }[] }) {
  const shown = genres.slice(0, DETAIL_GENRES.LARGE_SCREEN);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Genres" className="mt-3 flex flex-wrap gap-2">
      {shown.map((genre, index) => (
        <li
          key={genre.id}
          className={`rounded-full border border-line bg-raised/70 px-3 py-1 text-xs font-medium ${
            index >= DETAIL_GENRES.SMALL_SCREEN ? 'hidden sm:block' : ''
          }`}
        >
          {genre.name}
        </li>
      ))}
    </ul>
  );
}

/** The overview cut at OVERVIEW_MAX_CHARS with 'Read more', and 'Read less' once open. */
function OverviewText({ text }: { text: string | undefined }) {
  const [isExpanded, setExpanded] = useState(false);
  if (!text) return <p className="mt-4 max-w-3xl text-muted">No overview available.</p>;
  const isLong = text.length > OVERVIEW_MAX_CHARS;
  return (
    <p className="mt-4 max-w-3xl leading-relaxed text-text/90">
      {isLong && !isExpanded ? truncate(text, OVERVIEW_MAX_CHARS) : text}
      {isLong && (
        <>
          {' '}
          <button
            type="button"
            className="link whitespace-nowrap"
            aria-expanded={isExpanded}
            onClick={() => setExpanded(!isExpanded)}
          >
            {isExpanded ? 'Read less' : 'Read more'}
          </button>
        </>
      )}
    </p>
  );
}

interface PeopleLineProps {
  label: string;
  people: readonly { id?: number; name: string }[];
}

/** "Director: A, B" / "Created by: C", each name linking to the person's page when the catalogue knows them. */
export function PeopleLine({ label, people }: PeopleLineProps) {
  if (people.length === 0) return null;
  return (
    <p className="mt-3 text-sm text-muted">
      {label}:{' '}
      {people.map((person, index) => (
        <span key={`${person.id ?? 'x'}-${person.name}`}>
          {index > 0 && ', '}
          {person.id ? (
            <Link to={personHref(person.id, person.name)} className="link">
              {person.name}
            </Link>
          ) : (
            <span className="text-text">{person.name}</span>
          )}
        </span>
      ))}
    </p>
  );
}

/** The detail page's shape while it loads: backdrop, title (the name from the link, when known), facts, buttons. */
function TitlePageSkeleton({ name }: { name: string }) {
  return (
    <div role="status" aria-label="Loading title">
      <Skeleton className="aspect-video max-h-[70dvh] w-full rounded-none lg:aspect-[21/9]" />
      <div className="relative mx-auto mt-2 max-w-6xl px-4 sm:-mt-28 sm:px-6 lg:-mt-56 lg:flex lg:gap-8 lg:px-10">
        <Skeleton className="hidden aspect-[2/3] w-48 shrink-0 rounded-xl lg:block xl:w-56" />
        <div className="flex-1">
          {name ? (
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl">{name}</h1>
          ) : (
            <Skeleton className="h-10 w-2/3" />
          )}
          <Skeleton className="mt-4 h-5 w-1/2" />
          <Skeleton className="mt-4 h-20 w-full max-w-3xl" />
          <div className="mt-6 flex gap-3">
            <Skeleton className="h-11 w-24" />
            <Skeleton className="h-11 w-24" />
            <Skeleton className="h-11 w-24" />
          </div>
        </div>
      </div>
    </div>
  );
}

const NOUN = { movie: 'Movie', tv: 'TV show' } as const;

interface TitleUnavailableProps {
  media: MediaType;
  /** The catalogue has no such title (or the link carries no id); otherwise loading failed and may be retried. */
  isNotFound: boolean;
  onRetry?: () => void;
}

/** A missing or failed title: a reason, a retry when it may help, and a way home, never a blank page. */
function TitleUnavailable({ media, isNotFound, onRetry }: TitleUnavailableProps) {
  return <UnavailableMessage noun={NOUN[media]} isNotFound={isNotFound} onRetry={onRetry} />;
}

interface TitleDetailsGateProps {
  media: MediaType;
  /** From the link; undefined when it carries no usable id. */
  id: number | undefined;
  /** The title the link carried, shown while the details load. */
  name: string;
  /** The page itself, once the details have arrived. */
  children: (details: TitleDetail, id: number) => ReactNode;
}

/**
 * What a movie or show page shows before its details arrive: not found for a link without a usable id, the
 * page's shape while loading, not found or a retry when loading fails; then the page itself.
 */
export function TitleDetailsGate({ media, id, name, children }: TitleDetailsGateProps) {
  if (id === undefined) return <TitleUnavailable media={media} isNotFound />;
  return (
    <LoadedTitleDetails media={media} id={id} name={name}>
      {children}
    </LoadedTitleDetails>
  );
}

function LoadedTitleDetails({ media, id, name, children }: TitleDetailsGateProps & { id: number }) {
  const details = useTitleDetails(media, id);
  if (details.isPending) return <TitlePageSkeleton name={name} />;
  if (details.isError) {
    return (
      <TitleUnavailable
        media={media}
        isNotFound={details.error.data?.code === 'NOT_FOUND'}
        onRetry={() => void details.refetch()}
      />
    );
  }
  return children(details.data, id);
}

/** The sections under the hero: seasons, cast, similar titles. */
export function TitleSections({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl space-y-12 px-4 pt-12 sm:px-6 lg:px-10">{children}</div>;
}
