import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { styleSink } from './style-sink';

/** A full page load of the console in this tab at `hash`: fresh modules (vi.resetModules(); the test
 *  files of a worker otherwise share theirs), stores read from storage, the file's module mocks kept. */
export async function loadPage(hash: string) {
  vi.resetModules();
  const [{ App }, { startApp }, { queryClient }] = await Promise.all([
    import('@/app/app'),
    import('@/app/start'),
    import('@/lib/query/query-client'),
  ]);
  startApp({ watchers: false });
  window.location.hash = hash;
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <StyleProvider container={styleSink}>
      <ConfigProvider theme={{ token: { motion: false }, zeroRuntime: true }}>
        <App client={queryClient} />
      </ConfigProvider>
    </StyleProvider>,
  );
  return user;
}
