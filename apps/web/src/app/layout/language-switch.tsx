import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '../i18n.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('layout.language')}
      value={i18n.language}
      onChange={(value) => changeLanguage(value as Language)}
      data={[
        { value: 'de', label: 'DE' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
