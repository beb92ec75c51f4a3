import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { apiErrorMessage, type Message } from '../../../app/api-error-message.ts';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { ApiError } from '../../../app/http.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { PageState } from '../../../app/list/page-state.tsx';
import { useLearningClass } from '../api.ts';
import { ClassVideo } from '../components/class-video.tsx';

const classErrorMessage = (error: unknown): Message =>
  error instanceof ApiError && error.status === 404
    ? { key: 'learning.classNotFound' }
    : apiErrorMessage(error);

/** A class at /app/learning/{classId} (masterclass-1, masterclass-2, or any class the data holds). */
export function LearningClassPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  // The class is the last part of the address, for the masterclass routes and the general one alike.
  const classId = decodeURIComponent(useLocation().pathname.split('/').pop() ?? '');
  const found = useLearningClass(classId);
  const videos = found.data?.videos ?? [];
  return (
    <>
      <PageHeader route={route} />
      <PageState
        state={found}
        errorTitle={t('learning.classError')}
        errorMessage={classErrorMessage}
        isEmpty={videos.length === 0}
        empty={{
          message: t('learning.noVideos'),
          hint: t('learning.noVideosHint'),
          action: (
            <Anchor component={Link} to="/app/learning/manual">
              {t('learning.toManual')}
            </Anchor>
          ),
        }}
      >
        <Stack gap="lg">
          <div>
            <Title order={3}>{found.data?.title}</Title>
            {found.data?.description && <Text c="dimmed">{found.data.description}</Text>}
          </div>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {videos.map((video, i) => (
              <ClassVideo key={video.id} video={video} position={i + 1} />
            ))}
          </SimpleGrid>
        </Stack>
      </PageState>
    </>
  );
}
