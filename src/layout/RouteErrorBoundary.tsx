import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import RouteError from './RouteError';

interface BoundaryState {
  failure?: { error: unknown };
  /** The address the failure belongs to. */
  key: string;
}

class Boundary extends Component<{ resetKey: string; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  // Another address is another try: the shopper can move on from a page that failed.
  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { failure: undefined, key: props.resetKey };
  }

  render() {
    return this.state.failure ? <RouteError error={this.state.failure.error} /> : this.props.children;
  }
}

/** Shows the error page in place of what failed to load or render below it, until the address changes. */
export default function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary resetKey={useLocation().key}>{children}</Boundary>;
}
