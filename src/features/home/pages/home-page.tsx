import { Suspense, lazy } from 'react';
import { trackedChunk } from '@/lib/lazy-named';
import { Col, Row, Space, Spin } from 'antd';
import { CertCard } from '../components/cert-card';
import { HomeStats } from '../components/home-stats';
import { ItAdmins } from '../components/it-admins';
import { MessageCentre } from '../components/message-centre';
import { NoviceTour } from '../components/novice-tour';

// The chart library is loaded only with the dashboard, after the rest of the page.
const Dashboard = lazy(() => trackedChunk(import('../components/dashboard/dashboard-section')));

/** /home/enterprise_certification: the landing page after login. */
export default function HomePage() {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <CertCard />
      <HomeStats />
      <Row gutter={16}>
        <Col span={14}>
          <ItAdmins />
        </Col>
        <Col span={10}>
          <MessageCentre />
        </Col>
      </Row>
      <div id="home-dashboard">
        <Suspense
          fallback={
            <div style={{ padding: 48, textAlign: 'center' }}>
              <Spin />
            </div>
          }
        >
          <Dashboard />
        </Suspense>
      </div>
      <NoviceTour />
    </Space>
  );
}
