import { Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';

export interface BatchAction {
  key: string;
  label: string;
  danger?: boolean;
  disabled?: boolean;
  run(): void;
}

/** The actions on the selected rows, collapsed into one 批量操作 menu that appears only while rows
 *  are selected (a row of batch buttons does not fit a 1366 px toolbar). */
export function BatchActions({
  count,
  actions,
  busy = false,
}: {
  count: number;
  actions: BatchAction[];
  busy?: boolean;
}) {
  if (!count) return null;
  return (
    <Dropdown
      trigger={['click']}
      disabled={busy}
      menu={{
        items: actions.map((a) => ({ key: a.key, label: a.label, danger: a.danger, disabled: a.disabled })),
        onClick: ({ key }) => actions.find((a) => a.key === key)?.run(),
      }}
    >
      <Button loading={busy}>
        批量操作（{count}）<DownOutlined />
      </Button>
    </Dropdown>
  );
}
