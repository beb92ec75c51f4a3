import type { LearningClass, LearningClassSummary } from '@baylytics/contract/learning';
import { AppError } from '../../kernel/errors.ts';
import type { Language } from '../common/public.ts';
import type { LearningRepository } from './repository.ts';

/** Empty text stands for "not set" as much as null does. */
const sourceOrNull = (url: string | null) => (url?.trim() ? url.trim() : null);

export function createLearningService(repository: LearningRepository) {
  return {
    async classes(language: Language): Promise<LearningClassSummary[]> {
      return (await repository.classes()).map((row) => ({
        classId: row.classId,
        title: language === 'en' ? row.titleEn : row.titleDe,
        videoCount: Number(row.videoCount),
      }));
    },

    async learningClass(classId: string, language: Language): Promise<LearningClass> {
      const found = await repository.classById(classId);
      if (!found) throw new AppError('notFound');
      const isEnglish = language === 'en';
      return {
        classId: found.classId,
        title: isEnglish ? found.titleEn : found.titleDe,
        description: isEnglish ? found.descriptionEn : found.descriptionDe,
        videos: found.videos.map((video) => ({
          id: video.id,
          title: isEnglish ? video.titleEn : video.titleDe,
          sourceUrl: sourceOrNull(isEnglish ? video.sourceUrlEn : video.sourceUrlDe),
        })),
      };
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
