import { hasAnyRole } from '@baylytics/contract/roles';
import { canUseRoleRoutes } from '@baylytics/contract/user-status';
import { UnstyledButton } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../app/session.ts';
import { breakdownRoles } from '../breakdown-roles.ts';

// The breakdowns load when first opened: the screens that show a score (the dashboard too) stay as light.
const ListingBreakdownModal = lazy(() =>
  import('./listing-breakdown-modal.tsx').then((module) => ({ default: module.ListingBreakdownModal })),
);
const AccountBreakdownModal = lazy(() =>
  import('./account-breakdown-modal.tsx').then((module) => ({ default: module.AccountBreakdownModal })),
);

type Subject = { itemNumber: number } | { sellerName: string };

/**
 * A shown BayScore made a button: it keeps the score exactly as it was shown and opens what made it. The
 * open breakdown is this button's own state, kept nowhere else. Whoever may not read breakdowns (a plan
 * without the account check) sees the score alone: the call would refuse them.
 */
export function ScoreBreakdownButton({
  subject,
  value,
  children,
}: {
  subject: Subject;
  /** The score as the button shows it, so that its name contains what is seen. */
  value: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { user } = useSession();
  if (!user || !canUseRoleRoutes(user.status) || !hasAnyRole(user.roles, breakdownRoles)) return children;
  const label =
    'itemNumber' in subject
      ? t('scoreBreakdown.open.listing', { itemNumber: subject.itemNumber, value })
      : t('scoreBreakdown.open.account', { sellerName: subject.sellerName, value });
  // The modal leaves with the state: focus goes back to the score it was opened from.
  const onClose = () => {
    setIsOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <UnstyledButton
        ref={button}
        onClick={() => setIsOpen(true)}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, borderRadius: 4 }}
      >
        {children}
      </UnstyledButton>
      {isOpen && (
        <Suspense fallback={null}>
          {'itemNumber' in subject ? (
            <ListingBreakdownModal itemNumber={subject.itemNumber} onClose={onClose} />
          ) : (
            <AccountBreakdownModal sellerName={subject.sellerName} onClose={onClose} />
          )}
        </Suspense>
      )}
    </>
  );
}
