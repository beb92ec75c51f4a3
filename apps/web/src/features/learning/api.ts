import { guidingVideos } from '@baylytics/contract/common';
import { learningClass, learningClasses } from '@baylytics/contract/learning';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../app/http.ts';

// Content changes rarely; the answers are in the page's language, so the language is part of each key.
const contentStaleMs = 10 * 60_000;

export function useAllGuidingVideos() {
  return useQuery({
    queryKey: ['guidingVideos', 'all'],
    queryFn: () => apiCall(guidingVideos),
    staleTime: contentStaleMs,
  });
}

export function useLearningClasses() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['learning', 'classes', i18n.language],
    queryFn: () => apiCall(learningClasses),
    staleTime: contentStaleMs,
  });
}

export function useLearningClass(classId: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['learning', 'class', classId, i18n.language],
    queryFn: () => apiCall(learningClass, { params: { classId } }),
    staleTime: contentStaleMs,
    retry: false,
  });
}
