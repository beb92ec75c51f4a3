import { importAccountLimits } from '@baylytics/contract/ranking';
import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface AccountBarProps {
  accounts: string[];
  selected: string | null;
  /** Administrator or Platinum: may hold several accounts and switch between them (spec 001 §6). */
  canSwitch: boolean;
  onSelect: (sellerName: string) => void;
  onAdd: () => void;
  onRename: () => void;
}

/** The account the page shows, with renaming and adding accounts (spec 001 §2.1). */
export function AccountBar({ accounts, selected, canSwitch, onSelect, onAdd, onRename }: AccountBarProps) {
  const { t } = useTranslation();
  // Shown to a user without an account and to Platinum, and only while fewer than 3 accounts exist.
  const canAdd = (accounts.length === 0 || canSwitch) && accounts.length < importAccountLimits.platinum;
  return (
    <Paper withBorder p="md">
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end" gap="sm">
          {accounts.length > 0 && (
            <Select
              label={t('accountCheck.accounts.label')}
              data={accounts}
              value={selected}
              onChange={(value) => value && onSelect(value)}
              allowDeselect={false}
              disabled={!canSwitch}
              description={canSwitch ? undefined : t('accountCheck.accounts.switchPlatinumOnly')}
              w={260}
            />
          )}
          {selected && (
            <Button variant="light" leftSection={<IconPencil size={16} />} onClick={onRename}>
              {t('accountCheck.accounts.rename')}
            </Button>
          )}
        </Group>
        {canAdd && (
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {t('accountCheck.accounts.add')}
          </Button>
        )}
      </Group>
      {accounts.length === 0 && (
        <Text c="dimmed" mt="sm">
          {t('accountCheck.accounts.none')}
        </Text>
      )}
    </Paper>
  );
}
