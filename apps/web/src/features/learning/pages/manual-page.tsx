import type { GuidingVideo } from '@baylytics/contract/common';
import { Anchor, Card, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRoute } from '../../../app/current-route.ts';
import { PageHeader } from '../../../app/layout/page-header.tsx';
import { PageState } from '../../../app/list/page-state.tsx';
import { useAllGuidingVideos, useLearningClasses } from '../api.ts';
import { ModuleCard } from '../components/module-card.tsx';

/** The guiding videos by module, in the order the server answers them (module, then the video's place). */
function byModule(videos: readonly GuidingVideo[]): [string, GuidingVideo[]][] {
  const groups = new Map<string, GuidingVideo[]>();
  for (const video of videos) groups.set(video.module, [...(groups.get(video.module) ?? []), video]);
  return [...groups];
}

/** The manual (spec 002 §2 Learning): one card per module with its guiding videos, and the masterclasses. */
export function ManualPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const videos = useAllGuidingVideos();
  const classes = useLearningClasses();
  const modules = byModule(videos.data ?? []);
  return (
    <>
      <PageHeader route={route} />
      <Stack gap="lg">
        <Text c="dimmed">{t('learning.manualIntro')}</Text>
        <PageState
          state={videos}
          errorTitle={t('learning.manualError')}
          isEmpty={modules.length === 0}
          empty={{ message: t('learning.noModules'), hint: t('learning.noModulesHint') }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {modules.map(([module, moduleVideos]) => (
              <ModuleCard key={module} module={module} videos={moduleVideos} />
            ))}
          </SimpleGrid>
        </PageState>
        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="sm">
            {t('learning.masterclasses')}
          </Title>
          <PageState
            state={classes}
            errorTitle={t('learning.classesError')}
            isEmpty={(classes.data ?? []).length === 0}
            empty={{ message: t('learning.noClasses') }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {(classes.data ?? []).map((learningClass) => (
                <Card key={learningClass.classId} withBorder padding="md">
                  <Anchor component={Link} to={`/app/learning/${learningClass.classId}`} fw={600}>
                    {learningClass.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t('learning.videoCount', { count: learningClass.videoCount })}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </PageState>
        </Paper>
      </Stack>
    </>
  );
}
