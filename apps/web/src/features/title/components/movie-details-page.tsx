import { formatDate } from '@/lib/format';
import { useTitleDetails } from '../api/use-title-details';
import { CastSection } from './cast-section';
import { GenreTags } from './genre-tags';
import { MovieActions, MovieDirectors } from './movie-actions';
import { OverviewText } from './overview-text';
import { SimilarSection } from './similar-section';
import { Fact, TitleFacts } from './title-facts';
import { TitleHero } from './title-hero';
import { TitlePageSkeleton } from './title-page-skeleton';
import { TitleUnavailable } from './title-unavailable';

interface MovieDetailsPageProps {
  /** From the link; undefined when it carries no usable id. */
  id: number | undefined;
  /** The title the link carried, shown while the details load. */
  name: string;
}

/** /movie?id&name (PRODUCT.md "Movie details"). */
export function MovieDetailsPage({ id, name }: MovieDetailsPageProps) {
  if (id === undefined) return <TitleUnavailable media="movie" isNotFound />;
  return <MovieDetails id={id} name={name} />;
}

function MovieDetails({ id, name }: { id: number; name: string }) {
  const details = useTitleDetails('movie', id);
  if (details.isPending) return <TitlePageSkeleton name={name} />;
  if (details.isError) {
    return (
      <TitleUnavailable
        media="movie"
        isNotFound={details.error.data?.code === 'NOT_FOUND'}
        onRetry={() => void details.refetch()}
      />
    );
  }
  const movie = details.data;
  const title = movie.title ?? name;
  return (
    <article>
      <title>{`${title} - Kinora`}</title>
      <TitleHero title={title} backdropPath={movie.backdrop_path} posterPath={movie.poster_path}>
        <TitleFacts adult={movie.adult} rating={movie.vote_average}>
          <Fact label="Release date">{formatDate(movie.release_date)}</Fact>
          {movie.runtime ? <Fact label="Runtime">{movie.runtime} min</Fact> : null}
        </TitleFacts>
        <GenreTags genres={movie.genres} />
        <OverviewText text={movie.overview} />
        <MovieDirectors id={id} />
        <MovieActions movie={movie} title={title} />
      </TitleHero>
      <div className="mx-auto max-w-6xl space-y-12 px-4 pt-12 sm:px-6 lg:px-10">
        <CastSection media="movie" id={id} />
        <SimilarSection media="movie" id={id} />
      </div>
    </article>
  );
}
