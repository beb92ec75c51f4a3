// What other areas may use of registration (they import nothing else from this folder): the address form the
// purchase and the account share, the package registration of the purchase, the remembered plan and referral.
export { addressFormValues } from './address-form-values.ts';
export { useRegisterPackage } from './api.ts';
export { AddressForm } from './components/address-form.tsx';
export { refererFromCookie } from './referral.ts';
export { rememberedPlan, rememberPlan } from './remembered-plan.ts';
