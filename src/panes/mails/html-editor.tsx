import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormError } from "../../kit/form-fields";
import { Label } from "../../ui/label";
import { PreviewFrame } from "./preview-frame";

/** The HTML body: its source on the left, rendered live on the right where no script runs. */
export function HtmlEditor() {
  const { t } = useTranslation();
  const { register, control } = useFormContext<{ html: string }>();
  const html = useWatch({ control, name: "html" });
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="mail-html">{t("mails.form.html")}</Label>
      <div className="grid gap-2 md:grid-cols-2">
        <textarea
          id="mail-html"
          spellCheck={false}
          aria-describedby="mail-html-error"
          className="h-80 w-full resize-none rounded-md border bg-background p-2 font-mono text-xs"
          {...register("html")}
        />
        <PreviewFrame
          title={t("mails.form.livePreview")}
          html={html ?? ""}
          className="h-80 w-full rounded-md border bg-white"
        />
      </div>
      <FormError name="html" id="mail-html-error" />
    </div>
  );
}
