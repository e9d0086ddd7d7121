import { loadErrorText } from '@/components/load-error';
import { useEffect, useRef, useState } from 'react';
import { Button, Card, Col, Descriptions, Input, Result, Row, Table, theme } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { isApiError } from '@/lib/http/errors';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting } from '@/lib/query/list-subject';
import { exportPrintServiceHistory, PRINT_TOKEN_INVALID } from '../api/print-service-api';
import { usePrintServiceLogin, useRentalPrice, useServiceHistory } from '../api/queries';
import type { PrintRecord } from '../api/types';
import { historyColumns } from '../components/history-columns';
import { DayRangeFilter, rangeDays, type DayRange } from '../components/history-filters';
import { PointsSummary } from '../components/points-summary';
import { CLEARABLE } from '@/components/clearable';

const tokenExpired = (e: unknown) => isApiError(e) && e.errorCode === PRINT_TOKEN_INVALID;
const money = (n: number | undefined) => (n === undefined ? '-' : `¥${n.toFixed(2)}`);

/** /home/workbench_deviceManagement/print_service: the printer service's usage — remaining points,
 *  rental price and the printed history (server-paged, date range and search, export). The page logs
 *  in to the service with the console session (token login) and again once when its token expires. */
export default function PrintServicePage() {
  const { token: colours } = theme.useToken();
  const login = usePrintServiceLogin();
  const token = login.data?.printToken;
  const [range, setRange] = useState<DayRange>(null);
  const [text, setText] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const keyword = useDebouncedValue(text.trim());
  const filters = { ...rangeDays(range), keyword };
  const rental = useRentalPrice(token);
  const history = useServiceHistory(token, { ...filters, ...paging });
  const exporting = useSubmitOnce();

  // an expired printToken: log in once more; a second refusal shows the error with a retry
  const expired = tokenExpired(rental.error) || tokenExpired(history.error);
  const relogged = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (expired && token && relogged.current !== token) {
      relogged.current = token;
      void login.refetch();
    }
  }, [expired, token, login]);

  const first = () => setPaging((p) => ({ ...p, page: 1 }));
  const total = history.data?.total ?? 0;
  if (login.isError)
    return (
      <Card variant="borderless">
        <Result
          status="warning"
          title="登录打印服务失败，请稍后重试"
          extra={<Button onClick={() => void login.refetch()}>重试</Button>}
        />
      </Card>
    );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <PointsSummary large />
        </Col>
        <Col xs={24} md={14}>
          <Card size="small" title="租赁价格" aria-label="租赁价格" loading={!rental.data && !rental.isError}>
            {rental.data ? (
              <Descriptions
                size="small"
                column={2}
                items={[
                  { key: 'bw', label: '黑白打印', children: `${money(rental.data.blackWhite)}/页` },
                  { key: 'color', label: '彩色打印', children: `${money(rental.data.color)}/页` },
                  { key: 'rent', label: '月租', children: `${money(rental.data.monthlyRent)}/台·月` },
                  { key: 'count', label: '租赁打印机', children: `${rental.data.rentalPrinters} 台` },
                ]}
              />
            ) : (
              <span style={{ color: colours.colorError }}>
                {expired ? '打印服务登录已失效，请重新登录' : '获取租赁价格失败'}
              </span>
            )}
          </Card>
        </Col>
      </Row>
      <Card variant="borderless" title="打印记录" styles={{ body: { padding: 20 } }}>
        <div style={{ display: 'flex', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
          <DayRangeFilter
            value={range}
            onChange={(v) => {
              setRange(v);
              first();
            }}
          />
          <Input.Search
            allowClear={CLEARABLE}
            placeholder="搜索打印人、文件、打印机"
            aria-label="搜索打印记录"
            style={{ width: 240 }}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              first();
            }}
          />
          <Button
            icon={<DownloadOutlined />}
            loading={exporting.pending}
            disabled={!total || !token}
            onClick={exporting.guard(() => exportPrintServiceHistory(token as string, filters))}
          >
            导出记录
          </Button>
          {expired && <Button onClick={() => void login.refetch()}>重新登录打印服务</Button>}
        </div>
        <Table<PrintRecord>
          rowKey="id"
          size="middle"
          loading={login.isPending || isWaiting(history)}
          dataSource={history.data?.list ?? []}
          locale={{
            emptyText: history.isError
              ? expired
                ? '打印服务登录已失效，请重新登录'
                : loadErrorText(history.error)
              : '暂无打印记录',
          }}
          scroll={{ x: 1300 }}
          pagination={{
            current: paging.page,
            pageSize: paging.size,
            total,
            showSizeChanger: true,
            showTotal: (t) => `共 ${t} 条`,
            onChange: (page, size) => setPaging({ page, size }),
          }}
          columns={historyColumns(true)}
        />
      </Card>
    </div>
  );
}
