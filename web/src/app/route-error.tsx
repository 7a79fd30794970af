import { useRouteError } from 'react-router-dom';
import { ErrorPage } from '../components/error-page';
import { isChunkLoadError, reloadAfterChunkError } from '../lib/chunk-reload';
import { pageErrorOf, PageNotFoundError } from '../lib/error-status';
import { useOnline } from './use-connectivity';

/**
 * The error page of a route inside its layout: status and message from whatever the route threw;
 * a request that could not reach the gateway while the browser is offline says so, not that the server failed.
 */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  if (isChunkLoadError(error) && reloadAfterChunkError()) return null;
  if (!(error instanceof PageNotFoundError)) console.error(error);
  const { status, message } = pageErrorOf(error);
  return (
    <ErrorPage
      status={status}
      message={message}
      missingPage={error instanceof PageNotFoundError}
      offline={!online && status === 502}
    />
  );
}
