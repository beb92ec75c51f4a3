// What other areas may use of the campaign area (they import nothing else from this folder): the campaigns
// that promote one listing, as the account check opens them.
export { ListingCampaignsModal } from './components/listing-campaigns-modal.tsx';
