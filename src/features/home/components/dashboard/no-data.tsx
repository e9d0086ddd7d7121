import { Empty } from 'antd';

/** In place of a chart that has nothing to draw (an empty axis or a blank ring says nothing). */
export function NoData({ height, label }: { height: number; label: string }) {
  return (
    <div
      role="img"
      aria-label={`${label}：暂无数据`}
      style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
    </div>
  );
}
