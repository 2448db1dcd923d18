import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { needsNameCheck, productName } from "../../../../contract/products/rules";
import { checkNameAvailability, type NameKind } from "../../domain/wizard-queries";

export type NameCheck =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "valid"; internalName: string }
  | { state: "taken" }
  | { state: "failed" };

/**
 * Spec 3 §5 "Names": a new name is checked against the server ('Validando...'), a name unchanged from the
 * saved one is valid without a check. Only names the character rule accepts are sent.
 */
export function useNameCheck(kind: NameKind, name: string, savedName: string | undefined): NameCheck {
  const [check, setCheck] = useState<NameCheck>({ state: "idle" });
  useEffect(() => {
    if (!needsNameCheck(name, savedName) || !productName.safeParse(name).success) {
      setCheck({ state: "idle" });
      return;
    }
    const controller = new AbortController();
    setCheck({ state: "checking" });
    const timer = setTimeout(() => {
      checkNameAvailability(kind, name.trim(), controller.signal).then(
        (answer) =>
          setCheck(
            answer.available ? { state: "valid", internalName: answer.internalName } : { state: "taken" },
          ),
        () => !controller.signal.aborted && setCheck({ state: "failed" }),
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, name, savedName]);
  return check;
}

/** The check's line under the name field. */
export function NameCheckText({ id, check }: { id: string; check: NameCheck }) {
  const { t } = useTranslation();
  if (check.state === "idle") return null;
  const key = {
    checking: "product-rules.nameChecking",
    valid: "product-rules.nameValid",
    taken: "product-rules.nameTaken",
    failed: "product-rules.nameServiceError",
  }[check.state];
  const bad = check.state === "taken" || check.state === "failed";
  return (
    <p
      id={id}
      role={bad ? "alert" : "status"}
      className={bad ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
    >
      {t(key)}
    </p>
  );
}

/** A name blocks the save when it is taken or could not be checked. */
export const nameBlocks = (check: NameCheck) => check.state === "taken" || check.state === "failed";

/** A name still being checked holds a save until the answer comes. */
export const nameChecking = (check: NameCheck) => check.state === "checking";
