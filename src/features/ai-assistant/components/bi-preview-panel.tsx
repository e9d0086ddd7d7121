import { useMemo, useState } from 'react';
import { Bar } from 'react-chartjs-2';
import { Button, Empty, Result, Segmented, Spin, Table, Typography } from 'antd';
import { useBiPreview } from '../api/scene-queries';
import type { BiPreview, BiSource } from '../api/types';
// registers the chart.js parts the preview draws
import './bi-chart';
import { BI_BAR_COLOUR } from './colours';
import { BI_SOURCE_NAMES } from './bi-labels';

type Point = BiPreview['points'][number];
const OPTIONS = {
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
  scales: { y: { beginAtZero: true } },
} as const;

/** A summary the assistant could give, built from the enterprise's data: bars and the numbers beside them. */
export function BiPreviewPanel() {
  const [source, setSource] = useState<BiSource>('staff');
  const preview = useBiPreview(source);
  return (
    <section aria-label="汇总预览">
      <Typography.Title level={5}>汇总预览</Typography.Title>
      <Segmented
        aria-label="预览数据"
        value={source}
        onChange={(v) => setSource(v as BiSource)}
        options={Object.entries(BI_SOURCE_NAMES).map(([value, label]) => ({ value, label }))}
        style={{ marginBottom: 16 }}
      />
      {preview.isError ? (
        <Result
          status="warning"
          title="获取预览失败，请稍后重试"
          extra={<Button onClick={() => void preview.refetch()}>重试</Button>}
        />
      ) : !preview.data ? (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
        </div>
      ) : !preview.data.points.length ? (
        <Empty description="暂无可汇总的数据" />
      ) : (
        <PreviewChart preview={preview.data} />
      )}
    </section>
  );
}

function PreviewChart({ preview }: { preview: BiPreview }) {
  const data = useMemo(
    () => ({
      labels: preview.points.map((p) => p.label),
      datasets: [
        {
          label: `${preview.title}（${preview.unit}）`,
          data: preview.points.map((p) => p.value),
          backgroundColor: BI_BAR_COLOUR,
        },
      ],
    }),
    [preview],
  );
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 3fr) minmax(240px, 2fr)',
        gap: 24,
        alignItems: 'start',
      }}
    >
      <div style={{ height: 300 }}>
        <Bar key={preview.source} role="img" aria-label={`${preview.title}柱状图`} data={data} options={OPTIONS} />
      </div>
      <Table<Point>
        size="small"
        rowKey="label"
        aria-label={preview.title}
        dataSource={preview.points}
        pagination={false}
        title={() => preview.title}
        columns={[
          { title: '项目', dataIndex: 'label' },
          { title: `数值（${preview.unit}）`, dataIndex: 'value', align: 'right' },
        ]}
      />
    </div>
  );
}
