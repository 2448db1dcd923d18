import { parseArgs } from "node:util";
import { runCheck } from "./check.ts";
import { SignInRefused } from "./http.ts";
import { failures, reportText } from "./report.ts";
import { TEXTS } from "./texts.ts";
import { EXERCISED_WRITES } from "./writes.ts";

// The command line: <services URL> --user … --password … [--region …] [--tenant …] [--writes]. Exit code 0 when
// every exercised call conforms, 1 when one differs or is missing, 2 when the check cannot start.

export type Output = { log(text: string): void; error(text: string): void };

function options(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      user: { type: "string" },
      password: { type: "string" },
      region: { type: "string" },
      tenant: { type: "string" },
      writes: { type: "boolean", default: false },
    },
  });
  const [servicesUrl] = positionals;
  if (!servicesUrl) throw new TypeError(TEXTS.missingArgument("<services URL>"));
  if (!values.user) throw new TypeError(TEXTS.missingArgument("--user"));
  if (!values.password) throw new TypeError(TEXTS.missingArgument("--password"));
  return { ...values, servicesUrl, user: values.user, password: values.password };
}

export async function runCli(args: string[], output: Output): Promise<number> {
  let given: ReturnType<typeof options>;
  try {
    given = options(args);
  } catch (error) {
    output.error(`${(error as Error).message}\n${TEXTS.usage}`);
    return 2;
  }
  try {
    const verdicts = await runCheck(given);
    const heading = TEXTS.heading(given.servicesUrl, given.writes);
    output.log(reportText(verdicts, heading, given.writes ? EXERCISED_WRITES : []));
    return failures(verdicts) === 0 ? 0 : 1;
  } catch (error) {
    if (!(error instanceof SignInRefused)) throw error;
    output.error(TEXTS.signInRefused(error.message));
    return 2;
  }
}
