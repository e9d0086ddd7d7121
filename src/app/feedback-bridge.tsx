import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import { bindToastApi } from '@/lib/feedback/toast';
import { bindModalApi } from '@/lib/feedback/confirm';

/** Lets code outside React (the HTTP layer, flows) use the context-aware message and modal APIs. */
export function FeedbackBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => {
    bindToastApi(message);
    bindModalApi(modal);
    return () => {
      bindToastApi(null);
      bindModalApi(null);
    };
  }, [message, modal]);
  return null;
}
