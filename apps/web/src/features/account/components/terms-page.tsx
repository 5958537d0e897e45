import { Link } from 'react-router';

/** /profile/terms: what Kinora stores and streams, a security note, and where to send feedback. */
export function TermsPage() {
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <title>Terms and Information - Kinora</title>
      <h1 className="text-3xl font-bold tracking-tight">Terms and Information</h1>
      <div className="space-y-3 text-muted">
        <h2 className="text-lg font-semibold text-text">Content</h2>
        <p>
          Kinora stores no movies or shows on its servers. Titles, pictures and facts come from the catalogue
          (TMDB, or the built-in demo catalogue), and videos are streamed from third-party sites embedded in
          the player. Those sites are run by others, under their own terms.
        </p>
        <h2 className="text-lg font-semibold text-text">Your data</h2>
        <p>
          Kinora keeps your account, your watch-later list, your histories, your chat questions and your best
          game score, to show them back to you. You can delete any history entry, or your whole account, from
          your settings.
        </p>
        <h2 className="text-lg font-semibold text-text">Security</h2>
        <p>
          Third-party players may show ads and pop-ups. A privacy-focused browser (such as Brave) or an ad
          blocker keeps them away. Kinora never asks for your password outside its own sign-in page.
        </p>
        <h2 className="text-lg font-semibold text-text">Feedback</h2>
        <p>
          Something missing or broken?{' '}
          <Link to="/contactus" className="link-inline">
            Tell us
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
