import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine's password field with its show/hide button named in the page's language and by what it will do. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(props.defaultVisible ?? false);
  return (
    <MantinePasswordInput
      visible={isVisible}
      onVisibilityChange={setVisible}
      {...props}
      visibilityToggleButtonProps={{
        'aria-label': t(isVisible ? 'fields.hideTyped' : 'fields.showTyped'),
        ...props.visibilityToggleButtonProps,
      }}
    />
  );
}
