import type { TestCase } from 'vitest/node';
import FlakyReporter from './flaky';

/** A finished test case as vitest hands it to a reporter, reduced to what the reporter reads. */
function finished(name: string, state: 'passed' | 'failed', retryCount: number, errors?: { message: string }[]) {
  return {
    fullName: `出勤 > ${name}`,
    module: { relativeModuleId: 'tests/features/attendance/groups.test.tsx' },
    result: () => ({ state, errors }),
    diagnostic: () => ({ retryCount }),
  } as unknown as TestCase;
}

describe('the flaky reporter', () => {
  it('lists at the end of the run a test that passed after a retry', () => {
    const lines: string[] = [];
    const reporter = new FlakyReporter({ print: (line) => lines.push(line) });
    reporter.onTestCaseResult(finished('saves a group', 'passed', 1));
    expect(lines).toEqual([]);
    reporter.onTestRunEnd();
    expect(lines).toEqual([
      'flaky: tests/features/attendance/groups.test.tsx › 出勤 > saves a group (passed on retry 1)',
    ]);
  });

  it("says why each failed try failed, by its error's first line", () => {
    const lines: string[] = [];
    const reporter = new FlakyReporter({ print: (line) => lines.push(line) });
    const timeout = { message: 'Unable to find an element with the text: 已保存\n\n<body>…</body>' };
    reporter.onTestCaseResult(finished('saves a group', 'passed', 1, [timeout]));
    reporter.onTestRunEnd();
    expect(lines).toEqual([
      'flaky: tests/features/attendance/groups.test.tsx › 出勤 > saves a group (passed on retry 1)',
      '  failed try: Unable to find an element with the text: 已保存',
    ]);
  });

  it('leaves out tests that passed at once and tests that failed every attempt', () => {
    const lines: string[] = [];
    const reporter = new FlakyReporter({ print: (line) => lines.push(line) });
    reporter.onTestCaseResult(finished('passes', 'passed', 0));
    reporter.onTestCaseResult(finished('fails', 'failed', 1));
    reporter.onTestRunEnd();
    expect(lines).toEqual([]);
  });

  it('prints to the terminal when vitest constructs it with the options of the config', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const reporter = new FlakyReporter({});
    reporter.onTestCaseResult(finished('saves a group', 'passed', 2));
    reporter.onTestRunEnd();
    expect(write).toHaveBeenCalledWith(
      'flaky: tests/features/attendance/groups.test.tsx › 出勤 > saves a group (passed on retry 2)\n',
    );
  });
});
