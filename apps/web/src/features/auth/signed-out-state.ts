/**
 * Navigation state for sending the browser to /login after the server ended the session (password
 * changed): the sign-in page forgets the session on arrival and says why. Forgetting it before leaving
 * would make the route guard send the user to /login with a returnUrl back to the page just left.
 */
export interface SignedOutState {
  signedOutNoticeKey: string;
}

export function signedOutState(noticeKey: string): SignedOutState {
  return { signedOutNoticeKey: noticeKey };
}

export function readSignedOutState(state: unknown): SignedOutState | null {
  if (typeof state !== 'object' || state === null || !('signedOutNoticeKey' in state)) return null;
  const key = state.signedOutNoticeKey;
  return typeof key === 'string' ? { signedOutNoticeKey: key } : null;
}
