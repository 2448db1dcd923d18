import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { FoundUser } from "../../api/consumption";
import { DefinitionList, type Definitions } from "../../kit/definition-list";
import { PersonalValue, RevealButton } from "../../kit/personal-data-note";
import { formatDate } from "./format";
import { REVEAL_SUBSCRIBER, SUBSCRIBER_FIELDS, type SubscriberField, subscriberTarget } from "./personal";

type Props = { paneId: string; region: string; user: FoundUser; autoFocus?: boolean };

/**
 * The found end user (spec 1 §3): name, e-mail, id, region, phones. Personal values show as the server sent
 * them (masked without «Ver datos personales»), or whole once revealed in this pane; each masked one offers
 * "Revelar…" where the policy allows it.
 */
export function SubscriberCard({ paneId, region, user, autoFocus = false }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const none = t("consumption.card.none");
  const personal = (field: SubscriberField) => {
    const spec = SUBSCRIBER_FIELDS.find((candidate) => candidate.field === field);
    const value = spec?.value(user) ?? "";
    if (!spec || value === "") return none;
    return (
      <span className="inline-flex flex-wrap items-center gap-1">
        <PersonalValue paneId={paneId} target={subscriberTarget(region, user, field)} value={value} />
        <RevealButton
          command={REVEAL_SUBSCRIBER}
          module="consulta_consumo"
          paneId={paneId}
          field={field}
          label={t(spec.label)}
        />
      </span>
    );
  };
  const fields: Definitions = [
    [t("consumption.card.email"), personal("email")],
    [t("consumption.card.id"), String(user.ID_USUARIO)],
    [t("consumption.card.region"), user.REGION_NOMBRE],
    [t("consumption.card.telmex"), personal("phone_telmex")],
    [t("consumption.card.telcel"), personal("phone_telcel")],
    [t("consumption.card.createdAt"), formatDate(user.CREATED_AT, i18n.language, false)],
  ];
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      data-autofocus={autoFocus || undefined}
      className="rounded-md border p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex flex-wrap items-center gap-1">
        <h3 id={titleId} className="text-base font-semibold">
          <span className="sr-only">{t("consumption.card.label")}: </span>
          <PersonalValue paneId={paneId} target={subscriberTarget(region, user, "name")} value={user.NAME} />
        </h3>
        <RevealButton
          command={REVEAL_SUBSCRIBER}
          module="consulta_consumo"
          paneId={paneId}
          field="name"
          label={t("consumption.card.name")}
        />
      </div>
      <DefinitionList items={fields} layout="tiles" wrap="all" className="mt-2" />
    </article>
  );
}
