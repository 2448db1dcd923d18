import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { DialogClose } from "../ui/dialog";
import { useFocusReturn } from "../ui/focus-return";
import { DefinitionList, type Definitions, type Wrap } from "./definition-list";
import { DialogFrame } from "./dialog-frame";

type Props = {
  title: string;
  description: string;
  /** Its fields; a record shown another way passes `children` instead (or after them). */
  items?: Definitions;
  /** How long values break (DefinitionList's `wrap`). */
  wrap?: Wrap;
  size?: "md" | "lg";
  onClose(): void;
  children?: ReactNode;
};

/**
 * One record in full, read-only: its fields as label/value rows and a Close button. Opened by a command or a
 * grid row rather than a trigger, so closing it gives focus back to where it was.
 */
export function DetailDialog({ title, description, items, wrap, size = "md", onClose, children }: Props) {
  const { t } = useTranslation();
  const returnFocus = useFocusReturn();
  return (
    <DialogFrame
      title={title}
      description={description}
      size={size}
      onClose={onClose}
      onCloseAutoFocus={returnFocus}
      footer={
        <DialogClose asChild>
          <Button>{t("common.close")}</Button>
        </DialogClose>
      }
    >
      {items && <DefinitionList items={items} wrap={wrap} className="gap-y-1.5" />}
      {children}
    </DialogFrame>
  );
}
