import {
  type AgreementFromFilter,
  agreementFromFilters,
  type UserStatusFilter,
  userStatusFilters,
} from '@baylytics/contract/admin-users';
import { parentPlanNames } from '@baylytics/contract/plans';
import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../app/list/search-field.tsx';

// Search debounce of spec 002 §9.
const searchDebounceMs = 500;

export interface UserFilterValues {
  keyword: string;
  userStatus: UserStatusFilter;
  parentPlanName: string;
  agreementFrom: AgreementFromFilter;
}

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The user list's search box and filters; each change starts the list on page 1 (the caller's job). */
export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilterValues;
  onChange: (next: Partial<UserFilterValues>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SearchField
        value={value.keyword}
        onSearch={(keyword) => onChange({ keyword })}
        debounceMs={searchDebounceMs}
        label={t('admin.users.search')}
        placeholder={t('admin.users.searchPlaceholder')}
        w={300}
      />
      <Labelled label={t('admin.users.agreementFrom')}>
        <SegmentedControl
          aria-label={t('admin.users.agreementFrom')}
          value={value.agreementFrom}
          onChange={(agreementFrom) => onChange({ agreementFrom: agreementFrom as AgreementFromFilter })}
          data={agreementFromFilters.map((filter) => ({
            value: filter,
            label: t(`admin.users.agreementFromFilters.${filter}`),
          }))}
        />
      </Labelled>
      <Labelled label={t('admin.users.status')}>
        <SegmentedControl
          aria-label={t('admin.users.status')}
          value={value.userStatus}
          onChange={(userStatus) => onChange({ userStatus: userStatus as UserStatusFilter })}
          data={userStatusFilters.map((filter) => ({
            value: filter,
            label: t(`admin.users.statusFilters.${filter}`),
          }))}
        />
      </Labelled>
      <Select
        label={t('admin.users.plan')}
        value={value.parentPlanName}
        onChange={(plan) => onChange({ parentPlanName: plan ?? 'ALL' })}
        allowDeselect={false}
        w={180}
        data={[
          { value: 'ALL', label: t('admin.users.allPlans') },
          ...parentPlanNames.map((name) => ({ value: name, label: name })),
        ]}
      />
    </Group>
  );
}
