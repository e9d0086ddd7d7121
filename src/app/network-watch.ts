import { browser } from '@/lib/browser';
import { pushTip } from '@/lib/feedback/tips';

/** platform-shell §8: when the browser goes offline the user is told; when it comes back after a
 *  drop the page reloads so every view refetches; otherwise the network is logged as normal.
 *  (Reloading at the moment of going offline would only show the browser's offline page.) */
export function watchNetwork(target: Window = window) {
  let wasDown = !target.navigator.onLine;
  const onOffline = () => {
    wasDown = true;
    pushTip('网络已断开，请检查网络连接');
  };
  const onOnline = () => {
    if (wasDown) browser.reload();
    else console.info('[network] online');
  };
  target.addEventListener('offline', onOffline);
  target.addEventListener('online', onOnline);
  if (!wasDown) console.info('[network] normal');
  return () => {
    target.removeEventListener('offline', onOffline);
    target.removeEventListener('online', onOnline);
  };
}
