import { Component, type ReactNode } from "react";
import { i18n } from "../i18n";

type State = { error: Error | null };

/** One failing screen does not take the other panes down. */
export class PaneErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error("Pane failed", error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="p-6 text-sm text-destructive">
        {i18n.t("common.widgetFailed", { message: this.state.error.message })}
      </div>
    );
  }
}
