import { Card, Statistic, theme } from 'antd';
import { usePrintPoints } from '../api/queries';

/** 可用打印点数 (/printPackage/getAvailableValue; ENTERPRISE_0072 reads as no package, 0 points). */
export function PointsSummary({ large = false }: { large?: boolean }) {
  const { token } = theme.useToken();
  const points = usePrintPoints();
  const data = points.data;
  const note = !data
    ? undefined
    : data.totalValue
      ? `套餐共 ${data.totalValue.toLocaleString('zh-CN')} 点${data.expireTime ? `，有效期至 ${data.expireTime}` : ''}`
      : '暂未购买打印套餐';
  return (
    <Card
      size="small"
      variant={large ? 'outlined' : 'borderless'}
      style={large ? undefined : { background: token.colorFillAlter }}
      aria-label="可用打印点数"
    >
      <Statistic
        title="可用打印点数"
        value={data?.availableValue ?? '-'}
        loading={points.isPending && !points.isError}
        styles={{
          content: {
            fontSize: large ? 36 : 22,
            color: data && data.availableValue <= 0 ? token.colorError : undefined,
          },
        }}
      />
      {note && <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>{note}</div>}
      {points.isError && <div style={{ color: token.colorError, fontSize: 12 }}>获取点数失败</div>}
    </Card>
  );
}
