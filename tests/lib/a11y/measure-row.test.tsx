import { render, waitFor } from '@testing-library/react';
import { Table } from 'antd';
import { unfocusMeasureRows } from '@/lib/a11y/measure-row';

// The printer list (设备管理) scrolls sideways and selects rows: antd's hidden measure row then holds a
// second 全选当页 checkbox, which axe reported as aria-hidden-focus in the accessibility walk.
describe('measure rows', () => {
  it("keeps the controls of a table's hidden measure row out of the tab order, also when the table appears later", async () => {
    unfocusMeasureRows();
    const { container } = render(
      <Table
        rowKey="id"
        dataSource={[{ id: '1', sn: 'LP1' }]}
        scroll={{ x: 1200 }}
        rowSelection={{}}
        columns={[{ title: '序列号', dataIndex: 'sn' }]}
      />,
    );
    const hidden = () => [...container.querySelectorAll<HTMLElement>('.ant-table-measure-row input')];
    await waitFor(() => expect(hidden().length).toBeGreaterThan(0));
    await waitFor(() => expect(hidden().every((el) => el.tabIndex === -1)).toBe(true));
    // the header's own checkbox stays reachable
    expect(container.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!.tabIndex).not.toBe(-1);
  });
});
