import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../ui/dialog";
import { Input } from "../../../ui/input";
import { Label } from "../../../ui/label";

const T = "dummy.components.demo";

export function DialogDemo() {
  const { t } = useTranslation();
  const id = useId();
  const [answer, setAnswer] = useState<string | null>(null);
  const [name, setName] = useState("");
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Dialog onOpenChange={(open) => open && setAnswer(null)}>
        <DialogTrigger asChild>
          <Button variant="outline">{t(`${T}.dialog.open`)}</Button>
        </DialogTrigger>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>{t(`${T}.dialog.title`)}</DialogTitle>
            <DialogDescription>{t(`${T}.dialog.body`)}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`}>{t(`${T}.dialog.name`)}</Label>
            <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t("common.cancel")}</Button>
            </DialogClose>
            <DialogClose asChild>
              <Button onClick={() => setAnswer(name)}>{t("common.accept")}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <output className="text-sm text-muted-foreground" aria-live="polite">
        {answer === null ? "" : t(`${T}.dialog.answer`, { name: answer || "—" })}
      </output>
    </div>
  );
}

const TOASTS = ["success", "info", "warning", "error"] as const;

export function ToastsDemo() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      {TOASTS.map((kind) => (
        <Button key={kind} variant="outline" onClick={() => toast[kind](t(`${T}.toasts.${kind}Text`))}>
          {t(`${T}.toasts.${kind}`)}
        </Button>
      ))}
    </div>
  );
}
