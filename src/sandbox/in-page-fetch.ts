import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { getResponse, type RequestHandler } from 'msw';

/** Answers the page's fetch() calls (the console asks for answers of megabytes, such as the department
 *  tree, by fetch) in the page, with the same handlers the service worker uses; what they do not
 *  handle goes on to the network. Through msw's worker, an answer's body crosses to the worker and back
 *  in 64 KB chunks, each waiting for the page's main thread (docs/architecture.md "The tree through
 *  msw's worker"). */
export function answerFetchInPage(handlers: RequestHandler[]) {
  const interceptor = new FetchInterceptor();
  interceptor.apply();
  interceptor.on('request', async ({ request, controller }) => {
    const response = await getResponse(handlers, request);
    if (response) controller.respondWith(response);
  });
}
