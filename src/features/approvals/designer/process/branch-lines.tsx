import { theme } from 'antd';

// The connecting lines of a condition node, drawn as DingTalk's process designer does: the branches
// fork from one horizontal line, run down side by side, and join back into one line below them.

/** The lines' stroke, in the theme's border colour. */
function useLine() {
  return `2px solid ${theme.useToken().token.colorBorder}`;
}
/** Starts the line at the centre, as the add-node button's own line does, so the two meet without a jog. */
const CENTRE = { width: 0, marginLeft: '50%' } as const;

/** A short vertical segment on the centre line. */
export function Line() {
  const line = useLine();
  return <div aria-hidden style={{ ...CENTRE, height: 16, borderLeft: line }} />;
}

/**
 * The fork (top) or join (bottom) line across a branch column. It runs from the column's centre
 * outward, so the first and last columns draw only their inner half and the line ends at their centres.
 */
export function BranchEdge({ edge, first, last }: { edge: 'top' | 'bottom'; first: boolean; last: boolean }) {
  const line = useLine();
  return (
    <div
      aria-hidden
      data-flow={edge === 'top' ? 'branch-fork-edge' : 'branch-join-edge'}
      style={{ position: 'absolute', [edge]: 0, left: first ? '50%' : 0, right: last ? '50%' : 0, borderTop: line }}
    />
  );
}

/** Carries a branch's centre line down to the join, however much longer the other branches are. */
export function BranchTail() {
  const line = useLine();
  return <div aria-hidden data-flow="branch-tail" style={{ ...CENTRE, flex: 1, minHeight: 16, borderLeft: line }} />;
}

/** Below a condition node's branches: the joined line, continuing as one to the next node. */
export function BranchJoin() {
  const line = useLine();
  return <div aria-hidden data-flow="branch-join" style={{ ...CENTRE, height: 16, borderLeft: line }} />;
}
