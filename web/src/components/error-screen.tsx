import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { NotFoundPage } from './not-found-page';

export const RENDER_FAILURE_TEXT = 'Something went wrong :(';

/** Where "Report feedback" leads: the support form, loaded fresh since the app itself failed. */
export function reportFeedback(): void {
  window.location.assign(`${paths.contact}?type=support`);
}

/** The render failure screen (spec 2.3 and 8). Plain markup: it must show even if antd failed. */
export function ErrorScreen() {
  return (
    <section className="dl-page dl-error-screen" role="alert" data-testid="error-screen">
      <h1 className="dl-page__title">{RENDER_FAILURE_TEXT}</h1>
      <p className="dl-page__lead">An unexpected error stopped this page. Reloading usually helps; telling us helps more.</p>
      <div className="dl-error-screen__actions">
        <button type="button" className="dl-button-link" onClick={reportFeedback}>
          Report feedback
        </button>
        <button type="button" className="dl-button-link dl-button-link--ghost" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </section>
  );
}

/** The router's errorElement: a 404 thrown by a route shows the not-found page, anything else the failure screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <ErrorScreen />;
}

/** Catches render failures outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
