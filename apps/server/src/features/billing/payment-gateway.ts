/** What billing needs from the payment provider; the PayPal client is adapted to it in build-app. */
export interface PaymentGateway {
  /** The provider's plan for one of ours, created on first use. */
  ensurePlan(plan: {
    id: number;
    name: string;
    numberOfMonth: number;
    cycleGross: number;
    trialDays: number;
    trialGross: number;
  }): Promise<string>;
  createSubscription(input: {
    providerPlanId: string;
    agreementId: number;
    returnUrl: string;
    cancelUrl: string;
    locale: 'de-DE' | 'en-GB';
    requestId: string;
  }): Promise<{ id: string; approveUrl: string }>;
  getSubscription(
    id: string,
  ): Promise<{ status: string; agreementId: number | null; nextBillingTime: Date | null }>;
  cancelSubscription(id: string, reason: string): Promise<void>;
  /** Pauses the renewal; `requestId` identifies this one pause, so a retry of it is not a second one. */
  suspendSubscription(id: string, reason: string, requestId: string): Promise<void>;
  /** Resumes a paused renewal; `requestId` as for suspend. */
  activateSubscription(id: string, reason: string, requestId: string): Promise<void>;
  /** Whether a webhook really comes from the provider (signature checked by the provider's API). */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<boolean>;
}
