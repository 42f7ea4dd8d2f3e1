import { Component, type ReactNode } from "react";
import { RouteError } from "./routes/RouteError";

interface Props {
  /** The page's address: a new one clears the error, so Back or Forward leaves the error page. */
  resetKey: string;
  children: ReactNode;
}

/** Boxed, so that whatever was thrown (even undefined) reads as "failed". */
type State = { caught: { error: unknown } | null };

/**
 * Catches what a page throws while it renders, including a route module whose chunk failed to load (React.lazy
 * rethrows the failed import: a stale chunk after a deploy), and shows the error page with its Reload button
 * instead of an empty document.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { caught: null };

  static getDerivedStateFromError(error: unknown): State {
    return { caught: { error } };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.caught && previous.resetKey !== this.props.resetKey) this.setState({ caught: null });
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.caught.error} /> : this.props.children;
  }
}
