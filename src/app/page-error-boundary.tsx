import { Component, type ReactNode } from 'react';
import { StatusPanel } from '@/components/status-panel';
import { browser } from '@/lib/browser';
import { isChunkError, isOffline } from './chunk-recovery';
import { retryFailedPages } from './lazy-page';
import { StatusAction } from './status-action';

type State = { error: Error | null };

/** A page that throws, or whose chunk cannot load, shows this rather than a blank screen.
 *  A chunk that failed (offline, or still missing after the one reload) is imported again when the
 *  connection comes back or on 重新加载; the page is reloaded only for other errors and only
 *  online, so the console is never replaced by the browser's offline page. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(_: unknown, previous: State) {
    if (this.state.error && !previous.error) window.addEventListener('online', this.retry);
    if (!this.state.error && previous.error) window.removeEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  /** Renders the page again; a lazy page whose chunk failed imports it anew. */
  retry = () => {
    retryFailedPages();
    this.setState({ error: null });
  };

  private reload = () => {
    if (isChunkError(this.state.error) || isOffline()) this.retry();
    else browser.reload();
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <StatusPanel
        status="error"
        title="页面加载失败"
        subTitle="请检查网络后重试。"
        extra={<StatusAction onClick={this.reload}>重新加载</StatusAction>}
      />
    );
  }
}
