import { Avatar } from 'antd';
import type { AppCategory } from '../api/types';

const COLOURS: Record<AppCategory, string> = {
  basic: '#1677ff',
  free: '#13a8a8',
  subscribed: '#fa8c16',
  thirdParty: '#722ed1',
};

/** An application's icon: its first character on its category's colour. */
export function AppIcon({ name, categoryMark, size = 28 }: { name: string; categoryMark: AppCategory; size?: number }) {
  return (
    <Avatar shape="square" size={size} style={{ background: COLOURS[categoryMark], flex: 'none' }} aria-hidden>
      {[...name][0]}
    </Avatar>
  );
}
