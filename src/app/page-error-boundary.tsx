import { Component, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { StatusPanel } from '@/components/status-panel';
import { isChunkError } from './chunk-recovery';
import { retryFailedPages } from './lazy-page';
import { StatusAction } from './status-action';

type Props = { children: ReactNode; resetKey: string };
type State = { error: Error | null; resetKey: string };

/** A page whose code failed while rendering (product.md Part A §8): the page can be rendered
 *  again, or left for 首页. */
function PageCrashed({ onRetry }: { onRetry: () => void }) {
  const navigate = useNavigate();
  return (
    <StatusPanel
      status="error"
      title="页面出错了"
      subTitle="页面遇到了意外错误，请重试或返回首页。"
      extra={
        <>
          <StatusAction onClick={onRetry}>重试</StatusAction>
          <StatusAction plain onClick={() => navigate('/home')}>
            返回首页
          </StatusAction>
        </>
      }
    />
  );
}

/** A page that throws, or whose chunk cannot load, shows this rather than a blank screen.
 *  A chunk that failed (offline, or still missing after the one reload) is imported again when the
 *  connection comes back or on 重新加载; the console is never reloaded from here, so it is never
 *  replaced by the browser's offline page. Any other error is the page's own code: 重试 renders it
 *  again. Leaving for another address clears the error (the boundary of the page slot is the same
 *  instance for every page).
 *  React's root reports every error a boundary catches (console.error, once); the boundary does not
 *  log it a second time. */
class PageErrorCatcher extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidUpdate() {
    // Only a chunk failure can be cured by the connection coming back.
    if (isChunkError(this.state.error)) window.addEventListener('online', this.retry);
    else window.removeEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  /** Renders the page again; a lazy page whose chunk failed imports it anew. */
  retry = () => {
    retryFailedPages();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isChunkError(error)) return <PageCrashed onRetry={this.retry} />;
    return (
      <StatusPanel
        status="error"
        title="页面加载失败"
        subTitle="请检查网络后重试。"
        extra={<StatusAction onClick={this.retry}>重新加载</StatusAction>}
      />
    );
  }
}

/** The error boundary of a routed page (or of the layout), reset by every navigation. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <PageErrorCatcher resetKey={key}>{children}</PageErrorCatcher>;
}
