import { iconOf } from '../constants';
import { theme } from 'antd';

/** The approval's icon: a coloured tile with one character (iconAddress is the icon key). */
export function ApprovalIcon({ icon, size = 28 }: { icon: string; size?: number }) {
  const { token } = theme.useToken();
  const { color, glyph, label } = iconOf(icon);
  return (
    <span
      role="img"
      aria-label={`图标：${label}`}
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        width: size,
        height: size,
        borderRadius: 6,
        background: color,
        color: token.colorTextLightSolid,
        fontSize: size * 0.5,
        flex: 'none',
      }}
    >
      {glyph}
    </span>
  );
}
