// The dashboard charts' series colours: data, not theme (chart.js draws outside antd's theme).
export const PALETTE = ['#1677ff', '#52c41a', '#faad14', '#ff4d4f', '#722ed1', '#13c2c2', '#eb2f96'];
