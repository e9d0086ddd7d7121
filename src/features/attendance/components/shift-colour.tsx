import { useMemo } from 'react';
import { Tag } from 'antd';
import { useShiftList } from '../api/queries';
import { ARRANGEMENT_PAGE_SIZE, REST_COLOUR, shiftColour, type ShiftColour } from '../constants';

/** Every shift of the enterprise, oldest first (for pickers and colours). */
export const useAllShifts = () => useShiftList('', 1, ARRANGEMENT_PAGE_SIZE);

/**
 * A shift's colour follows its place among the enterprise's shifts (oldest first, §9: 3 colours in
 * turn), so one shift has the same colour on every screen, whatever list it appears in.
 */
export function useShiftColours(): (id: string) => ShiftColour | typeof REST_COLOUR {
  const all = useAllShifts();
  return useMemo(() => {
    const index = new Map((all.data?.list ?? []).map((s, i) => [s.id, i]));
    return (id: string) => (id ? shiftColour(index.get(id) ?? 0) : REST_COLOUR);
  }, [all.data]);
}

/** The round colour mark shown before a shift's name. */
export function ShiftDot({ colour }: { colour: { border: string; text: string } }) {
  return <span aria-hidden style={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', background: colour.text, marginRight: 6, verticalAlign: 'middle' }} />;
}

export function ShiftTag({ name, colour }: { name: string; colour: { background: string; border: string; text: string } }) {
  return <Tag style={{ background: colour.background, borderColor: colour.border, color: colour.text }}>{name}</Tag>;
}
