import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/ui/button.tsx';

type Props = {
  /** The error clears when this changes (the current path). */
  resetKey: string;
  children: ReactNode;
};

type State = { error: Error | null };

/** Keeps a failing screen from taking the shell down; navigating away clears the error. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="max-w-xl space-y-4">
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="text-sm text-muted-foreground">
          This page could not be shown. Try again, or go to another page from the sidebar.
        </p>
        <Button variant="outline" onClick={() => this.setState({ error: null })}>
          Try again
        </Button>
      </div>
    );
  }
}
