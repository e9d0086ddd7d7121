import { render } from '@testing-library/react';
import FeedbackApp from '@/lib/feedback/feedback-app';

/** For tests that call the HTTP layer or the toasts without renderApp(): the antd <App> holder that
 *  toasts go through (the console's providers have it). Unmounted by cleanup() after each test. */
export function mountToastHost() {
  render(<FeedbackApp />);
}
