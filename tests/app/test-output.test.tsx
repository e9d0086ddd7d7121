import { screen } from '@testing-library/react';
import { guideRows } from '@/sandbox/seed/modules/home';
import { filterConsoleNoise, isAntdDeprecation, isTestNoise, takeAntdDeprecations } from '../console-noise';
import { renderApp } from '../render-app';

const SLOW = { timeout: 20000 };

describe('test output', () => {
  it('drops jsdom\'s "Not implemented" notes and act() noise, and nothing else', () => {
    expect(isTestNoise("Not implemented: Window's getComputedStyle() method: with pseudo-elements")).toBe(true);
    expect(
      isTestNoise(
        "Not implemented: HTMLCanvasElement's getContext() method: without installing the canvas npm package",
      ),
    ).toBe(true);
    expect(isTestNoise('Not implemented: navigation (except hash changes)')).toBe(true);
    expect(isTestNoise('An update to %s inside a test was not wrapped in act(...).')).toBe(true);
    expect(
      isTestNoise('Warning: [antd: Modal] `destroyOnClose` is deprecated. Please use `destroyOnHidden` instead.'),
    ).toBe(false);
    expect(isTestNoise('Each child in a list should have a unique "key" prop.')).toBe(false);
    expect(isTestNoise(new Error('Not implemented: anything'))).toBe(false);
  });

  it("notes antd's deprecation warnings, which tests/setup.ts turns into a failure, and prints them", () => {
    const deprecation = 'Warning: [antd: Spin] `tip` is deprecated. Please use `description` instead.';
    expect(isAntdDeprecation(deprecation)).toBe(true);
    expect(isAntdDeprecation('Warning: [antd: Form] Instance created by `useForm` is not connected')).toBe(false);
    expect(isAntdDeprecation('Each child in a list should have a unique "key" prop.')).toBe(false);
    const error = vi.fn();
    const target = { error, warn: vi.fn() } as unknown as Console;
    filterConsoleNoise(target);
    target.error(deprecation);
    target.error('something else');
    expect(takeAntdDeprecations()).toEqual([deprecation]);
    expect(takeAntdDeprecations()).toEqual([]);
    expect(error.mock.calls).toEqual([[deprecation], ['something else']]);
  });

  it("jsdom's known notes are dropped, an unknown one still reaches the output", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    getComputedStyle(document.body, '::before');
    expect(error).not.toHaveBeenCalled();
    const virtualConsole = (
      globalThis as unknown as { jsdom: { virtualConsole: { emit(event: string, e: unknown): void } } }
    ).jsdom.virtualConsole;
    virtualConsole.emit('jsdomError', { type: 'not-implemented', message: 'Not implemented: something new' });
    expect(error).toHaveBeenCalledWith('Not implemented: something new');
  });

  it.each([
    [
      'the home page (message centre, IT administrators, dashboard)',
      '/home/enterprise_certification',
      '日均工作时长排行',
    ],
    ['role management', '/home/administrator', '角色列表'],
  ])(
    '%s renders without a deprecation warning',
    async (_, path, landmark) => {
      guideRows().push({ lenovoId: '10000001', guideType: 'home', guideStatus: 1 });
      const said: string[] = [];
      const record = (...args: unknown[]) => void said.push(args.map(String).join(' '));
      vi.spyOn(console, 'error').mockImplementation(record);
      vi.spyOn(console, 'warn').mockImplementation(record);
      renderApp(path);
      expect(await screen.findByLabelText(landmark, {}, SLOW)).toBeInTheDocument();
      expect(said.filter((s) => /deprecated/i.test(s))).toEqual([]);
    },
    30000,
  );
});
