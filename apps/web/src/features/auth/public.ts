// What other areas may use of sign-in (they import nothing else from this folder).
export { reloadCurrentUser, startSession } from './api.ts';
export { OtpInput } from './components/otp-input.tsx';
export { signedOutState } from './signed-out-state.ts';
