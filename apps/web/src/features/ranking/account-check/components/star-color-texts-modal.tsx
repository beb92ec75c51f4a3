import {
  type StarColor,
  starColors,
  starColorTextMaxLength,
} from '@baylytics/contract/account-check-star-colors';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { toast } from '../../../../app/toast.ts';
import { useSetStarColorText } from '../api.ts';

/**
 * The user's own words for each star colour (e.g. "pictures missing"). A blank text brings the default back;
 * only changed texts are saved.
 */
export function StarColorTextsModal({ colors, onClose }: { colors: StarColor[]; onClose: () => void }) {
  const { t } = useTranslation();
  const saving = useSetStarColorText();
  const own = (color: StarColor) => (color.isDefault ? '' : color.text);
  const [texts, setTexts] = useState<Record<number, string>>(() =>
    Object.fromEntries(colors.map((color) => [color.id, own(color)])),
  );

  const onSave = async () => {
    const changed = colors.filter((color) => (texts[color.id] ?? '').trim() !== own(color));
    try {
      for (const color of changed) await saving.mutateAsync({ id: color.id, text: texts[color.id] ?? '' });
      toast.success('accountCheck.starColorTexts.saved');
      onClose();
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('accountCheck.starColorTexts.title')}>
      <Stack>
        {colors.map((color) => (
          <TextInput
            key={color.id}
            label={t(starColors.find((entry) => entry.id === color.id)?.defaultText ?? color.text)}
            leftSection={<IconStarFilled size={16} color={color.color} />}
            placeholder={t('accountCheck.starColorTexts.placeholder')}
            maxLength={starColorTextMaxLength}
            value={texts[color.id] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTexts((current) => ({ ...current, [color.id]: value }));
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('accountCheck.cancel')}
          </Button>
          <Button onClick={onSave} loading={saving.isPending}>
            {t('accountCheck.starColorTexts.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
