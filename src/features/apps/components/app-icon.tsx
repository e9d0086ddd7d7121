import { Avatar } from 'antd';
import type { AppCategory } from '../api/types';
import { CATEGORY_COLOURS } from './colours';

const COLOURS: Record<AppCategory, string> = CATEGORY_COLOURS;

/** An application's icon: its first character on its category's colour. */
export function AppIcon({ name, categoryMark, size = 28 }: { name: string; categoryMark: AppCategory; size?: number }) {
  return (
    <Avatar shape="square" size={size} style={{ background: COLOURS[categoryMark], flex: 'none' }} aria-hidden>
      {[...name][0]}
    </Avatar>
  );
}
