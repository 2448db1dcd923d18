import type { ComponentProps, ReactNode } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../ui/dialog";

type ContentProps = Omit<ComponentProps<typeof DialogContent>, "children" | "title">;

type Props = ContentProps & {
  title: ReactNode;
  /** Read by screen readers with the title; a dialog without one says so to Radix (no warning). */
  description?: ReactNode;
  /** Whether it shows; by default it does (a dialog mounted only while shown). */
  open?: boolean;
  /** While true, Escape and the overlay do not close it: a call is on its way. */
  busy?: boolean;
  onClose(): void;
  /** The buttons, in a footer row; a dialog with DialogActions passes them in `children` instead. */
  footer?: ReactNode;
  children?: ReactNode;
};

/**
 * Every modal's frame: title and description, the body, then the footer. Escape and the overlay call onClose
 * unless the dialog is busy.
 */
export function DialogFrame({
  title,
  description,
  open = true,
  busy = false,
  onClose,
  footer,
  children,
  ...content
}: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent {...(description ? {} : { "aria-describedby": undefined })} {...content}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
        {footer && <DialogFooter>{footer}</DialogFooter>}
      </DialogContent>
    </Dialog>
  );
}
