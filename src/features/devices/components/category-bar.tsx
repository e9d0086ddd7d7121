import { Card, Space, theme, Typography } from 'antd';
import { useDeviceCategories } from '../api/queries';

/** The device categories (/deviceCategory/queryList) with their counts; printers are managed below,
 *  the other categories are listed for their counts only. */
export function CategoryBar() {
  const { token } = theme.useToken();
  const categories = useDeviceCategories();
  return (
    <Space wrap role="list" aria-label="设备分类">
      {(categories.data ?? []).map((c) => (
        <Card
          key={c.id}
          size="small"
          role="listitem"
          aria-label={c.name}
          style={{ width: 140, borderColor: c.manageable ? token.colorPrimary : undefined }}
          title={undefined}
        >
          <Typography.Text strong>{c.name}</Typography.Text>
          <div style={{ fontSize: 22 }}>
            {c.count}
            <span style={{ fontSize: 12, color: token.colorTextSecondary }}> 台</span>
          </div>
          <div style={{ fontSize: 12, color: token.colorTextSecondary }}>
            {c.manageable ? '在下方管理' : '暂不支持在此管理'}
          </div>
        </Card>
      ))}
      {categories.isError && <Typography.Text type="danger">获取设备分类失败</Typography.Text>}
    </Space>
  );
}
