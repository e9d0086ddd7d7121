import { Component, type ReactNode } from 'react';
import { Button } from 'antd';
import { StatusPanel } from '@/components/status-panel';

/** A page that throws (or whose chunk cannot load after the one reload) shows this, not a blank screen. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <StatusPanel
        status="error"
        title="页面加载失败"
        subTitle="请检查网络后重试。"
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            重新加载
          </Button>
        }
      />
    );
  }
}
