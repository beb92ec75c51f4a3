import { csvLines } from '@baylytics/contract/csv';
import type { MailService } from '../../../integrations/mail/mail-service.ts';
import type { AuthUser } from '../../../kernel/auth-context.ts';
import type { AccountCheckService } from './service.ts';

const reportColumns = ['keyword', 'eBaySiteId', 'date', 'position', 'advPosition'] as const;

/** Mails the caller the ranking report of one of their listings, the last 30 days' places attached as CSV. */
export async function sendRankingReport(
  service: AccountCheckService,
  mail: MailService,
  user: AuthUser,
  itemNumber: number,
): Promise<{ sentTo: string }> {
  const { listing, days, today } = await service.reportOf(user.id, itemNumber);
  const format = new Intl.NumberFormat(user.language === 'de' ? 'de-DE' : 'en-GB', {
    maximumFractionDigits: 2,
  });
  const score = (value: number | null) => (value === null ? '–' : format.format(value));
  const csv = `\uFEFF${csvLines([
    reportColumns,
    ...days.map((d) => [d.keyword, d.siteId, d.day, d.position, d.advPosition]),
  ])}`;
  await mail.send(
    user.email,
    'rankingReport',
    user.language,
    {
      firstName: user.firstName,
      itemNumber: String(itemNumber),
      title: listing.title,
      day: today,
      yesterdayBayScore: score(listing.yesterdayBayScore),
      todayBayScore: score(listing.todayBayScore),
      yesterdayScore: listing.yesterdayScore,
      todayScore: listing.todayScore,
      keywordCount: new Set(days.map((d) => d.keywordId)).size,
    },
    [
      {
        filename: `ranking-report-${itemNumber}-${today}.csv`,
        content: Buffer.from(csv, 'utf8'),
        contentType: 'text/csv',
      },
    ],
  );
  return { sentTo: user.email };
}
