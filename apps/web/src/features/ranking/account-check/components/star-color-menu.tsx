import type { StarColor } from '@baylytics/contract/account-check-star-colors';
import { ActionIcon, Menu } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { starColorLabel } from '../star-color-label.ts';

interface StarColorMenuProps {
  colors: StarColor[];
  current: number;
  itemNumber: number;
  onChange: (color: number) => void;
}

/** The star of one row: shows its colour (named by the user's text) and picks another. */
export function StarColorMenu({ colors, current, itemNumber, onChange }: StarColorMenuProps) {
  const { t } = useTranslation();
  const selected = colors.find((color) => color.id === current);
  const label = selected ? starColorLabel(selected, t) : '';
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('accountCheck.starColorOf', { itemNumber, color: label })}
          title={label}
        >
          {current === 0 ? (
            <IconStar size={18} color={selected?.color} />
          ) : (
            <IconStarFilled size={18} color={selected?.color} />
          )}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {colors.map((color) => (
          <Menu.Item
            key={color.id}
            leftSection={<IconStarFilled size={16} color={color.color} />}
            onClick={() => onChange(color.id)}
            disabled={color.id === current}
          >
            {starColorLabel(color, t)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
