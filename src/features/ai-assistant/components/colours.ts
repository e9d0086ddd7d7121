// The BI preview's bar colour: a chart series, data rather than theme (chart.js draws outside antd's theme).
export const BI_BAR_COLOUR = '#1677ff';
