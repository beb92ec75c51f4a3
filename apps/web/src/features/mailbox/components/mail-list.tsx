import type { mailSummarySchema } from '@baylytics/contract/mailbox';
import { Box, NavLink } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '../../../app/format/use-format.ts';

type MailSummary = z.infer<typeof mailSummarySchema>;

/** The mails of one address, newest first: subject, when, and what kind of mail. */
export function MailList({ mails, onOpen }: { mails: MailSummary[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box component="ul" aria-label={t('billing.mailbox.listLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
      {mails.map((mail) => (
        <li key={mail.id}>
          <NavLink
            component="button"
            leftSection={<IconMail size={18} stroke={1.6} />}
            label={mail.subject}
            description={`${format.dateTime(mail.createdAt)} · ${t(`billing.mailbox.kinds.${mail.kind}`, {
              defaultValue: mail.kind,
            })}`}
            onClick={() => onOpen(mail.id)}
          />
        </li>
      ))}
    </Box>
  );
}
