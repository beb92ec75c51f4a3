import type { myDataFiles } from '@baylytics/contract/account-privacy';

type MyDataFile = (typeof myDataFiles)[number];

/**
 * What the data download reads per file: the caller's rows of each table holding user data, `$1` being the
 * caller's id. Secrets (password hash, token hashes, sealed eBay tokens, one-time codes) are left out by name in
 * `secretColumns`; rows about other people (an administrator's notes, who a referral brought) are not read at all.
 * THE place to add a new table of user data, so the download stays complete.
 */
export const myDataQueries: Record<MyDataFile, string> = {
  profile:
    'select id, email, first_name, last_name, phone, avatar, status, language, referer, created_at from users where id = $1',
  roles: 'select role from user_roles where user_id = $1 order by role',
  address: 'select * from user_addresses where user_id = $1',
  'sign-in-log': 'select * from login_logs where user_id = $1 order by created_time, id',
  sessions:
    'select id, ip_address, user_agent, created_at, last_seen_at, expires_at, revoked_at from sessions where user_id = $1 order by created_at',
  'api-tokens':
    'select id, name, scope, hint, created_at, expires_at, last_used_at, revoked_at from api_tokens where user_id = $1 order by id',
  'keyword-lists': 'select * from user_keyword_lists where user_id = $1 order by id',
  'tracked-keywords': `select t.*, k.keyword from tracked_keywords t join keywords k on k.id = t.keyword_id
    where t.user_id = $1 order by t.id`,
  'seo-notes': 'select * from seo_steps where user_id = $1 order by id',
  'star-colours': 'select * from star_color_texts where user_id = $1 order by star_color',
  'live-chart': 'select * from live_chart_setups where user_id = $1',
  agreements: `select a.*, p.name as plan_name from agreements a join plans p on p.id = a.plan_id
    where a.user_id = $1 order by a.id`,
  payments: `select pm.* from payments pm join agreements a on a.id = pm.agreement_id
    where a.user_id = $1 order by pm.id`,
  invoices: `select id, invoice_number, invoice_date, description, period_start, period_end, net, tax_rate, tax,
    gross, currency, is_reverse_charge, buyer, language from invoices where user_id = $1 order by id`,
  'ebay-connections': 'select * from ebay_tokens where user_id = $1 order by id',
  'ranking-accounts': 'select * from ranking_accounts where user_id = $1 order by id',
  'listing-imports': `select i.* from listing_imports i join ranking_accounts r on r.id = i.account_id
    where r.user_id = $1 order by i.id`,
  listings: `select r.seller_name, l.* from listings l join ranking_accounts r on r.id = l.account_id
    where r.user_id = $1 order by l.account_id, l.item_number`,
  'optimized-marks': 'select * from listing_optimized_marks where user_id = $1 order by item_number',
  campaigns: 'select * from campaigns where user_id = $1 order by id',
  'promotion-advice': `select t.username as seller_name, pa.* from promotion_advice pa
    join ebay_tokens t on t.id = pa.ebay_token_id where pa.user_id = $1 order by pa.ebay_token_id, pa.listing_id`,
  videos: 'select * from uploaded_videos where user_id = $1 order by id',
  'video-listings': 'select * from video_items where user_id = $1 order by item_number',
  'item-specifics-categories': 'select * from item_specific_categories where user_id = $1 order by id',
  'item-specifics-listings': `select i.* from item_specific_items i
    join item_specific_categories c on c.id = i.category_row_id where c.user_id = $1 order by i.category_row_id, i.item_number`,
  'affiliate-codes': 'select * from affiliate_codes where user_id = $1 order by id',
  // Whom a code brought is the other person's data: the caller sees when and through which code only.
  'affiliate-referrals':
    'select code_id, created_at from affiliate_referrals where referrer_id = $1 order by created_at',
  'afterbuy-product-links': 'select * from afterbuy_product_links where user_id = $1 order by item_number',
  'alert-rules': 'select * from alert_rules where user_id = $1 order by id',
  'alert-events': 'select * from alert_events where user_id = $1 order by id',
  'alert-settings': 'select user_id, mail_mode, mail_from, updated_at from alert_settings where user_id = $1',
};

/** Columns never written to the download, whichever table holds them. */
export const secretColumns: ReadonlySet<string> = new Set([
  'password_hash',
  'unsubscribe_secret',
  'token_hash',
  'code_hash',
  'state_hash',
  'access_token_sealed',
  'refresh_token_sealed',
]);
