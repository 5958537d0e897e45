import { LIST_UNAVAILABLE_MESSAGE, type PublicCustomList } from '@kinora/domain';
import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/skeleton';
import { StatusMessage } from '@/components/status-message';
import { titleHref } from '@/lib/links';
import { useSession } from '@/lib/session';
import { usePublicList } from '../api/lists-api';

/** /l/:slug (docs/product/lists.md): a public list, for anyone with its link, signed in or not. */
export function PublicListPage({ slug }: { slug: string }) {
  const { user } = useSession();
  const list = usePublicList(slug);
  return (
    <div className="min-h-dvh">
      {!user && <VisitorHeader />}
      {list.isPending ? (
        <PublicListSkeleton />
      ) : list.isError ? (
        list.error.data?.httpStatus === 404 ? (
          <StatusMessage
            title={LIST_UNAVAILABLE_MESSAGE}
            description="Its owner may have made it private or deleted it, or the link is not complete."
            action={
              <Link to="/" className="btn-ghost">
                Go to Kinora
              </Link>
            }
          />
        ) : (
          <StatusMessage
            title="This list could not be loaded"
            description="Please check your connection and try again."
            action={
              <button type="button" className="btn-primary" onClick={() => void list.refetch()}>
                Try again
              </button>
            }
          />
        )
      ) : (
        <PublicList list={list.data} canOpenTitles={user !== null} />
      )}
    </div>
  );
}

/** Signed-out visitors get no navigation: the logo leads to Kinora, and they are invited to join. */
function VisitorHeader() {
  return (
    <header className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 sm:px-6">
      <Link to="/" aria-label="Kinora home">
        <Logo className="h-8 w-auto" />
      </Link>
      <Link to="/signup" className="btn-primary min-h-9 px-4">
        Sign up free
      </Link>
    </header>
  );
}

function PublicList({ list, canOpenTitles }: { list: PublicCustomList; canOpenTitles: boolean }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <title>{`${list.name} - a list by ${list.owner} - Kinora`}</title>
      <h1 className="text-3xl font-bold tracking-tight break-words">{list.name}</h1>
      <p className="mt-1 text-sm text-muted">{`A list by ${list.owner}`}</p>
      {list.description && <p className="mt-3 whitespace-pre-line break-words">{list.description}</p>}
      {list.items.length === 0 ? (
        <p className="mt-10 text-center text-lg text-muted">This list has no titles yet.</p>
      ) : (
        <ol aria-label={`Titles on ${list.name}`} className="mt-6 grid gap-3">
          {list.items.map((item, index) => (
            <li
              key={`${item.media_type}-${item.id}`}
              className="flex gap-3 rounded-xl border border-line bg-surface p-3"
            >
              <CatalogueImage
                path={item.image}
                alt=""
                className="aspect-[2/3] w-16 shrink-0 rounded-md sm:w-20"
              />
              <div className="min-w-0">
                <p className="text-xs text-muted">{`${index + 1}. ${item.media_type === 'movie' ? 'Movie' : 'TV Show'}`}</p>
                {canOpenTitles ? (
                  <Link
                    to={titleHref(item.media_type, item.id, item.title)}
                    className="font-semibold hover:text-accent"
                  >
                    {item.title}
                  </Link>
                ) : (
                  <p className="font-semibold">{item.title}</p>
                )}
                {item.note && (
                  <p className="mt-1 text-sm whitespace-pre-line break-words text-muted">{item.note}</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PublicListSkeleton() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <div role="status" aria-label="Loading" className="grid gap-3">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    </section>
  );
}
