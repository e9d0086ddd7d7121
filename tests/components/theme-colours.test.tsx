import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { appTheme } from '@/app/theme';
import { StatusPanel } from '@/components/status-panel';
import { asRgb } from '../features/support/colours';

// Components take their colours from the theme (module-guide "Screens"): antd's danger red #ff4d4f
// is 3.3:1 on white, and the theme replaces it with one that meets WCAG AA.

describe('colours come from the theme', () => {
  it("an error status panel's icon is the theme's error red, not antd's default", () => {
    render(
      <ConfigProvider theme={appTheme}>
        <StatusPanel status="error" title="页面出错了" />
      </ConfigProvider>,
    );
    const icon = screen.getByRole('alert').querySelector<HTMLElement>('.anticon')!;
    expect(asRgb(icon.style.color)).toBe('rgb(207, 19, 34)'); // appTheme's colorError, #cf1322
  });
});
