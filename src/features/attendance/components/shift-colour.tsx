import { Tag } from 'antd';
import type { ShiftColour } from '../constants';
import { colourStyle } from '../lib/shift-colour';

/** The round colour mark shown before a shift's name. */
export function ShiftDot({ colour }: { colour: ShiftColour | null }) {
  if (!colour) return null;
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: '50%',
        background: colour.text,
        marginRight: 6,
        verticalAlign: 'middle',
      }}
    />
  );
}

export function ShiftTag({ name, colour }: { name: string; colour: ShiftColour | null }) {
  return <Tag style={colourStyle(colour)}>{name}</Tag>;
}
