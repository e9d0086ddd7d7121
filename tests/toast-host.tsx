import { render } from '@testing-library/react';
import { App } from 'antd';
import { FeedbackBridge } from '@/lib/feedback/feedback-bridge';

/** For tests that call the HTTP layer or the toasts without renderApp(): the <App> holder that
 *  toasts go through (the console's providers have it). Unmounted by cleanup() after each test. */
export function mountToastHost() {
  render(
    <App component={false}>
      <FeedbackBridge />
    </App>,
  );
}
