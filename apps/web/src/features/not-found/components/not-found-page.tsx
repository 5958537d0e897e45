import { Link, useNavigate } from 'react-router';

/** Any path the route table does not know (docs/product/routes.md). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="grid min-h-dvh place-items-center px-4 text-center">
      <title>Page Not Found - Kinora</title>
      <div className="max-w-lg">
        <p className="text-8xl font-extrabold tracking-tight text-accent sm:text-9xl">404</p>
        <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
        <p className="mt-4 text-muted">
          Oops! The page you're looking for doesn't exist. It might have been moved, deleted, or you entered
          the wrong URL.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className="btn-primary">
            Go Home
          </Link>
          <button type="button" onClick={() => navigate(-1)} className="btn-ghost">
            Go Back
          </button>
        </div>
      </div>
    </main>
  );
}
