import { type LivePoint, liveChartHeight, liveChartTiming } from '@baylytics/contract/live-chart';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../../app/api-error-message.ts';
import { EChart } from '../../../../app/chart/echart.tsx';
import { useCurrentRoute } from '../../../../app/current-route.ts';
import { useFormat } from '../../../../app/format/use-format.ts';
import { PageHeader } from '../../../../app/layout/page-header.tsx';
import { fetchLiveUpdate, useSavedLiveChart, useSaveLiveChart } from '../api.ts';
import { liveChartOption } from '../chart-option.ts';
import { LiveChartForm } from '../components/live-chart-form.tsx';
import { scheduleLeave, schedulePolling } from '../live-chart-schedule.ts';
import {
  emptyLiveChartForm,
  type LiveChartFormValues,
  type LiveChartSetup,
  setupOf,
  withPoint,
} from '../live-chart-values.ts';

/**
 * Live chart (spec 001 §2.8): the saved setup is loaded, the first live update follows after 1.5 s, then one
 * every 15 s; after 15 minutes the page returns to the dashboard.
 */
export function LiveChartPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const saved = useSavedLiveChart();
  const save = useSaveLiveChart();
  // A new object per start, so that starting the same setup again restarts the polling too.
  const [running, setRunning] = useState<{ setup: LiveChartSetup } | null>(null);
  const [points, setPoints] = useState<LivePoint[]>([]);
  const [error, setError] = useState<unknown>(null);
  const setup = running?.setup ?? null;

  useEffect(() => {
    if (!saved.data) return;
    const { itemNumber, keywords, destinationSite } = saved.data;
    setRunning({ setup: { itemNumber, keywords, site: destinationSite } });
    setPoints(saved.data.points);
  }, [saved.data]);

  useEffect(() => scheduleLeave(() => navigate(liveChartTiming.redirectTo)), [navigate]);

  useEffect(() => {
    if (!running) return;
    let isCurrent = true;
    const stop = schedulePolling(() => {
      fetchLiveUpdate(running.setup).then(
        (point) => {
          if (!isCurrent) return;
          setPoints((known) => withPoint(known, point));
          setError(null);
        },
        (failure: unknown) => {
          if (isCurrent) setError(failure);
        },
      );
    });
    return () => {
      isCurrent = false;
      stop();
    };
  }, [running]);

  // A refused save is the form's to show; the alert below is for the live updates.
  const onStart = async (values: LiveChartFormValues) => {
    const next = setupOf(values);
    await save.mutateAsync(next);
    setPoints([]);
    setError(null);
    setRunning({ setup: next });
  };

  const labels = useMemo(
    () => ({
      position: t('liveChart.position'),
      sponsored: t('liveChart.sponsored'),
      superPrice: t('liveChart.superPrice'),
    }),
    [t],
  );
  const option = useMemo(() => liveChartOption(points, labels), [points, labels]);
  const latest = points.at(-1);

  if (saved.isPending) {
    return (
      <>
        <PageHeader route={route} />
        <Center py="xl">
          <Loader aria-label={t('layout.loading')} />
        </Center>
      </>
    );
  }

  const initialValues: LiveChartFormValues = saved.data
    ? {
        itemNumber: String(saved.data.itemNumber),
        mainKeywords: saved.data.keywords,
        eBaySite: saved.data.destinationSite === 0 ? '0' : '77',
      }
    : emptyLiveChartForm;

  return (
    <>
      <PageHeader route={route} />
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Stack gap="xs">
            <LiveChartForm initialValues={initialValues} isSaving={save.isPending} onStart={onStart} />
            <Text size="xs" c="dimmed">
              {t('liveChart.hint')}
            </Text>
          </Stack>
        </Paper>
        {(saved.isError || error !== null) && (
          <Alert color="red" role="alert" title={t('liveChart.error')}>
            {t(apiErrorMessage(saved.isError ? saved.error : error).key)}
          </Alert>
        )}
        <Paper withBorder p="lg">
          <Stack gap="md">
            {setup && latest && (
              <Group gap="sm" data-testid="live-latest">
                <Text fw={500}>
                  {latest.position > 0
                    ? t('liveChart.latest', { position: latest.position })
                    : t('liveChart.notInTop')}
                </Text>
                {latest.isAdv && <Badge color="orange">{t('liveChart.sponsored')}</Badge>}
                {latest.isSuperPrice && <Badge color="green">{t('liveChart.superPrice')}</Badge>}
                <Text size="sm" c="dimmed">
                  {t('liveChart.at', { time: format.dateTime(latest.timestamp), count: points.length })}
                </Text>
              </Group>
            )}
            {setup && (
              <Group justify="flex-end">
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconPlayerStop size={16} />}
                  onClick={() => setRunning(null)}
                >
                  {t('liveChart.stop')}
                </Button>
              </Group>
            )}
            {setup && !latest && <Text c="dimmed">{t('liveChart.waiting')}</Text>}
            {!setup && <Text c="dimmed">{t('liveChart.empty')}</Text>}
            <EChart option={option} height={liveChartHeight} label={t('liveChart.chartLabel')} />
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}
