import { useRouteError } from 'react-router-dom';
import { ErrorPage } from '../components/error-page';
import { isChunkLoadError, reloadAfterChunkError } from '../lib/chunk-reload';
import { pageErrorOf, PageNotFoundError } from '../lib/error-status';

/** The error page of a route inside its layout: status and message from whatever the route threw. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadAfterChunkError()) return null;
  if (!(error instanceof PageNotFoundError)) console.error(error);
  const { status, message } = pageErrorOf(error);
  return <ErrorPage status={status} message={message} missingPage={error instanceof PageNotFoundError} />;
}
