// What the auth module offers other modules on purpose (docs/modules.md §8): the password recovery flow,
// which the base module's recovery calls run. Tokens, sessions, passwords, lockout and throttling are the
// platform's (server/platform/auth/).

export { findForRecovery, finishRecovery, startRecovery } from "./recovery.ts";
