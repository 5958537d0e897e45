import type { Season } from '@kinora/domain';
import { type KeyboardEvent, useId } from 'react';
import { yearOf } from '@/lib/format';
import { useSeasonAccordion } from '../hooks/use-season-accordion';
import { SeasonEpisodes } from './season-episodes';
import { SectionHeading } from './section-heading';

interface SeasonAccordionProps {
  show: { id: number; name: string };
  seasons: readonly Season[];
}

const HEADER_SELECTOR = '[data-season-header]';

/** Arrow keys, Home and End move between season headers (the WAI-ARIA accordion pattern). */
function moveHeaderFocus(event: KeyboardEvent<HTMLElement>) {
  const headers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(HEADER_SELECTOR)];
  const index = headers.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  const last = headers.length - 1;
  const target = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  headers[target]?.focus();
}

/** Seasons, one open at a time; opening one fetches its episodes. */
export function SeasonAccordion({ show, seasons }: SeasonAccordionProps) {
  const headingId = useId();
  const baseId = useId();
  const accordion = useSeasonAccordion(seasons.map((season) => season.season_number));

  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Seasons</SectionHeading>
      {seasons.length === 0 ? (
        <p className="text-muted">No seasons listed for this show yet.</p>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys reach this list from its header buttons
        <div className="space-y-3" onKeyDown={moveHeaderFocus}>
          {seasons.map((season) => {
            const isOpen = accordion.openSeason === season.season_number;
            const headerId = `${baseId}-header-${season.season_number}`;
            const panelId = `${baseId}-panel-${season.season_number}`;
            const year = yearOf(season.air_date);
            return (
              <div key={season.id} className="overflow-hidden rounded-xl border border-line bg-surface/60">
                <h3>
                  <button
                    type="button"
                    id={headerId}
                    data-season-header
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => accordion.toggle(season.season_number)}
                    className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left hover:bg-raised/60"
                  >
                    <span>
                      <span className="block font-semibold">{season.name}</span>
                      <span className="text-xs text-muted">
                        {season.episode_count} episode{season.episode_count === 1 ? '' : 's'}
                        {year ? ` · ${year}` : ''}
                      </span>
                    </span>
                    <span
                      aria-hidden="true"
                      className={`text-muted motion-safe:transition-transform ${isOpen ? 'rotate-180' : ''}`}
                    >
                      ▾
                    </span>
                  </button>
                </h3>
                <section
                  id={panelId}
                  aria-labelledby={headerId}
                  hidden={!isOpen}
                  className="border-t border-line p-3 sm:p-4"
                >
                  {isOpen && (
                    <>
                      {season.overview && <p className="mb-4 text-sm text-muted">{season.overview}</p>}
                      <SeasonEpisodes
                        show={show}
                        season={season.season_number}
                        onShown={accordion.onEpisodesShown}
                        onFailed={accordion.onEpisodesFailed}
                        onPlay={accordion.rememberBeforePlay}
                      />
                    </>
                  )}
                </section>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
