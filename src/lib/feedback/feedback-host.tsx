import { lazy, Suspense } from 'react';

// antd's App (with the Modal, Button and notification code its hooks bring, about 50 KiB gzip) is not
// needed to draw the first screen, so it loads beside it; a toast asked for before it has loaded
// waits for it (feedback-api.ts).
const FeedbackApp = lazy(() => import('./feedback-app'));

/** antd's <App> with the bridge to code outside React. Mounted once, inside the ConfigProvider, by
 *  the app's providers. */
export function FeedbackHost() {
  return (
    <Suspense fallback={null}>
      <FeedbackApp />
    </Suspense>
  );
}
