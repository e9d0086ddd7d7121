import { Checkbox, Spin, theme } from 'antd';
import { useMenuList } from '../api/queries';

/** The menu list (/menu/findMenuList) as privileges to tick. */
export function PrivilegeChecks({ value, onChange }: { value?: string[]; onChange?: (ids: string[]) => void }) {
  const { token } = theme.useToken();
  const menus = useMenuList();
  if (menus.isLoading) return <Spin />;
  if (menus.error) return <span style={{ color: token.colorError }}>菜单列表加载失败</span>;
  const all = (menus.data ?? []).map((m) => m.id);
  const chosen = value ?? [];
  return (
    <div role="group" aria-label="管理权限">
      <Checkbox
        indeterminate={chosen.length > 0 && chosen.length < all.length}
        checked={chosen.length === all.length && all.length > 0}
        onChange={(e) => onChange?.(e.target.checked ? all : [])}
      >
        全选
      </Checkbox>
      <Checkbox.Group
        style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, marginTop: 8 }}
        value={chosen}
        onChange={(v) => onChange?.(v as string[])}
        options={(menus.data ?? []).map((m) => ({ label: m.name, value: m.id }))}
      />
    </div>
  );
}
