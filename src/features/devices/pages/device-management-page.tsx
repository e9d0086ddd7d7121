import { Button, Card, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CategoryBar } from '../components/category-bar';
import { PointsSummary } from '../components/points-summary';
import { PrinterListPanel } from '../components/printer-list-panel';
import { PrintHistoryPanel } from '../components/print-history-panel';
import { PRINT_SERVICE_PATH } from '../constants';

/** /home/workbench_deviceManagement: device categories, the available print points and the printer
 *  navigation with three lists (admin-modules §2): printers, purchase and rental print history. */
export default function DeviceManagementPage() {
  const navigate = useNavigate();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card
        variant="borderless"
        styles={{ body: { padding: 20, display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' } }}
      >
        <div style={{ flex: 1 }}>
          <CategoryBar />
        </div>
        <PointsSummary />
        <Button onClick={() => navigate(PRINT_SERVICE_PATH)}>打印服务使用情况</Button>
      </Card>
      <Card variant="borderless" styles={{ body: { padding: '8px 20px 20px' } }}>
        <Tabs
          aria-label="打印机导航"
          items={[
            { key: 'printers', label: '打印机列表', children: <PrinterListPanel /> },
            { key: 'purchase', label: '购买打印记录', children: <PrintHistoryPanel type="purchase" /> },
            { key: 'rental', label: '租赁打印记录', children: <PrintHistoryPanel type="rental" /> },
          ]}
        />
      </Card>
    </div>
  );
}
