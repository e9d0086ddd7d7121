import { App } from 'antd';
import { FeedbackBridge } from './feedback-bridge';

/** antd's App without a wrapper element: its message, modal and notification holders render here,
 *  inside the console's ConfigProvider, so they take its theme and locale. */
export default function FeedbackApp() {
  return (
    <App component={false}>
      <FeedbackBridge />
    </App>
  );
}
