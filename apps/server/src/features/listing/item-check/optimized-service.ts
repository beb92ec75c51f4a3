import { AppError } from '../../../kernel/errors.ts';
import type { OptimizedMark } from '../../ranking/public.ts';

/**
 * The wizard's 'mark optimized' (spec 002 §2, §4): sets the account check's optimized mark of the caller's
 * imported listing. A listing not imported in the caller's account check, the caller's own or anyone else's,
 * answers itemNotInAccountCheck (404): there is no mark to set, and nothing is told about other users' data.
 */
export function createItemOptimizedService(mark: OptimizedMark) {
  return {
    async setOptimized(userId: number, itemNumber: string, value: boolean) {
      try {
        return { itemNumber, isOptimized: await mark.set(userId, Number(itemNumber), value) };
      } catch (error) {
        if (error instanceof AppError && error.code === 'notFound')
          throw new AppError('itemNotInAccountCheck');
        throw error;
      }
    },
  };
}

export type ItemOptimizedService = ReturnType<typeof createItemOptimizedService>;
