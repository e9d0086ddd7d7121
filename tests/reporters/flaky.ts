import type { Reporter, TestCase } from 'vitest/node';

type Print = (line: string) => void;

const firstLine = (message: string) => message.split('\n', 1)[0].slice(0, 300);

/** Lists, at the end of a run, each test that failed and then passed on a retry (`retry` is on in
 *  CI only), with why each failed try failed: a retry hides a flaky test, this keeps it in sight. */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  private readonly print: Print;

  /** Vitest passes the reporter's options from the config (none: `{}`); tests pass `print`. */
  constructor({ print }: { print?: Print } = {}) {
    this.print = print ?? ((line) => process.stdout.write(`${line}\n`));
  }

  onTestCaseResult(testCase: TestCase) {
    const { retryCount } = testCase.diagnostic() ?? { retryCount: 0 };
    const result = testCase.result();
    if (retryCount === 0 || result.state !== 'passed') return;
    const file = testCase.module.relativeModuleId;
    this.flaky.push(`flaky: ${file} › ${testCase.fullName} (passed on retry ${retryCount})`);
    // a passed test's errors are those of its failed tries (vitest keeps them)
    for (const error of result.errors ?? [])
      this.flaky.push(`  failed try: ${firstLine(error.message ?? String(error))}`);
  }

  onTestRunEnd() {
    for (const line of this.flaky) this.print(line);
    this.flaky.length = 0;
  }
}
