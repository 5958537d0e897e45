import type { Director } from '@kinora/domain';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { personHref } from '@/lib/links';

/** A director's photo ('No Image' when missing or broken) and name, opening their person page. */
export function DirectorCard({ director, eager }: { director: Director; eager: boolean }) {
  return (
    <Link
      to={personHref(director.id, director.name)}
      className="group block rounded-xl border border-line bg-surface p-2 focus-visible:outline-offset-4 hover:border-accent/60"
    >
      <CatalogueImage
        path={director.profile_path}
        alt={director.name}
        eager={eager}
        className="aspect-[2/3] w-full rounded-lg"
      />
      <p className="mt-2 truncate px-1 pb-1 text-center text-sm font-semibold group-hover:text-accent">
        {director.name}
      </p>
    </Link>
  );
}
