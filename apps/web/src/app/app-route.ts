import type { GuidingVideoModule } from '@baylytics/contract/common';
import type { RoleGroup } from '@baylytics/contract/roles';
import type { ComponentType } from 'react';

/**
 * One route of the product, as data: the router, the guard, the breadcrumbs and the sidebar all read it.
 * A route without `page` is specified but not built yet; it shows a 'coming soon' notice, and its menu entry says 'soon'.
 */
export interface AppRoute {
  path: string;
  /** Translation key of the page title, also the breadcrumb and menu label. */
  titleKey: string;
  /** 'public': anyone; 'signedIn': any session; a role group: a session with status 'true' or 'email_verified' and one of its roles. */
  access: 'public' | 'signedIn' | RoleGroup;
  /** Guiding-video module of the page (spec: 'Guiding-video module …'). */
  module?: GuidingVideoModule;
  /** Path of the breadcrumb parent. */
  parent?: string;
  /** Loads the page: one dynamic import per feature area, so each area is one chunk. */
  page?: () => Promise<ComponentType>;
  /** Registration and purchase pages take the language from a `culture` query (spec 000 §1). */
  acceptsCultureQuery?: boolean;
  /** Menu label 'new' for recently added modules. */
  isNew?: boolean;
}

export function isPublicRoute(route: AppRoute): boolean {
  return route.access === 'public';
}
