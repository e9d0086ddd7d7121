import { useEffect, useRef } from 'react';
import { Button, Card, Col, Descriptions, Result, Row, theme } from 'antd';
import { ListSearch } from '@/components/list-kit/list-search';
import { isApiError } from '@/lib/http/errors';
import { exportPrintServiceHistory, PRINT_TOKEN_INVALID } from '../api/print-service-api';
import { usePrintServiceLogin, useRentalPrice, useServiceHistory } from '../api/queries';
import { rangeDays, usePrintHistoryList } from '../components/history-filters';
import { PointsSummary } from '../components/points-summary';
import { PrintHistoryView } from '../components/print-history-view';

const tokenExpired = (e: unknown) => isApiError(e) && e.errorCode === PRINT_TOKEN_INVALID;
const money = (n: number | undefined) => (n === undefined ? '-' : `¥${n.toFixed(2)}`);

/** /home/workbench_deviceManagement/print_service: the printer service's usage — remaining points,
 *  rental price and the printed history (server-paged, date range and search, export). The page logs
 *  in to the service with the console session (token login) and again once when its token expires. */
export default function PrintServicePage() {
  const { token: colours } = theme.useToken();
  const login = usePrintServiceLogin();
  const token = login.data?.printToken;
  const list = usePrintHistoryList();
  const filters = { ...rangeDays(list.filters.range), keyword: list.term };
  const rental = useRentalPrice(token);
  const history = useServiceHistory(token, { ...filters, page: list.page, size: list.size });

  // an expired printToken: log in once more; a second refusal shows the error with a retry
  const expired = tokenExpired(rental.error) || tokenExpired(history.error);
  const relogged = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (expired && token && relogged.current !== token) {
      relogged.current = token;
      void login.refetch();
    }
  }, [expired, token, login]);

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
        <PrintHistoryView
          list={list}
          // an expired printToken: 重试 logs in again (a new token asks again)
          query={expired ? { ...history, refetch: login.refetch } : history}
          waitingFor={login.isPending}
          withType
          exportRecords={() => exportPrintServiceHistory(token as string, filters)}
          exportDisabled={!token}
          search={<ListSearch list={list} label="搜索打印记录" placeholder="搜索打印人、文件、打印机" width={240} />}
          extra={expired && <Button onClick={() => void login.refetch()}>重新登录打印服务</Button>}
        />
      </Card>
    </div>
  );
}
