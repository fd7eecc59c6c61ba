// An error boundary for a screen's query: renders `fallback(error, retry)` instead of the screen
// when its query (or a child) throws, and logs the error. `retry` clears it (give the query a new
// fetchKey to refetch).
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface QueryBoundaryProps {
  fallback: (error: Error, retry: () => void) => ReactNode;
  /** What the console says when the query fails (spec 8: some failures are only logged). */
  logLabel: string;
  /** Changing it clears the error (e.g. the screen's variables). */
  resetKey?: unknown;
  onRetry?: () => void;
  children: ReactNode;
}

interface QueryBoundaryState {
  error: Error | null;
  resetKey: unknown;
}

export class QueryBoundary extends Component<QueryBoundaryProps, QueryBoundaryState> {
  state: QueryBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<QueryBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: QueryBoundaryProps, state: QueryBoundaryState): Partial<QueryBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(this.props.logLabel, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
