import { EyeOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import type { RevealTarget } from "../api/privacy";
import { executeCommand } from "../commands/execute";
import { useCommandEnablement } from "../commands/hooks";
import type { PersonalDataModule } from "../contract/personal-data";
import { session } from "../session/store";
import { Button } from "../ui/button";
import { isMasked, usePersonalDataPolicy } from "./personal-data";
import { useRevealed } from "./reveal-store";

/**
 * Said once per screen whose personal data reaches this user masked: that they are hidden and why (the
 * role lacks «Ver datos personales»), and whether one may be revealed with a reason.
 */
export function PersonalDataNote({ module }: { module: PersonalDataModule }) {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const policy = usePersonalDataPolicy(module);
  if (!isMasked(user, module)) return null;
  return (
    <p role="note" className="flex items-center gap-2 text-xs text-muted-foreground">
      <EyeOff className="size-3.5 shrink-0" aria-hidden />
      <span>
        <strong className="font-medium">{t("kit.personalData.hidden")}</strong>{" "}
        {t("kit.personalData.why", { privilege: t("system.privileges.personal") })}{" "}
        {policy?.reveal === false ? t("kit.personalData.noReveal") : t("kit.personalData.canReveal")}
      </span>
    </p>
  );
}

type ValueProps = { paneId: string; target: RevealTarget; value: string };

/** A personal value as the server sent it (masked or not), or whole once revealed in this pane. */
export function PersonalValue({ paneId, target, value }: ValueProps) {
  const revealed = useRevealed(paneId, target);
  return <span data-revealed={revealed !== undefined || undefined}>{revealed ?? value}</span>;
}

type RevealButtonProps = {
  command: string;
  module: PersonalDataModule;
  paneId: string;
  /** The field preselected in the dialog (the target's `field`). */
  field: string;
  label: string;
};

/** "Revelar…" next to one masked value: runs the reveal command with that field preselected. */
export function RevealButton({ command, module, paneId, field, label }: RevealButtonProps) {
  const { t } = useTranslation();
  usePersonalDataPolicy(module); // the command's enablement reads the policy: a change re-renders it
  const state = useCommandEnablement(command, paneId, undefined);
  const reason = state.enabled ? undefined : state.reason;
  if (!state.enabled && !reason) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      className="h-5 px-1.5 text-xs"
      disabled={!state.enabled}
      aria-label={t("kit.personalData.revealOne", { field: label })}
      title={reason ? t(reason) : undefined}
      onClick={() => void executeCommand(command, "toolbar", field, { paneId })}
    >
      {t("kit.personalData.revealButton")}
    </Button>
  );
}
