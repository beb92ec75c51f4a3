// What other areas may use of billing (they import nothing else from this folder).

export { seedDemoOrders } from './demo-orders.ts';
export type { PaymentGateway } from './payment-gateway.ts';
