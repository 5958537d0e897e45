import { FUN_SECTIONS, type FunLink, type FunSection, SESSION_KEYS } from '@kinora/domain';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Modal } from '@/components/modal';
import { OutlineIcon } from '@/components/outline-icon';
import { Skeleton } from '@/components/skeleton';
import { TabBar, TabPanel } from '@/components/tab-bar';
import { type MessageKey, useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { sessionStore } from '@/lib/storage';
import { useHostReach } from '@/lib/use-host-reach';
import { useStoredItem } from '@/lib/use-stored-item';
import { useFunLinks } from '../api/fun-queries';
import { readFunSection } from '../utils/fun-sections';

/** The sections' names, by their keys in the catalogue. */
const SECTION_LABELS: Readonly<Record<FunSection, MessageKey<'fun'>>> = {
  live: 'sectionLive',
  documentaries: 'sectionDocumentaries',
  games: 'sectionGames',
  news: 'sectionNews',
};
const TABS_ID = 'fun';
const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
const CARD =
  'group flex h-full flex-col gap-2 rounded-xl border border-line bg-surface p-4 text-start hover:border-accent/60 focus-visible:outline-offset-4';

/** /fun: live feeds, documentaries, games and news; the chosen section is remembered for the tab. */
export function FunPage() {
  const t = useT('fun');
  const tc = useT('common');
  const tabs = FUN_SECTIONS.map((key) => ({ key, label: t(SECTION_LABELS[key]) }));
  const [storedSection, rememberSection] = useStoredItem(sessionStore, SESSION_KEYS.FUN_SECTION);
  const section = readFunSection(storedSection);
  const links = useFunLinks();
  const [playing, setPlaying] = useState<FunLink | null>(null);
  const choose = (next: FunSection) => rememberSection(next);

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{tc('documentTitle', { title: t('heading') })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('heading')}</h1>
      <p className="mt-2 text-muted">{t('intro')}</p>
      <TabBar
        label={t('sectionsLabel')}
        tabs={tabs}
        selected={section}
        onSelect={choose}
        idPrefix={TABS_ID}
        className="mt-6"
      />
      <TabPanel idPrefix={TABS_ID} tabKey={section} className="pt-6">
        {links.isPending ? (
          <div role="status" aria-label={t('loadingLinks')} className={GRID}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 w-full rounded-xl" />
            ))}
          </div>
        ) : links.isError ? (
          <p role="alert" className="text-danger">
            {t('linksFailed')}
          </p>
        ) : (
          <ul className={GRID}>
            {section === 'games' && (
              <li>
                <MiniGameCard />
              </li>
            )}
            {links.data[section].map((link) => (
              <li key={link.url}>
                <LinkCard link={link} onPlay={() => setPlaying(link)} />
              </li>
            ))}
            {section === 'live' && (
              <li>
                <AdultCard />
              </li>
            )}
          </ul>
        )}
      </TabPanel>
      <EmbedModal link={playing} onClose={() => setPlaying(null)} />
    </section>
  );
}

/** A site: opened in a new tab, or played here in a dialog when it is an embeddable game or stream. */
function LinkCard({ link, onPlay }: { link: FunLink; onPlay: () => void }) {
  const t = useT('fun');
  const body = (
    <>
      <span className="flex items-center justify-between gap-3">
        <span className="font-semibold group-hover:text-accent">{link.title}</span>
        <OutlineIcon className="size-5 shrink-0 text-muted">
          {link.open === 'embed' ? (
            <path d="M8 5v14l11-7z" />
          ) : (
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          )}
        </OutlineIcon>
      </span>
      {link.description && <span className="text-sm text-muted">{link.description}</span>}
    </>
  );
  if (link.open === 'embed') {
    return (
      <button type="button" className={CARD} onClick={onPlay}>
        {body}
      </button>
    );
  }
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className={CARD}>
      {body}
      <span className="sr-only">{t('opensInNewTab')}</span>
    </a>
  );
}

