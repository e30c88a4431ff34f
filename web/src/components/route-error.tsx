import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage, toErrorCode } from './error-page';

/** errorElement of the router: guard failures (403/404) and crashes (50X). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : undefined;
    return <ErrorPage code={toErrorCode(error.status)} message={message} />;
  }
  console.error(error);
  return <ErrorPage code="50X" />;
}
