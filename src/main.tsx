import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { isSignInLinkEnabled, loadApiConfig } from "./api/config";
import { fetchTranslations } from "./api/session";
import { App } from "./app";
import { addServerTranslations, loadTexts } from "./i18n";
import { discardV9Login, takeV9LoginFromAddress } from "./session/v9-login";

async function start() {
  // First of all: a password handed over in the address (spec 1 §2, v9 login variant) must not stay there.
  takeV9LoginFromAddress();
  // The signed-out screens' texts, in the stored language, before anything renders (never a raw key).
  await Promise.all([loadApiConfig(), loadTexts()]);
  if (!isSignInLinkEnabled()) discardV9Login();
  // Spec 1 §7: the translations loader runs at start; the console still works on its bundled texts without it.
  void fetchTranslations()
    .then(addServerTranslations)
    .catch(() => undefined);
  const root = document.getElementById("root");
  if (!root) throw new Error("#root missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
