import type { RevealTarget } from "../../api/privacy";
import type { Device, EdgeUser } from "../../contract/dashboard";
import { onlySelected, revealCommand } from "../../kit/reveal-command";
import type { AreaScreens } from "./areas";

// The edge users' personal data (issue 32 item 2): e-mails, user names and device IPs come masked for a role
// without «Ver datos personales» on dashboard; one value of a row may be revealed with a reason.

export const edgeUserTarget = (user: Pick<EdgeUser, "id">, field: "email" | "username"): RevealTarget => ({
  kind: "edge_user",
  id: user.id,
  field,
});

export const deviceTarget = (device: Pick<Device, "id">): RevealTarget => ({
  kind: "device",
  id: device.id,
  field: "ip",
});

const isEdgeUser = (row: unknown): row is EdgeUser =>
  typeof row === "object" && row !== null && "username" in row && "edge_id" in row;
const isDevice = (row: unknown): row is Device =>
  typeof row === "object" && row !== null && "ip" in row && "category" in row;

/** An area's two reveal commands: on its users table (e-mail, user name) and its devices table (IP). */
export function revealCommands(screens: AreaScreens, suffix: string) {
  return [
    revealCommand({
      id: `edges.revealUser${suffix}`,
      title: "edges.commands.revealUser",
      group: "edges",
      pane: screens.users,
      module: "dashboard",
      order: 24,
      keywords: ["correo", "email", "usuario", "user"],
      surfaces: ["row", "palette"],
      record: (ctx) => {
        const user = onlySelected(ctx.selection, isEdgeUser);
        if (!user) return undefined;
        return {
          subject: ctx.t("edges.personal.user", { id: user.id }),
          choices: [
            { target: edgeUserTarget(user, "email"), label: ctx.t("edges.users.columns.email") },
            { target: edgeUserTarget(user, "username"), label: ctx.t("edges.users.columns.username") },
          ],
        };
      },
    }),
    revealCommand({
      id: `edges.revealDeviceIp${suffix}`,
      title: "edges.commands.revealDeviceIp",
      group: "edges",
      pane: screens.devices,
      module: "dashboard",
      order: 25,
      keywords: ["ip", "dispositivo", "device"],
      surfaces: ["row", "palette"],
      record: (ctx) => {
        const device = onlySelected(ctx.selection, isDevice);
        if (!device) return undefined;
        return {
          subject: ctx.t("edges.personal.device", { id: device.id }),
          choices: [{ target: deviceTarget(device), label: ctx.t("edges.devices.columns.ip") }],
        };
      },
    }),
  ];
}
