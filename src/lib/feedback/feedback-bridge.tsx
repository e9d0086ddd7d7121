import { useLayoutEffect } from 'react';
import { App } from 'antd';
import { setFeedbackApi } from './feedback-api';

/** Hands antd's in-app message/modal/notification to code outside React (antd's documented pattern
 *  for static access). Rendered once inside <App> by the app's providers. */
export function FeedbackBridge() {
  const feedback = App.useApp();
  useLayoutEffect(() => {
    setFeedbackApi(feedback);
    return () => setFeedbackApi(null);
  }, [feedback]);
  return null;
}
