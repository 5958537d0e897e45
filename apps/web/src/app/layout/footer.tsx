import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-line px-4 py-8 text-sm text-muted sm:px-6">
      <nav aria-label="Footer" className="flex flex-wrap items-center justify-center gap-6">
        <Link to="/" className="hover:text-text">
          Home
        </Link>
        <Link to="/contactus" className="hover:text-text">
          Contact Us
        </Link>
      </nav>
    </footer>
  );
}
