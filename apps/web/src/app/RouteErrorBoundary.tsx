import { Component } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './RouteError';

type TBoundaryProps = { resetKey: string; children: ReactNode };
type TBoundaryState = { error: unknown; failedAt: string | null };

class Boundary extends Component<TBoundaryProps, TBoundaryState> {
  override state: TBoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<TBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: TBoundaryProps,
    state: TBoundaryState,
  ): Partial<TBoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    // Another page was opened: it gets its own chance, as the router's error state did.
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}

/**
 * The app's error screen in place of the page (a page that failed to render, a chunk that did
 * not arrive), until the visitor opens another address.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.key}>{children}</Boundary>;
}
