import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export function WidgetFailed({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      {t("common.widgetFailed", { message })}
    </div>
  );
}

type Props = { children: ReactNode };
type State = { error: Error | null };

/** Keeps a failing table from taking the page down: shows 'Ha fallado el componente: …' instead. */
export class TableErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("data table failed", error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.error ? <WidgetFailed message={this.state.error.message} /> : this.props.children;
  }
}
