// What the profile module offers other modules on purpose (docs/modules.md §8): a user's groups and roles
// as the profile shows them, which the system module's user detail shows too.

export { loadProfile } from "./own-profile.ts";
