import { escapeHtml } from '../../integrations/mail/mail-layout.ts';

/** What the unsubscribe link's page says, in the user's language (German when it is not known). */
const pageTexts = {
  de: {
    confirmTitle: 'Alarm-E-Mails abbestellen?',
    confirm:
      'Möchten Sie keine E-Mails zu Ihren Ranking-Alarmen mehr erhalten? Ihre Alarme sehen Sie weiterhin in Baylytics.',
    confirmButton: 'Alarm-E-Mails abbestellen',
    title: 'Alarm-E-Mails abbestellt',
    done: 'Sie erhalten ab jetzt keine E-Mails zu Ihren Ranking-Alarmen mehr. Ihre Alarme sehen Sie weiterhin in Baylytics; dort können Sie die E-Mails auch wieder einschalten.',
    invalidTitle: 'Link ungültig',
    invalid:
      'Dieser Abbestell-Link ist ungültig oder nicht mehr gültig. Sie können die Alarm-E-Mails in Baylytics unter Ranking → Alarme abschalten.',
  },
  en: {
    confirmTitle: 'Turn off alert e-mails?',
    confirm:
      'Do you no longer want e-mails about your ranking alerts? You still see your alerts in Baylytics.',
    confirmButton: 'Turn off alert e-mails',
    title: 'Alert e-mails turned off',
    done: 'You will no longer receive e-mails about your ranking alerts. You still see your alerts in Baylytics, where you can also turn the e-mails on again.',
    invalidTitle: 'Invalid link',
    invalid:
      'This unsubscribe link is invalid or no longer valid. You can turn alert e-mails off in Baylytics under Ranking → Alerts.',
  },
} as const;

export type UnsubscribeOutcome = 'confirm' | 'done' | 'invalid';

/**
 * A small page without scripts or remote content, in the user's language: the question with its button (a form
 * posting to the same address with the same token), the confirmation, or the invalid link.
 */
export function unsubscribePage(language: string, outcome: UnsubscribeOutcome, token: string): string {
  const texts = language === 'en' ? pageTexts.en : pageTexts.de;
  const [title, text] =
    outcome === 'confirm'
      ? [texts.confirmTitle, texts.confirm]
      : outcome === 'done'
        ? [texts.title, texts.done]
        : [texts.invalidTitle, texts.invalid];
  const button =
    outcome === 'confirm'
      ? `<form method="post" action="?token=${encodeURIComponent(token)}"><button type="submit">${escapeHtml(texts.confirmButton)}</button></form>`
      : '';
  return `<!DOCTYPE html>
<html lang="${language === 'en' ? 'en' : 'de'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Baylytics</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${button}</main></body>
</html>
`;
}
