import {
  type AlertEvent,
  type AlertKeyword,
  type AlertMailMode,
  type AlertRule,
  type AlertRuleValues,
  type AlertSummary,
  alertRuleLimit,
  alertRuleProblem,
} from '@baylytics/contract/alerts';
import { AppError } from '../../kernel/errors.ts';
import type { AlertRepository, RuleInput } from './repository.ts';

/** The rules of a seller's alerts, its events and its mail setting; another user's rule or event is not found. */
export function createAlertService(repository: AlertRepository, clock: () => Date) {
  /** A rule's keyword must be one the user tracks (for its listing, when both are named). */
  async function checked(userId: number, body: AlertRuleValues): Promise<RuleInput> {
    const rule: RuleInput = {
      kind: body.kind,
      itemNumber: body.itemNumber,
      keywordId: body.keywordId,
      threshold: body.threshold,
      isActive: body.isActive,
    };
    const problem = alertRuleProblem(rule);
    if (problem) throw new AppError('validationFailed', [problem]);
    if (rule.keywordId !== null && !(await repository.tracks(userId, rule.keywordId, rule.itemNumber)))
      throw new AppError('validationFailed', [
        { field: 'keywordId', message: 'validation.alertKeywordNotTracked' },
      ]);
    return rule;
  }

  async function summary(userId: number): Promise<AlertSummary> {
    return { unread: await repository.eventCount(userId, true), mailMode: await repository.mailMode(userId) };
  }

  return {
    rules: (userId: number): Promise<AlertRule[]> => repository.rules(userId),

    keywords: (userId: number): Promise<AlertKeyword[]> => repository.trackedKeywords(userId),

    async create(userId: number, body: AlertRuleValues): Promise<AlertRule> {
      const rule = await checked(userId, body);
      if ((await repository.ruleCount(userId)) >= alertRuleLimit) throw new AppError('alertRuleLimitReached');
      return repository.createRule(userId, rule, clock());
    },

    async update(userId: number, id: number, body: AlertRuleValues): Promise<AlertRule> {
      if (!(await repository.ruleById(userId, id))) throw new AppError('notFound');
      const updated = await repository.updateRule(userId, id, await checked(userId, body));
      if (!updated) throw new AppError('notFound');
      return updated;
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repository.deleteRule(userId, id))) throw new AppError('notFound');
    },

    events: (
      userId: number,
      page: { pageIndex: number; pageSize: number; isUnread?: boolean | undefined },
    ): Promise<{ data: AlertEvent[]; total: number }> => repository.events(userId, page),

    summary,

    async markRead(userId: number, id: number): Promise<AlertSummary> {
      if (!(await repository.markRead(userId, id, clock()))) throw new AppError('notFound');
      return summary(userId);
    },

    async markAllRead(userId: number): Promise<AlertSummary> {
      await repository.markAllRead(userId, clock());
      return summary(userId);
    },

    async setMailMode(userId: number, mode: AlertMailMode): Promise<AlertSummary> {
      await repository.setMailMode(userId, mode, clock());
      return summary(userId);
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
