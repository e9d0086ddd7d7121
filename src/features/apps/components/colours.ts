// Colours that are data, not theme: an application's icon colour by its category, and the series of
// the usage charts (chart.js draws outside antd's theme).

/** The icon background of each application category (app-icon.tsx). */
export const CATEGORY_COLOURS = {
  basic: '#1677ff',
  free: '#13a8a8',
  subscribed: '#fa8c16',
  thirdParty: '#722ed1',
} as const;

/** The usage charts' series. */
export const ACTIVE_COLOUR = '#1677ff';
export const OPENS_COLOUR = '#52c41a';
