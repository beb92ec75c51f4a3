import { sql } from 'drizzle-orm';
import { isDeadlock } from '../../kernel/db-errors.ts';
import { AppError } from '../../kernel/errors.ts';
import type { FeatureDeps } from '../../kernel/feature-deps.ts';
import { revokePendingGrants } from './pending-revocations.ts';
import { userScopedSql } from './user-scoped-sql.ts';

// Every table holding the user's personal data, emptied of the user's rows. Rows below these (listings under
// ranking accounts, campaign ads, video and specifics rows) go by cascade. THE place to add a new table of user
// data, beside the data download's list.
const personalData = [
  'delete from sessions where user_id = $1 or impersonator_id = $1',
  'delete from login_tokens where user_id = $1',
  'delete from api_tokens where user_id = $1',
  'delete from login_logs where user_id = $1',
  'delete from email_verifications where user_id = $1',
  'delete from one_time_passwords where user_id = $1',
  'delete from user_roles where user_id = $1',
  'delete from user_addresses where user_id = $1',
  'delete from user_keyword_lists where user_id = $1',
  'delete from star_color_texts where user_id = $1',
  'delete from seo_steps where user_id = $1',
  'delete from live_chart_points where user_id = $1',
  'delete from live_chart_setups where user_id = $1',
  'delete from alert_events where user_id = $1',
  'delete from alert_rules where user_id = $1',
  'delete from alert_settings where user_id = $1',
  'delete from tracked_keywords where user_id = $1',
  'delete from item_specific_categories where user_id = $1',
  'delete from video_items where user_id = $1',
  'delete from uploaded_videos where user_id = $1',
  'delete from campaign_refreshes where user_id = $1',
  'delete from campaigns where user_id = $1',
  'delete from promotion_advice where user_id = $1',
  'delete from ranking_accounts where user_id = $1',
  'delete from listing_optimized_marks where user_id = $1',
  'delete from ebay_consents where user_id = $1',
  // The grants are ended at eBay after the commit; until eBay confirms, only the sealed refresh token is kept,
  // tied to nobody.
  `insert into ebay_pending_revocations (refresh_token_sealed, scopes)
     select refresh_token_sealed, scopes from ebay_tokens where user_id = $1 and refresh_token_sealed is not null`,
  'delete from ebay_tokens where user_id = $1',
  'delete from afterbuy_product_links where user_id = $1',
  'delete from afterbuy_credentials where user_id = $1',
  'delete from affiliate_referrals where friend_id = $1 or referrer_id = $1',
  'delete from affiliate_codes where user_id = $1',
  'delete from impersonations where user_id = $1',
  'delete from user_notes where user_id = $1',
  'delete from login_failures where email_key = (select lower(email) from users where id = $1)',
  // Orders without an invoice are not books to keep; the others stay, ended, with their payments and invoices.
  `delete from agreements a where a.user_id = $1 and not exists
     (select 1 from payments p join invoices i on i.payment_id = p.id where p.agreement_id = a.id)`,
  `update agreements set status = 'cancelled', cancelled_at = coalesce(cancelled_at, now()),
     cancellation_reason = coalesce(cancellation_reason, 'account deleted') where user_id = $1`,
  // The row stays as the owner of the kept invoices: no address, no name, no password that could match, and
  // an address nobody can type in, so the old address can register again.
  `update users set email = 'deleted-' || id || '@deleted.invalid', password_hash = '', first_name = '',
     last_name = '', phone = '', avatar = null, referer = null, status = 'false', deleted_at = now()
     where id = $1`,
];

/**
 * Every row of personal data in one transaction. The deletion writes many tables at once while other writers of the
 * same user may run (PayPal's notice of the subscription just cancelled, kept figures' triggers): when PostgreSQL
 * ends it to break a deadlock, nothing of it was written and it runs again, as PostgreSQL advises.
 */
async function deletePersonalData(db: FeatureDeps['db'], userId: number): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.transaction(async (tx) => {
        for (const text of personalData) await tx.execute(userScopedSql(text, userId));
      });
      return;
    } catch (error) {
      if (attempt >= 3 || !isDeadlock(error)) throw error;
    }
  }
}

/**
 * Deletes an account on the owner's password: running PayPal subscriptions are cancelled first (a refusal there
 * leaves everything as it was), then, in one transaction, sessions, sign-in links, eBay grants and every row of
 * personal data go, and the user row becomes an anonymous owner of the invoices the tax law keeps for 8 years.
 * Then the eBay grants are revoked at eBay; when eBay cannot be reached the deletion stands and the
 * `revokeEbayGrants` job tries again.
 */
export function createAccountDeletion(deps: Pick<FeatureDeps, 'db' | 'auth' | 'payments' | 'ebay' | 'log'>) {
  const { db, auth, payments, ebay, log } = deps;
  return {
    async deleteAccount(userId: number, password: string): Promise<void> {
      if (!(await auth.isCurrentPassword(userId, password))) throw new AppError('wrongPassword');
      const running = await db.execute<{ external_id: string }>(
        sql`select external_id from agreements where user_id = ${userId} and source = 'paypal'
            and external_id is not null and status <> 'cancelled'`,
      );
      for (const { external_id } of running.rows) {
        await payments.cancelSubscription(external_id, 'Account deleted');
      }
      await deletePersonalData(db, userId);
      await revokePendingGrants(db, ebay.client, (message) => log.warn(message));
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
