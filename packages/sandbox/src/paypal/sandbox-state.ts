import { createPaypalFaultList, type PaypalFaultList } from './paypal-faults.ts';
import type { PlanRequest, ProductRequest, SubscriptionRequest, WireMoney } from './request-schemas.ts';

export interface ProductRecord extends ProductRequest {
  id: string;
  createTime: Date;
  updateTime: Date;
}

export interface PlanRecord extends PlanRequest {
  id: string;
  createTime: Date;
  updateTime: Date;
}

export type SubscriptionStatus = 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

export interface PaymentRecord {
  saleId: string;
  amount: WireMoney;
  time: Date;
}

export interface SubscriptionRecord {
  id: string;
  planId: string;
  status: SubscriptionStatus;
  statusChangeNote?: string;
  statusUpdateTime: Date;
  customId?: string;
  quantity?: string;
  startTime: Date;
  createTime: Date;
  updateTime: Date;
  subscriber?: NonNullable<SubscriptionRequest['subscriber']> & { payer_id?: string };
  context?: NonNullable<SubscriptionRequest['application_context']>;
  /** The billing-agreement token PayPal hands to the return URL as `ba_token`. */
  baToken: string;
  /** Cycles completed per billing cycle of the plan, in the plan's sequence order. */
  cyclesCompleted: number[];
  payments: PaymentRecord[];
  nextBillingTime?: Date;
}

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
  expiresAt: number;
}

/**
 * Everything the stand-in knows lives in these maps, in memory only: a restart forgets every product, plan,
 * subscription and access token. Callers must tolerate that (the client fetches a new token on a 401; the
 * server re-creates products and plans it cannot find).
 */
export interface SandboxState {
  products: Map<string, ProductRecord>;
  plans: Map<string, PlanRecord>;
  subscriptions: Map<string, SubscriptionRecord>;
  /** Access token → expiry (ms since epoch). */
  accessTokens: Map<string, number>;
  /** `METHOD path PayPal-Request-Id` → the first successful answer. */
  answers: Map<string, StoredAnswer>;
  faults: PaypalFaultList;
}

export function createSandboxState(): SandboxState {
  return {
    products: new Map(),
    plans: new Map(),
    subscriptions: new Map(),
    accessTokens: new Map(),
    answers: new Map(),
    faults: createPaypalFaultList(),
  };
}
