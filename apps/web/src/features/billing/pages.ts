// The billing area's chunk: the router loads the area's pages through this one module.
export { AgreementsPage } from './pages/agreements-page.tsx';
export { BuyPage } from './pages/buy-page.tsx';
export { InvoicesPage } from './pages/invoices-page.tsx';
export { PurchaseCancelledPage } from './pages/purchase-cancelled-page.tsx';
export { PurchaseCompletePage } from './pages/purchase-complete-page.tsx';
export { PurchasePage } from './pages/purchase-page.tsx';
export { SelectParentPlanPage } from './pages/select-parent-plan-page.tsx';
export { SelectPlanPage } from './pages/select-plan-page.tsx';
