import { Navigate, useSearchParams } from 'react-router';
import { safeReturnUrl } from '../../../app/safe-return-url.ts';

/** Forwards to the path in `to`, passing `error` on (spec 000 §2); only paths of this site are followed. */
export function RedirectPage() {
  const [search] = useSearchParams();
  const target = new URL(safeReturnUrl(search.get('to')), window.location.origin);
  const error = search.get('error');
  if (error) target.searchParams.set('error', error);
  return <Navigate replace to={`${target.pathname}${target.search}`} />;
}
