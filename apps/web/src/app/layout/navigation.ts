import { kpiProducts } from '@baylytics/contract/admin-kpi';
import type { Role } from '@baylytics/contract/roles';
import {
  type Icon,
  IconAffiliate,
  IconBulb,
  IconChartBar,
  IconHome,
  IconKey,
  IconListCheck,
  IconRefresh,
  IconSchool,
  IconSearch,
  IconShieldLock,
  IconSpeakerphone,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';

export interface NavItem {
  path: string;
  /** Shown only to holders of one of these roles (spec 000 §6, menus); otherwise shown to all, locked where not in the package. */
  visibleTo?: readonly Role[];
}

export interface NavGroup {
  key: string;
  labelKey: string;
  icon: Icon;
  items: NavItem[];
}

/** The sidebar of spec 000 §2, in order. A group with one item renders as a plain link. */
export const navigation: NavGroup[] = [
  { key: 'dashboard', labelKey: 'nav.dashboard', icon: IconHome, items: [{ path: '/app/dashboard' }] },
  {
    key: 'analytics',
    labelKey: 'nav.group.analytics',
    icon: IconChartBar,
    items: [
      { path: '/app/analytics/account-check' },
      { path: '/app/analytics/my-ebay-ranking' },
      { path: '/app/ranking/alerts' },
      { path: '/app/analytics/search-organic' },
    ],
  },
  {
    key: 'productResearch',
    labelKey: 'nav.group.productResearch',
    icon: IconBulb,
    items: [{ path: '/app/product-research/variants-tool' }, { path: '/app/product-research/median-tool' }],
  },
  {
    key: 'keywordResearch',
    labelKey: 'nav.group.keywordResearch',
    icon: IconSearch,
    items: [
      { path: '/app/keyword-research/reverse-tracker' },
      { path: '/app/keyword-research/keyword-tool' },
      { path: '/app/keyword-research/keyword-pro' },
      { path: '/app/keyword-research/my-keyword' },
    ],
  },
  {
    key: 'listingOptimization',
    labelKey: 'nav.group.listingOptimization',
    icon: IconListCheck,
    items: [
      { path: '/app/listing-optimization/item-check' },
      { path: '/app/listing-optimization/item-specifics' },
      { path: '/app/listing-optimization/mobile-check' },
      { path: '/app/listing-optimization/title-builder' },
      { path: '/app/listing-optimization/template' },
    ],
  },
  {
    key: 'marketing',
    labelKey: 'nav.group.marketing',
    icon: IconSpeakerphone,
    items: [{ path: '/app/marketing/campaign' }],
  },
  {
    key: 'tools',
    labelKey: 'nav.group.tools',
    icon: IconTool,
    items: [
      { path: '/app/tools/ebay-categories' },
      { path: '/app/tools/live-chart' },
      { path: '/app/tools/videos' },
    ],
  },
  {
    key: 'learning',
    labelKey: 'nav.group.learning',
    icon: IconSchool,
    items: [
      { path: '/app/learning/manual' },
      { path: '/app/learning/masterclass-1' },
      { path: '/app/learning/masterclass-2' },
    ],
  },
  {
    key: 'affiliate',
    labelKey: 'nav.userAffiliate',
    icon: IconAffiliate,
    items: [{ path: '/app/affiliate/user-affiliate', visibleTo: ['Affiliate'] }],
  },
  {
    key: 'transformer',
    labelKey: 'nav.transformer',
    icon: IconRefresh,
    items: [{ path: '/app/tools/transformer', visibleTo: ['Transformer', 'Administrator'] }],
  },
  {
    key: 'assistants',
    labelKey: 'nav.assistants',
    icon: IconUsers,
    items: [{ path: '/app/admin/assistants', visibleTo: ['Assistant'] }],
  },
  {
    key: 'admin',
    labelKey: 'nav.group.admin',
    icon: IconShieldLock,
    items: [
      { path: '/app/admin/users', visibleTo: ['Administrator'] },
      { path: '/app/admin/logined-logs', visibleTo: ['Administrator'] },
      { path: '/app/admin/kept-invoices', visibleTo: ['Administrator'] },
      ...kpiProducts.map((product) => ({
        path: `/app/admin/${product}-kpi`,
        visibleTo: ['Administrator'] as const,
      })),
    ],
  },
];

/** Header user menu (spec 000 §2). */
export const userMenu: NavItem[] = [
  { path: '/app/user/change-email' },
  { path: '/app/user/change-address' },
  { path: '/app/user/change-password' },
  { path: '/app/user/ebay-token' },
  { path: '/app/user/agreements' },
  { path: '/app/user/invoices' },
  { path: '/app/user/logined-logs' },
  { path: '/app/user/privacy' },
  { path: '/app/user/api-access' },
  { path: '/app/user/afterbuy', visibleTo: ['Transformer', 'Administrator'] },
  { path: '/app/affiliate/user-affiliate', visibleTo: ['Affiliate'] },
];

export const menuIcon = { key: IconKey };

export function groupOf(path: string): NavGroup | undefined {
  return navigation.find((group) => group.items.length > 1 && group.items.some((item) => item.path === path));
}
