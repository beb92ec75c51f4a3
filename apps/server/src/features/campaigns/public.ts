// What other areas and the composition root may use of the campaign area.
export type { CampaignCalls, CampaignCallsFor } from './ports.ts';
