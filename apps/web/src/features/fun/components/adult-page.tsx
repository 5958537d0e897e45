import { Link } from 'react-router';
import { useAdultLinks } from '../api/fun-queries';
import { CONTENT_DISABLED_TEXT } from '../utils/content-disabled';

/**
 * /fun/adult: adult links for a viewer who opted in; everyone else is told how to opt in, except a kids profile,
 * which the server refuses (FORBIDDEN) with its own reason: it cannot opt in.
 */
export function AdultPage() {
  const adult = useAdultLinks();
  const isRefused = adult.isError && adult.error.data?.code === 'FORBIDDEN';
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>Adult - Kinora</title>
      {adult.isPending ? (
        <p role="status" className="text-muted">
          Checking preferences...
        </p>
      ) : adult.isError || !adult.data.enabled ? (
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Content Disabled</h1>
          <p className="mt-3 text-muted">
            {isRefused
              ? adult.error.message
              : adult.isError
                ? 'Your preferences could not be checked. Try again later.'
                : CONTENT_DISABLED_TEXT}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/fun" className="btn-ghost">
              Back to Fun
            </Link>
            {!isRefused && (
              <Link to="/profile" className="btn-primary">
                Go to Profile
              </Link>
            )}
          </div>
        </div>
      ) : (
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Adult</h1>
          <p role="note" className="mt-4 rounded-xl border border-danger/50 bg-danger/10 p-4 text-sm">
            Content warning: the sites below show explicit adult content and are run by third parties, not by
            Kinora. Only continue if you are 18 or older and it is legal where you are.
          </p>
          {adult.data.links.length === 0 ? (
            <p className="mt-6 text-muted">No adult links are configured on this server.</p>
          ) : (
            <ul className="mt-6 grid gap-3">
              {adult.data.links.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="block rounded-xl border border-line bg-surface p-4 hover:border-accent/60"
                  >
                    <span className="font-semibold">{link.title}</span>
                    {link.description && (
                      <span className="mt-1 block text-sm text-muted">{link.description}</span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
