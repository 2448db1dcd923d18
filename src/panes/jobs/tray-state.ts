import { proxy, subscribe } from "valtio";

// The jobs tray's state, kept in the tab's session storage so a reload shows the same job again.

const KEY = "adm.jobsTray";
type TrayState = { open: boolean; jobId: number | null };

function restore(): TrayState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<TrayState> | null;
    return { open: saved?.open === true, jobId: typeof saved?.jobId === "number" ? saved.jobId : null };
  } catch {
    return { open: false, jobId: null };
  }
}

export const tray = proxy<TrayState>(restore());
subscribe(tray, () => sessionStorage.setItem(KEY, JSON.stringify(tray)));

/** Opens the tray, on a job when given (the one just queued). */
export function openTray(jobId?: number) {
  tray.open = true;
  if (jobId !== undefined) tray.jobId = jobId;
}

export function closeTray() {
  tray.open = false;
}
