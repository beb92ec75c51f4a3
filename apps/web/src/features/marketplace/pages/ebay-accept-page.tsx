import { Alert, Button, Paper, Stack, Stepper } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { useSession } from '../../../app/session.ts';
import { toast } from '../../../app/toast.ts';
import { useAcceptEbayConsent } from '../api.ts';
import { ConnectStep } from '../components/connect-step.tsx';
import { ImportStep } from '../components/import-step.tsx';

/**
 * The connection wizard (spec 000 §1, §2): 1 connect at eBay, 2 import items, 3 finished. eBay sends the
 * browser back here with `code` and `state` (or `error`); the connected account then stays in the address
 * (`account`), so a reload keeps the step.
 */
export function EbayAcceptPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const accept = useAcceptEbayConsent();
  const code = search.get('code');
  const state = search.get('state');
  const accountName = search.get('account');
  const isFinished = search.get('step') === 'finished';
  // The state is single use: React's development double effects must not send it twice.
  const sentState = useRef<string | null>(null);

  useEffect(() => {
    if (!code || !state || sentState.current === state) return;
    sentState.current = state;
    accept.mutate(
      { code, state },
      {
        onSuccess: ({ accountName: name }) => setSearch({ account: name }, { replace: true }),
        onError: (error) => {
          toast.error(apiErrorMessage(error).key);
          setSearch({}, { replace: true });
        },
      },
    );
  }, [code, state, accept, setSearch]);

  const active = isFinished ? 2 : accountName ? 1 : 0;
  const afterwards = user?.roles.includes('BGTest') ? '/app/dashboard' : '/app/user/ebay-token';

  return (
    <>
      <PageHeader route={route} />
      <Paper withBorder p="lg">
        <Stepper active={active} size="sm">
          <Stepper.Step label={t('marketplace.accept.step1')}>
            <ConnectStep
              isDeclined={search.get('error') === 'access_denied'}
              isAccepting={accept.isPending || Boolean(code && state)}
            />
          </Stepper.Step>
          <Stepper.Step label={t('marketplace.accept.step2')}>
            {accountName && (
              <ImportStep
                accountName={accountName}
                onDone={() => setSearch({ account: accountName, step: 'finished' }, { replace: true })}
              />
            )}
          </Stepper.Step>
          <Stepper.Step label={t('marketplace.accept.step3')}>
            <Stack mt="md" maw={640}>
              <Alert color="green" icon={<IconCircleCheck />} role="status">
                {t('marketplace.accept.finished', { accountName: accountName ?? '' })}
              </Alert>
              <Button w="fit-content" onClick={() => navigate(afterwards)}>
                {t('marketplace.accept.continue')}
              </Button>
            </Stack>
          </Stepper.Step>
        </Stepper>
      </Paper>
    </>
  );
}
