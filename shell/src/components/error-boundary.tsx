import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
  /** When this changes (say, the path), a caught error is let go and the children are tried again. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a render error below it and shows `fallback` instead of an empty page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Page error: ${error instanceof Error ? error.message : String(error)}`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ error: undefined, failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
