import type { ThemeConfig } from 'antd';

// The console's antd theme. antd's defaults fail WCAG 2.1 AA contrast (4.5:1) on white: the primary
// blue #1677ff (4.1:1, with white text on primary buttons and the selected menu entry), secondary and
// description text at 45 % black (2.8:1), placeholders at 25 %, the danger red #ff4d4f (3.3:1).
// These tokens keep the look and meet the ratio (checked by axe in tests/e2e/specs/accessibility.spec.ts); disabled text stays faint.
const PRIMARY = '#0958d9';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.25)',
    // danger buttons and texts: #ff4d4f is 3.3:1 on white
    colorError: '#cf1322',
    // antd's own, named so the first screen's StatusPanel reads it without antd's `theme` object
    colorWarning: '#faad14',
  },
  components: {
    // the unchecked switch writes its white label on the quaternary grey
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.56)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
    // a table's empty text is drawn in the disabled colour
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
  },
};
