import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../api.ts';

export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().then(() => navigate('/', { replace: true }));
  }, [navigate]);
  return (
    <Center py="xl">
      <Loader aria-label={t('auth.signingOut')} />
    </Center>
  );
}
