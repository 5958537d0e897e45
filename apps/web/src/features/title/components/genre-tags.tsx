import { DETAIL_GENRES } from '@kinora/domain';
import { useT } from '@/lib/i18n';

/**
 * Up to DETAIL_GENRES.LARGE_SCREEN genres; the ones past DETAIL_GENRES.SMALL_SCREEN hide on small screens. Their
 * names come from the catalogue, already in the viewer's language.
 */
export function GenreTags({ genres }: { genres: readonly { id: number; name: string }[] }) {
  const t = useT('title');
  const shown = genres.slice(0, DETAIL_GENRES.LARGE_SCREEN);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('genresLabel')} className="mt-3 flex flex-wrap gap-2">
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
