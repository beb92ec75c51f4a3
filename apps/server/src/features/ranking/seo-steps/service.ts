import type { SeoStep } from '@baylytics/contract/seo-steps';
import { AppError } from '../../../kernel/errors.ts';
import { dayOf } from '../../crawler/public.ts';
import type { SeoStepRepository } from './repository.ts';

/** SEO steps belong to the user who wrote them, on an item they imported or track; anything else is notFound. */
export function createSeoStepService(repository: SeoStepRepository, clock: () => Date) {
  async function requireItem(userId: number, itemNumber: number): Promise<void> {
    if (!(await repository.isUsersItem(userId, itemNumber))) throw new AppError('notFound');
  }

  return {
    async create(
      userId: number,
      input: { itemNumber: number; flag: string; description: string; createdDate?: string | undefined },
    ): Promise<SeoStep> {
      await requireItem(userId, input.itemNumber);
      return repository.insert(userId, {
        itemNumber: input.itemNumber,
        day: input.createdDate ?? dayOf(clock()),
        flag: input.flag,
        description: input.description,
      });
    },

    async list(userId: number, itemNumber: number): Promise<SeoStep[]> {
      await requireItem(userId, itemNumber);
      return repository.list(userId, itemNumber);
    },

    async remove(userId: number, id: number): Promise<null> {
      if (!(await repository.remove(userId, id))) throw new AppError('notFound');
      return null;
    },
  };
}

export type SeoStepService = ReturnType<typeof createSeoStepService>;