function MiniGameCard() {
  const t = useT('fun');
  return (
    <Link to="/fun/flappy" className={`${CARD} border-accent/40 bg-accent/5`}>
      <span className="font-semibold text-accent">{t('miniGameTitle')}</span>
      <span className="text-sm text-muted">{t('miniGameText')}</span>
    </Link>
  );
}

/** 'NSFW Cams': to /fun/adult for a viewer who opted in, else a dialog saying how to. */
function AdultCard() {
  const t = useT('fun');
  const tc = useT('common');
  const { user } = useSession();
  const navigate = useNavigate();
  const [isDisabledOpen, setDisabledOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={CARD}
        onClick={() => (user?.adultContent ? navigate('/fun/adult') : setDisabledOpen(true))}
      >
        <span className="flex items-center gap-2 font-semibold group-hover:text-accent">
          {t('adultCardTitle')}{' '}
          <span className="rounded border border-danger/60 px-1.5 text-xs text-danger">18+</span>
        </span>
        <span className="text-sm text-muted">{t('adultCardText')}</span>
      </button>
      <Modal
        open={isDisabledOpen}
        onClose={() => setDisabledOpen(false)}
        title={t('contentDisabled')}
        size="md"
      >
        <p className="text-muted">{t('contentDisabledText')}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={() => setDisabledOpen(false)}>
            {tc('close')}
          </button>
          <Link to="/profile" className="btn-primary">
            {t('goToProfile')}
          </Link>
        </div>
      </Modal>
    </>
  );
}

/** A game or live stream in a 16:9 frame, with a button that makes the frame fill the screen. */
function EmbedModal({ link, onClose }: { link: FunLink | null; onClose: () => void }) {
  const t = useT('fun');
  const frameBox = useRef<HTMLDivElement>(null);
  const isUnreachable = useHostReach(link?.url ?? null) === 'unreachable';
  const fullScreen = () => {
    // A refused request (no permission, an old browser) leaves the dialog as it is.
    frameBox.current?.requestFullscreen?.().catch(() => {});
  };
  return (
    <Modal open={link !== null} onClose={onClose} title={link?.title ?? ''} size="xl">
      {link && (
        <>
          <div ref={frameBox} className="relative aspect-video w-full overflow-hidden rounded-lg bg-black">
            <iframe
              src={link.url}
              title={link.title}
              allow="autoplay; fullscreen; gamepad"
              allowFullScreen
              referrerPolicy="origin"
              className="absolute inset-0 h-full w-full border-0"
            />
            {isUnreachable && <EmbedFailed link={link} />}
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
            {/* A site may also refuse to be framed, which the page cannot see: its own tab always works. */}
            {!isUnreachable && <NewTabLink link={link} className="link text-sm" />}
            <button type="button" className="btn-ghost" onClick={fullScreen}>
              {t('fullScreen')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}

function NewTabLink({ link, className }: { link: FunLink; className: string }) {
  const t = useT('fun');
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className={className}>
      {t('openInNewTab', { title: link.title })}
    </a>
  );
}

/**
 * Over the frame, as the player does for a source that fails: when the site's host does not answer, the
 * browser's broken-frame page gives way to a message and the way to open the site in its own tab.
 */
function EmbedFailed({ link }: { link: FunLink }) {
  const t = useT('fun');
  return (
    <div
      role="alert"
      className="absolute inset-0 grid place-items-center overflow-y-auto border border-line bg-surface p-3 text-center sm:p-6"
    >
      <div className="max-w-sm">
        <p className="font-semibold text-text">{t('embedFailed', { title: link.title })}</p>
        <p className="mt-1 text-sm text-muted">{t('embedFailedHint')}</p>
        <NewTabLink link={link} className="btn-primary mt-3 sm:mt-4" />
      </div>
    </div>
  );
}
