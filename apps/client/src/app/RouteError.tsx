import { useRouteError } from 'react-router-dom';
import { Button } from '../ui/Button';
import './not-found.css';

/** Last resort when a page throws while rendering: say so and offer a reload. */
export function RouteError() {
  console.error(useRouteError());
  return (
    <main className="not-found">
      <title>Something went wrong · Gatherly</title>
      <h1 className="not-found__title">Something went wrong</h1>
      <p className="not-found__text">An unexpected error occurred. Please try again.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
