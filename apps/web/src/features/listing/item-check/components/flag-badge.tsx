import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { flagColors, flagKind } from '../flag-style.ts';

/** An entry's colour flag with its word, so the colour is never the only sign (STYLE: colour scales). */
export function FlagBadge({ flag }: { flag: number }) {
  const { t } = useTranslation();
  const kind = flagKind(flag);
  return (
    <Badge color={flagColors[kind]} variant="light" size="sm" data-flag={kind} style={{ flexShrink: 0 }}>
      {t(`itemCheck.flag.${kind}`)}
    </Badge>
  );
}
