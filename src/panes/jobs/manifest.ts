import { defineModule } from "../../commands/module";
import { jobCommands } from "./commands";
import { JobsTray } from "./jobs-tray";

// Bulk jobs of every module (APA bulk publish…): the tray on every screen, and the command that opens it.
export const jobs = defineModule({
  id: "jobs",
  namespace: "jobs",
  screens: [],
  commands: jobCommands,
  globals: [JobsTray],
});
