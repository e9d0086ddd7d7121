// Colours that are data, not theme: the icon colours an approval can be given, and the title colours
// of the process designer's node kinds (as DingTalk's designer draws them).

/** The colour of each icon offered in basic info (constants.ts APPROVAL_ICONS). */
export const APPROVAL_ICON_COLOURS = {
  leave: '#fa8c16',
  punch: '#13c2c2',
  money: '#f5222d',
  asset: '#722ed1',
  trip: '#1677ff',
  overtime: '#52c41a',
  general: '#2f54eb',
  seal: '#eb2f96',
} as const;

/** Title colours of the node cards, dark enough for white 12 px text (WCAG AA, 4.5:1). */
export const NODE_COLOURS = { initiator: '#576a95', approver: '#b5520b', cc: '#0958d9', condition: '#0b7a53' } as const;
