import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { FoundUser } from "../../api/consumption";
import { DefinitionList, type Definitions } from "../../kit/definition-list";
import { formatDate } from "./format";

/** The found end user (spec 1 §3): name, e-mail, id, region, phones. */
export function SubscriberCard({ user, autoFocus = false }: { user: FoundUser; autoFocus?: boolean }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const none = t("consumption.card.none");
  const fields: Definitions = [
    [t("consumption.card.email"), user.EMAIL],
    [t("consumption.card.id"), String(user.ID_USUARIO)],
    [t("consumption.card.region"), user.REGION_NOMBRE],
    [t("consumption.card.telmex"), user.PHONE_TELMEX || none],
    [t("consumption.card.telcel"), user.PHONE_TELCEL || none],
    [t("consumption.card.createdAt"), formatDate(user.CREATED_AT, i18n.language, false)],
  ];
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      data-autofocus={autoFocus || undefined}
      className="rounded-md border p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <h3 id={titleId} className="text-base font-semibold">
        <span className="sr-only">{t("consumption.card.label")}: </span>
        {user.NAME}
      </h3>
      <DefinitionList items={fields} layout="tiles" wrap="all" className="mt-2" />
    </article>
  );
}
