import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ARROW_CARD } from '@/lib/arrow-navigation';
import { CatalogueImage } from './catalogue-image';

interface PosterCardProps {
  href: string;
  title: string;
  imagePath: string | null | undefined;
  /** Small line under the title: year, rating, character... */
  meta?: ReactNode;
  /** Corner badge such as '18+'. */
  badge?: string;
  shape?: 'poster' | 'backdrop';
  /** 'contain' when the picture's shape may not be the card's (a portrait poster on a landscape card). */
  fit?: 'cover' | 'contain';
  onClick?: () => void;
  eager?: boolean;
}

/**
 * The one card for a title or a person in grids and carousels: the whole card is the link, and the arrow keys
 * move between cards (lib/use-arrow-navigation.ts).
 */
export function PosterCard({
  href,
  title,
  imagePath,
  meta,
  badge,
  shape = 'poster',
  fit = 'cover',
  onClick,
  eager,
}: PosterCardProps) {
  const aspect = shape === 'poster' ? 'aspect-[2/3]' : 'aspect-video';
  return (
    <Link
      {...ARROW_CARD}
      to={href}
      onClick={onClick}
      className="group block rounded-lg focus-visible:outline-offset-4"
      title={title}
    >
      <div className={`relative overflow-hidden rounded-lg bg-raised ${aspect}`}>
        {fit === 'contain' && imagePath && (
          // The same picture, blurred, fills the bars beside a whole poster (the browser loads it once).
          <div aria-hidden="true" className="absolute inset-0 opacity-40 blur-md">
            <CatalogueImage path={imagePath} alt="" fallbackLabel="" className="h-full w-full scale-110" />
          </div>
        )}
        {/* The title is the link's text right below; repeating it as alt text would read it twice. */}
        <CatalogueImage
          path={imagePath}
          alt=""
          eager={eager}
          fit={fit}
          className={`relative h-full w-full motion-safe:transition-transform motion-safe:duration-300 group-hover:scale-105 ${fit === 'contain' ? 'bg-transparent!' : ''}`}
        />
        {badge && (
          <span className="absolute top-2 start-2 rounded bg-ink/80 px-1.5 py-0.5 text-[11px] font-semibold text-text">
            {badge}
          </span>
        )}
      </div>
      <p className="mt-2 truncate text-sm font-medium text-text group-hover:text-accent">{title}</p>
      {meta && <div className="truncate text-xs text-muted">{meta}</div>}
    </Link>
  );
}
