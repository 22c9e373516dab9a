import React from 'react';
import { ErrorPage } from './error-page';
import { useFatalError } from './fatal-error';

interface BoundaryState {
  error: Error | null;
}

/** Unhandled render errors become the error page instead of a blank screen. */
class RenderErrorBoundary extends React.Component<
  { children: React.ReactNode; resetKey: string },
  BoundaryState
> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) return <ErrorPage statusCode={500} message={this.state.error.message} />;
    return this.props.children;
  }
}

/** Shows the error page for a fatal error raised by code (API client) or by rendering. */
export function ErrorBoundary({ children, resetKey }: { children: React.ReactNode; resetKey: string }) {
  const { error } = useFatalError();
  if (error) return <ErrorPage statusCode={error.statusCode} message={error.message} />;
  return <RenderErrorBoundary resetKey={resetKey}>{children}</RenderErrorBoundary>;
}
