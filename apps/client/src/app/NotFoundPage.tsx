import { Link } from 'react-router-dom';
import { PATHS } from '../lib/paths';
import './not-found.css';

/** Any unknown path in the signed-in area (spec §2). */
export function NotFoundPage() {
  return (
    <section className="not-found">
      <title>Page not found · Gatherly</title>
      <h1 className="not-found__title">Sorry this page isn't available</h1>
      <p className="not-found__text">The link you followed may be broken, or the page may have been removed.</p>
      <Link to={PATHS.home}>Go back to Gatherly</Link>
    </section>
  );
}
