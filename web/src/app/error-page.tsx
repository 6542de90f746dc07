// spec 000 §8: an unhandled application error shows the default page headed
// "Unexpected Application Error!".
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { UNEXPECTED_APPLICATION_ERROR as UNEXPECTED_ERROR_HEADING } from '@ullage/domain/messages';
import './error-page.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

export function ErrorPage() {
  const error = useRouteError();
  return (
    <main className="error-page">
      <h1>{UNEXPECTED_ERROR_HEADING}</h1>
      <p className="error-page-message">{describe(error)}</p>
      {import.meta.env.DEV && error instanceof Error && error.stack && <pre className="error-page-stack">{error.stack}</pre>}
      <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
