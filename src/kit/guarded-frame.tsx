import { LoaderCircle, ShieldAlert } from "lucide-react";
import { type HTMLAttributeReferrerPolicy, type ReactNode, useEffect, useState } from "react";
import { cn } from "../ui/cn";

// The screens that frame another site (the analytics page, the legacy admin) check its address first: a
// refused address shows why, an allowed one loads in a sandboxed frame under a loader.

/** A spinner with its text, announced as a status (while a screen or its frame loads). */
export function LoadingStatus({ text, className }: { text: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn("flex items-center justify-center gap-2 text-sm text-muted-foreground", className)}
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      {text}
    </div>
  );
}

type RefusalProps = { title: string; reason: string; url: string; children?: ReactNode };

/** Why an address is not framed: the title, the reason, the address itself and any further lines. */
export function FrameRefusal({ title, reason, url, children }: RefusalProps) {
  return (
    <div
      role="alert"
      className="m-6 flex max-w-xl gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm"
    >
      <ShieldAlert className="size-5 shrink-0 text-destructive" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        <p>{reason}</p>
        <p className="break-all text-muted-foreground">{url}</p>
        {children}
      </div>
    </div>
  );
}

export type FramePolicy = { sandbox: string; referrerPolicy: HTMLAttributeReferrerPolicy };

type FrameProps = {
  /** An address the screen has already checked. */
  href: string;
  title: string;
  /** What the framed site may do and learn: the screen's one decision, with its reasons beside it. */
  policy: FramePolicy;
  loadingText: string;
  /** The loader shows this long (a spec's fixed loader); without it, until the frame has loaded. */
  loaderMs?: number;
  className?: string;
};

/** A sandboxed frame of a checked address, hidden under a loader while it loads; a new address, a new loader. */
export function GuardedFrame(props: FrameProps) {
  return <LoadingFrame key={props.href} {...props} />;
}

function LoadingFrame({ href, title, policy, loadingText, loaderMs, className }: FrameProps) {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    if (loaderMs === undefined) return;
    const timer = setTimeout(() => setLoading(false), loaderMs);
    return () => clearTimeout(timer);
  }, [loaderMs]);
  return (
    <div className={cn("relative h-full", className)}>
      <iframe
        src={href}
        title={title}
        sandbox={policy.sandbox}
        referrerPolicy={policy.referrerPolicy}
        onLoad={loaderMs === undefined ? () => setLoading(false) : undefined}
        className="size-full border-0"
        aria-hidden={loading || undefined}
      />
      {loading && <LoadingStatus text={loadingText} className="absolute inset-0 bg-background" />}
    </div>
  );
}
