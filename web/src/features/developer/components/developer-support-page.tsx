// spec 000 §2 Help menu: Developer Support /help/developer-support, open signed out too. How to
// reach the API (its OpenAPI description and the interactive docs, the token endpoint), and for a
// signed-in user with Edit User (17) the API clients of the selected folder
// (docs/decisions/084-api-clients.md) and its webhooks (085).
import type { ReactNode } from 'react';
import './developer.css';

export interface DeveloperSupportPageProps {
  /** The management panels (API clients, webhooks) when the visitor may use them. */
  children?: ReactNode;
  /** What to say instead when there is nothing to manage (signed out, or no permission). */
  notice?: string;
}

const TOKEN_EXAMPLE = `curl -X POST https://<portal>/api/connect/token \\
  -d grant_type=client_credentials \\
  -d client_id=<client id> -d client_secret=<client secret>

curl https://<portal>/api/Folder/<folder uid> \\
  -H "Authorization: Bearer <access_token>"`;

export function DeveloperSupportPage({ children, notice }: DeveloperSupportPageProps) {
  return (
    <section className="dev-page" aria-labelledby="developer-support-title">
      <header>
        <div className="page-kicker">Help</div>
        <h1 id="developer-support-title">Developer Support</h1>
      </header>
      <section className="dev-section" aria-labelledby="api-description-title">
        <h2 id="api-description-title">The API</h2>
        <p>
          Every screen of the portal works through the same JSON API. Its description is an OpenAPI 3.1 document:{' '}
          <a href="/api/openapi.json">/api/openapi.json</a>; the <a href="/api/docs">interactive API documentation</a> lets you try each
          call.
        </p>
        <p>
          Another system signs in as an API client: it asks the token endpoint for an access token with the OAuth 2 client-credentials
          grant, then sends the token with each call. A token lasts 15 minutes; ask for a new one when it ends.
        </p>
        <pre className="dev-code">
          <code>{TOKEN_EXAMPLE}</code>
        </pre>
      </section>
      {notice && <p className="dev-notice">{notice}</p>}
      {children}
    </section>
  );
}
