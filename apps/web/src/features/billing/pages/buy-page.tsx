import { Navigate, useLocation } from 'react-router';

/** /buy is the start of the purchase: the choice of a package (keeping the culture query). */
export function BuyPage() {
  const { search } = useLocation();
  return <Navigate replace to={`/buy/select-parent-plan${search}`} />;
}
